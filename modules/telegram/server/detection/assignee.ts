/**
 * Who the task is for. A Telegram @username is exact and is what the card takes; a name the message
 * addresses («Руслан, …», «Андрей — на тебе», "Tom —", "Grace, please…") is returned separately for the
 * module to match against members' names.
 */
const MENTION = /(?<![\w@])@([A-Za-z][A-Za-z0-9_]{2,31})\b/;

/** Discourse words and greetings that look like an addressed name at a clause head but are not one. */
export const NOT_NAMES = new Set([
  'коллеги',
  'ребят',
  'ребята',
  'девочки',
  'друзья',
  'всем',
  'все',
  'привет',
  'кстати',
  'короче',
  'итак',
  'слушай',
  'слушайте',
  'ок',
  'окей',
  'да',
  'нет',
  'спасибо',
  'супер',
  'отлично',
  'круто',
  'эх',
  'ну',
  'так',
  'вот',
  'хорошо',
  'ладно',
  'правильно',
  'morning',
  'hi',
  'hey',
  'hello',
  'thanks',
  'cheers',
  'ok',
  'okay',
  'yes',
  'no',
  'guys',
  'team',
  'lads',
  'folks',
  'all',
  'everyone',
  'great',
  'nice',
  'cool',
  'sure',
  'also',
  'so',
  'well',
  'right',
  'sorry',
  'update',
  'reminder',
  'note',
  'fyi',
]);

const ADDRESSED = /(?:^|[.!?\n:]\s*|,\s*|\s[—–-]\s)([A-ZА-ЯЁ][a-zа-яё]{1,15})(?:\s*,|\s+[—–-]\s)/gu;

const MENTIONS = new RegExp(MENTION.source, 'g');
/** Copied in, not asked: "cc @anton", «в копии @anton», "fyi @anton", «+ @anton». */
const COPIED_BEFORE =
  /(?:^|[^\p{L}])(?:cc|сс|bcc|fyi|копия|в\s+копии|для\s+сведения|к\s+сведению|ставлю\s+в\s+копию)\s*:?\s*(?:@[A-Za-z0-9_]+[\s,]*(?:и|and)?\s*)*$/iu;
/** Thanked or praised, not asked: "@lena спасибо!", «спасибо @lena_assist!», "thanks @tom,", "@igor bravo!", "@sam great show!". */
const THANKS_WORDS =
  /(?:спасиб[\p{L}]*|благодар[\p{L}]*|молод(?:ец|цы|чина)|умничка|браво|поздравля[\p{L}]*|thanks|thank\s+you|cheers|kudos|bravo|congrats|congratulations|nice\s+one|well\s+done|(?:great|nice|awesome)\s+(?:job|work|show|shift|session|call|stuff)|отличн[\p{L}]*\s+(?:работа|смена|эфир)|shout[-\s]?out)/iu;

/**
 * The first @username the message asks: not one only thanked («@lena спасибо! Паша, это тебе») or copied
 * in ("cc @anton").
 */
export function extractAssignee(text: string): string | null {
  for (const m of text.matchAll(MENTIONS)) {
    const at = m.index ?? 0;
    if (COPIED_BEFORE.test(text.slice(Math.max(0, at - 40), at))) continue;
    if (isThanked(text, at, at + m[0].length)) continue;
    return m[1]!;
  }
  return null;
}

/** The mention's own clause (up to the punctuation around it) is a thanks. */
function isThanked(text: string, from: number, to: number): boolean {
  const before =
    text
      .slice(0, from)
      .split(/[.!?\n;]|,(?=\s)/)
      .at(-1) ?? '';
  const after = text.slice(to).split(/[.!?\n;]/)[0] ?? '';
  const clause = `${before} ${after.split(/,\s*(?=[A-ZА-ЯЁ@])/)[0] ?? ''}`;
  return (
    THANKS_WORDS.test(clause) && !/(?:^|[^\p{L}])(?:можешь|could|can\s+you|please|пожалуйста|сделай|нужно|надо)(?![\p{L}])/iu.test(clause)
  );
}

export function extractAddresseeName(text: string): string | null {
  for (const m of text.matchAll(ADDRESSED)) {
    const name = m[1]!;
    if (!NOT_NAMES.has(name.toLowerCase())) return name;
  }
  return null;
}
