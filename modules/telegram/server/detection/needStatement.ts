/**
 * A need stated instead of asked («нужен коммерческий оффер к пятнице», "we need a social media audit"): a team
 * lead's card says to prepare what is needed, so the need becomes «подготовить …» / "prepare …". A place or
 * purpose said before the need («под новый трейлер нужен трек») follows the object. What is needed from everyone
 * («мне нужны от всех табели за декабрь», "I need everyone's timesheets") is for each of them to hand it in.
 */
import { isRussianImperative } from './russianImperative';

const RUSSIAN_NEED =
  /^(?<front>(?:[\p{L}\d«»"-]+\s+){0,4}?)(?:(?:мне|нам|ей|ему|им|тебе|вам|срочно|очень|ещё|еще|теперь|тоже|также|завтра|сегодня)\s+)*(?:нужен|нужна|нужны|жду)\s+(?<object>.+)$/iu;
/** What follows the need when it is a person, a question or a state, not a thing to prepare. */
const NOT_AN_OBJECT =
  /^(?:кто|ли|что|чтобы|чтоб|будет|было|бы|ещё|еще|от|помощь|ваша|твоя|твой|ваш|твои|ваши|двое|трое|четверо|пятеро|люди|[а-яё]+(?:ть|ти|чь)(?:ся)?(?![\p{L}]))|(?:^|\s)(?:человека?|людей|помощник[аи]?|волонт[её]р[аыов]*|водител[ьяей]+)(?![\p{L}])/iu;
const PLACE_OR_PURPOSE = /^(?:на|под|для|в|во|к|ко|по|от|из|с|со|у)\s/iu;
const DROPPABLE_FRONT = /^(?:(?:мне|нам|ей|ему|им|тебе|вам|тут|там|ещё|еще|и|а|но|также|тоже|срочно|ребят[а]?)\s+)*$/iu;

const ENGLISH_NEED =
  /^(?<front>(?:i|we|they|you|[A-Z][\p{L}&'-]*(?:\s+[A-Z][\p{L}&'-]*){0,2})\s+)?(?:still\s+|really\s+|also\s+)?(?:need|needs)\s+(?!to\s|someone|somebody|anyone|you\s|help|owners?\s)(?<object>(?:a|an|the|some|new|\d)[\s\p{L}\d].*)$/u;
const ENGLISH_PERSON = /^(?:i|we|they|you)$/i;

/** «от всех», «от всех смен», «от каждого мастера»: the need is everyone's to hand in. */
const FROM_EVERYONE = /^от\s+(?:всех|каждого)(?:\s+[а-яё]+(?:ов|ев|ёв|ей|ий|ых|их|ек|н|д|п|а|я))?\s+(?=[\p{L}\d])/iu;
const FROM_EVERYONE_EN =
  /^(?:i|we)\s+(?:still\s+|really\s+|also\s+)?need\s+(?:everyone'?s|everybody'?s|all\s+(?:your|the))\s+(?<object>.+)$/iu;

export function needAsTask(title: string): string {
  const fromAll = FROM_EVERYONE_EN.exec(title)?.groups?.object;
  if (fromAll) return `submit ${fromAll}`;
  const russian = RUSSIAN_NEED.exec(title);
  if (russian?.groups) {
    const { front, object } = russian.groups as { front: string; object: string };
    const handedIn = FROM_EVERYONE.exec(object);
    if (handedIn && DROPPABLE_FRONT.test(front)) return `сдать ${object.slice(handedIn[0].length)}`;
    const [head, rest] = splitClause(object);
    if (NOT_AN_OBJECT.test(object) || /[,;:]/.test(front) || ordersAfter(rest)) return title;
    if (DROPPABLE_FRONT.test(front)) return `подготовить ${object}`;
    if (PLACE_OR_PURPOSE.test(front)) return `подготовить ${head} ${front.trim().toLowerCase()}${rest}`;
    return title;
  }
  const english = ENGLISH_NEED.exec(title);
  if (english?.groups) {
    const front = english.groups.front?.trim() ?? '';
    const [head, rest] = splitClause(english.groups.object!);
    if (front === '' || ENGLISH_PERSON.test(front)) return `prepare ${head}${rest}`;
    return `prepare ${head} for ${front}${rest}`;
  }
  return title;
}

/** The object up to the first clause break, and the rest from it on. */
function splitClause(object: string): [string, string] {
  const end = object.search(/\s*[,;:—–(]/u);
  return end < 0 ? [object, ''] : [object.slice(0, end), object.slice(end)];
}

/** «нужны грамоты, распечатай и принеси»: the order after the need is the task, not the need. */
function ordersAfter(rest: string): boolean {
  const next = /^\s*[,;:—–]\s*([а-яё]+)/iu.exec(rest);
  return next !== null && isRussianImperative(next[1]!.toLowerCase());
}
