/**
 * When the request itself says little («Таня, возьмёшь?», «Сергей, организуй», "can you own that?"), the
 * work is named elsewhere in the message, as an infinitive after a need or someone's ask: «к первому декабря
 * нужно обновить штатное расписание», «ТехноДом просит заменить музыку в ролике», "they asked us to resize the
 * banners". That phrase, from its verb on, is the title.
 */
import { tokenize } from './tokenize';

/** Words that carry no task of their own: pronouns, the asking verbs' objects, greetings, fillers, urgency. */
const EMPTY_WORDS = new Set([
  'это',
  'этим',
  'этого',
  'его',
  'ее',
  'их',
  'то',
  'там',
  'тут',
  'так',
  'всё',
  'все',
  'всем',
  'вот',
  'ну',
  'ок',
  'срочно',
  'сегодня',
  'завтра',
  'сейчас',
  'сразу',
  'доброе',
  'утро',
  'привет',
  'всем',
  'коллеги',
  'ребята',
  'ребят',
  'спасибо',
  'нужно',
  'надо',
  'плиз',
  'пожалуйста',
  'да',
  'нет',
  'ли',
  'бы',
  'уже',
  'тоже',
  'мне',
  'нам',
  'тебе',
  'вам',
  'я',
  'ты',
  'вы',
  'мы',
  'кто',
  'может',
  'сможет',
  'можешь',
  'сможешь',
  'готов',
  'who',
  'can',
  'anyone',
  'someone',
  'it',
  'this',
  'that',
  'these',
  'those',
  'them',
  'one',
  'everything',
  'something',
  'anything',
  'me',
  'us',
  'you',
  'please',
  'pls',
  'now',
  'today',
  'asap',
  'the',
  'a',
  'an',
  'up',
  'on',
  'over',
  'care',
  'of',
  'know',
  'why',
  'what',
  'how',
  'sure',
  'morning',
  'hi',
  'hello',
  'hey',
  'lads',
  'guys',
  'team',
  'all',
  'thanks',
]);

/** A title with fewer words than this that name anything is too weak to stand for the task. */
const CONTENT_WORDS = 2;

/** An ask or a need followed, within a couple of words, by an infinitive: Russian -ть/-ти/-чь, English "to <verb>". */
const RUSSIAN_ASK =
  /(?:^|[^\p{L}])(?:нужно|надо|необходимо|требуется|можно|пора|просит|просят|попросил[аи]?|просила|хочет|хотят|хотим|хотел[аи]?|предлагаю|планируем)(?:\s+(?:бы|срочно|сегодня|завтра|ещё|еще|уже|тоже|нам|вам|им|ему|ей|тебе|мне))*\s+((?:[а-яё]+(?:ать|ять|еть|ить|уть|ыть|оть|ти|чь)(?:ся)?)(?![\p{L}]).*)$/iu;
const ENGLISH_ASK =
  /(?:^|[^\p{L}])(?:needs?|wants?|asks?|asked|asking|would\s+like|have|has|got)\s+(?:(?:us|you|someone|somebody|them|him|her)\s+)?to\s+([a-z]+(?![\p{L}]).*)$/iu;

export function isWeakTitle(title: string): boolean {
  return tokenize(title).filter((t) => !EMPTY_WORDS.has(t.word) && !t.word.startsWith('@') && !/^\d/.test(t.word)).length < CONTENT_WORDS;
}

/** The first wanted action named in the text, from its verb to the end of its sentence; null when none. */
export function wantedAction(text: string): string | null {
  for (const sentence of text.split(/(?<=[.!?:\n])\s*/)) {
    const found = RUSSIAN_ASK.exec(sentence) ?? ENGLISH_ASK.exec(sentence);
    if (found && !isWeakTitle(found[1]!)) return found[1]!;
  }
  return null;
}
