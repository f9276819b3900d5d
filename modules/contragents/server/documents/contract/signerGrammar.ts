/**
 * The grammar of «в лице генерального директора Иванова Ивана Ивановича, действующего на основании Устава»:
 * the signer's position and name in the genitive case and the participle agreeing with the signer's gender.
 * Names are inflected by petrovich; initials («Иванов И. И.») stay as written.
 */
import petrovich from 'petrovich';

export type Gender = 'male' | 'female';

const INITIAL = /^[А-ЯЁA-Z]\.$/u;

function nameParts(fullName: string): { last?: string; first?: string; middle?: string; initials: string } {
  const words = fullName.trim().split(/\s+/);
  const [last, ...rest] = words;
  const initials = rest.filter((word) => INITIAL.test(word) || /^[А-ЯЁ]\.[А-ЯЁ]\.$/u.test(word));
  const named = rest.filter((word) => !initials.includes(word));
  return { last, first: named[0], middle: named[1], initials: initials.join(' ') };
}

/** By the patronymic when there is one (…вич / …вна), else by a feminine surname ending (Петрова, Ильина, Толстая). */
export function genderOf(fullName: string): Gender {
  const { last, middle } = nameParts(fullName);
  if (middle) {
    const detected = petrovich.detect_gender(middle);
    if (detected !== 'androgynous') return detected;
  }
  return last && /(ова|ева|ёва|ина|ына|ая|яя)$/u.test(last.toLowerCase()) ? 'female' : 'male';
}

export function nameInGenitive(fullName: string): string {
  const parts = nameParts(fullName);
  if (!parts.last) return fullName.trim();
  const inflected = petrovich({ gender: genderOf(fullName), last: parts.last, first: parts.first, middle: parts.middle }, 'genitive');
  return [inflected.last, inflected.first, inflected.middle, parts.initials].filter(Boolean).join(' ');
}

function wordInGenitive(word: string): { text: string; isNoun: boolean } {
  const lower = word.toLowerCase();
  const keep = (ending: string, by: string) => ({ text: word.slice(0, word.length - ending.length) + by, isNoun: false });
  if (lower.endsWith('ый') || lower.endsWith('ой')) return keep('ый', 'ого');
  if (/[кгх]ий$/u.test(lower)) return keep('ий', 'ого');
  if (lower.endsWith('ий')) return keep('ий', 'его');
  if (lower.endsWith('ь')) return { text: `${word.slice(0, -1)}я`, isNoun: true };
  if (lower.endsWith('й')) return { text: `${word.slice(0, -1)}я`, isNoun: true };
  if (/[кгхжшчщ]а$/u.test(lower)) return { text: `${word.slice(0, -1)}и`, isNoun: true };
  if (lower.endsWith('а')) return { text: `${word.slice(0, -1)}ы`, isNoun: true };
  if (/[бвгджзклмнпрстфхцчшщ]$/u.test(lower)) return { text: `${word}а`, isNoun: true };
  return { text: word, isNoun: true };
}

/**
 * «Генеральный директор» → «генерального директора», «Управляющий партнер» → «управляющего партнера»,
 * «Директор по развитию» → «директора по развитию»: words up to the first noun change, the rest is already
 * in the case it needs.
 */
export function positionInGenitive(position: string): string {
  const words = position.trim().split(/\s+/);
  const out: string[] = [];
  let declining = true;
  for (const word of words) {
    if (!declining || !/^[А-ЯЁа-яё-]+$/u.test(word)) {
      out.push(word);
      continue;
    }
    const { text, isNoun } = wordInGenitive(word);
    out.push(text);
    if (isNoun) declining = false;
  }
  const joined = out.join(' ');
  return joined.charAt(0).toLowerCase() + joined.slice(1);
}
