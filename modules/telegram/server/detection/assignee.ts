/**
 * Who the task is for. A Telegram @username is exact and is what the card takes; a name the message
 * addresses («Руслан, …», «Андрей — на тебе», "Tom —", "Grace, please…") is returned separately for the
 * module to match against members' names.
 */
const MENTION = /(?<![\w@])@([A-Za-z][A-Za-z0-9_]{2,31})\b/;

/** Discourse words and greetings that look like an addressed name at a clause head but are not one. */
export const NOT_NAMES = new Set([
  'коллеги', 'ребят', 'ребята', 'девочки', 'друзья', 'всем', 'все', 'привет', 'кстати', 'короче', 'итак', 'слушай', 'слушайте',
  'ок', 'окей', 'да', 'нет', 'спасибо', 'супер', 'отлично', 'круто', 'эх', 'ну', 'так', 'вот', 'хорошо', 'ладно', 'правильно',
  'morning', 'hi', 'hey', 'hello', 'thanks', 'cheers', 'ok', 'okay', 'yes', 'no', 'guys', 'team', 'lads', 'folks', 'all',
  'everyone', 'great', 'nice', 'cool', 'sure', 'also', 'so', 'well', 'right', 'sorry', 'update', 'reminder', 'note', 'fyi',
]);

const ADDRESSED = /(?:^|[.!?\n:]\s*|,\s*|\s[—–-]\s)([A-ZА-ЯЁ][a-zа-яё]{1,15})(?:\s*,|\s+[—–-]\s)/gu;

export function extractAssignee(text: string): string | null {
  return MENTION.exec(text)?.[1] ?? null;
}

export function extractAddresseeName(text: string): string | null {
  for (const m of text.matchAll(ADDRESSED)) {
    const name = m[1]!;
    if (!NOT_NAMES.has(name.toLowerCase())) return name;
  }
  return null;
}
