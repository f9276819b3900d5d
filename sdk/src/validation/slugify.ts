/**
 * URL slugs for workspaces (/workspace/{slug}). Russian letters are transliterated by the system of
 * Russian international passports (ICAO Doc 9303, MVD order of 2014/2017): ж zh, х kh, ц ts, ч ch, ш sh,
 * щ shch, ъ ie, ы y, ь dropped, э e, ю iu, я ia, й i, ё e. It needs no apostrophes or other marks, unlike
 * GOST 7.79-2000, so every letter becomes plain a-z.
 */
import { WORKSPACE_SLUG_FALLBACK, WORKSPACE_SLUG_MAX_LENGTH } from './workspaceConstants';

const PASSPORT_TRANSLITERATION: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: 'ie',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};

// Combining marks left by NFKD ('é' -> 'e' + accent); 'й' and 'ё' are transliterated before they get here.
const COMBINING_MARKS = /\p{M}/gu;

function transliterate(text: string): string {
  return Array.from(text, (char) => PASSPORT_TRANSLITERATION[char] ?? char).join('');
}

/** Lowercase a-z, digits and single hyphens, at most 60 characters, never empty. */
export function slugify(name: string): string {
  const latin = transliterate(name.toLowerCase()).normalize('NFKD').replace(COMBINING_MARKS, '');
  const slug = latin
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, WORKSPACE_SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return slug || WORKSPACE_SLUG_FALLBACK;
}
