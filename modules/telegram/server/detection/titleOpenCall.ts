/**
 * «кто выйдет в ночь на склад?», «кто сделает?», «кто возьмётся переписать правила?», «нужен кто-то, кто встретит
 * аниматоров»: an open call to the group asks with the verb in the third person. The card names the action: the verb
 * becomes the infinitive, and a verb of taking the work on gives way to the infinitive after it.
 */
import { WHO_IS_NEEDED } from './cues';
import { asSecondPerson } from './titleLetThem';
import { RUSSIAN_INFINITIVE } from './titleOpensWithVerb';
import { secondPersonToInfinitive } from './verbForms';
import { isRussianImperative } from './russianImperative';
import { tokenize } from './tokenize';

/** «мужики, кто…», «ребята кто…»: the group called before the question, with or without a comma. */
const GROUP_CALLED = '(?:(?:мужики|ребят[а]?|девочки|девчата|коллеги|народ|друзья|родители|внучата|дети|соседи)\\s*,?\\s+)?';
const OPEN_CALL = new RegExp(
  `^${GROUP_CALLED}(?:а\\s+)?(?:${WHO_IS_NEEDED}\\s*,?\\s*(?:кто|котор(?:ый|ая|ые))|кто(?:-нибудь|-то)?)\\s+(?:из\\s+вас\\s+)?(?:[\\p{L}\\d-]+\\s+){0,3}?(?<verb>[а-яё]{3,}(?:[её]т|ит)(?:ся)?)(?![\\p{L}])(?<rest>.*)$`,
  'iu',
);
/** «закажет кто-нибудь срочно?», «позвонит кто-то в банк?»: the verb before the one asked. */
const VERB_THEN_WHO = /^(?:а\s+)?(?<verb>[а-яё]{3,}(?:[её]т|ит)(?:ся)?)\s+кто-(?:нибудь|то)(?![\p{L}])(?<rest>.*)$/iu;
/** «а конусы оттуда кто заберёт?», «ёлку на точку 1 кто-нибудь поставит?»: the object said before the call. */
const OBJECT_THEN_CALL =
  /^(?:[аи]\s+)?(?<object>(?:[\p{L}\d№-]+\s+){1,5}?)кто(?:-нибудь|-то)?\s+(?:из\s+(?:вас|нас)\s+)?(?<verb>[а-яё]{3,}(?:[её]т|ит)(?:ся)?)(?![\p{L}])(?<rest>.*)$/iu;
/** «…и покажет, где переодеться»: a verb joined to the call's, asked the same way. */
const JOINED_VERB = /(\s+и\s+)([а-яё]{3,}(?:[её]т|ит)(?:ся)?)(?![\p{L}])/iu;
/** «кто возьмётся переписать…», «кто успеет забрать…»: taking the work on, with the work itself after it. */
const TAKING_ON = /^(?:возьм[её]тся|сможет|может|успеет|хочет|готов)$/;

export function openCallAsTask(title: string): string {
  const m = OPEN_CALL.exec(title) ?? VERB_THEN_WHO.exec(title);
  if (m?.groups && ordersAfter(m.groups.rest!)) return title;
  if (!m?.groups) return comingIn(objectThenCall(title));
  const { verb = '', rest = '' } = m.groups;
  const word = verb.toLowerCase();
  const next = /^\s+([а-яё]+)/iu.exec(rest)?.[1]?.toLowerCase();
  if (TAKING_ON.test(word) && next !== undefined && RUSSIAN_INFINITIVE.test(next)) return rest.trim();
  const infinitive = secondPersonToInfinitive(asSecondPerson(word));
  // «встретит аниматоров и покажет, где…»: a verb joined to it is asked the same way.
  const joined = rest.replace(JOINED_VERB, (whole, and: string, verb: string) => {
    const other = secondPersonToInfinitive(asSecondPerson(verb.toLowerCase()));
    return other === null ? whole : `${and}${other}`;
  });
  return infinitive === null ? title : `${infinitive}${joined}`;
}

function objectThenCall(title: string): string {
  const fronted = OBJECT_THEN_CALL.exec(title)?.groups;
  const verb = fronted?.verb?.toLowerCase() ?? '';
  const infinitive = fronted ? secondPersonToInfinitive(asSecondPerson(verb)) : null;
  return fronted && infinitive !== null && !TAKING_ON.test(verb) && !ordersAfter(fronted.rest!)
    ? `${infinitive} ${fronted.object!.trim()}${fronted.rest!}`
    : title;
}

/**
 * «кто дежурит 2-го, скиньте фото»: an order after the call makes «кто дежурит» whom it is for, not the work. A name
 * is no order, though «Казань» ends as «стань» does.
 */
function ordersAfter(rest: string): boolean {
  return tokenize(rest)
    .slice(0, 3)
    .some((t) => /^\p{Ll}/u.test(rest.charAt(t.index)) && isRussianImperative(t.word));
}

/** «кто сегодня в ночь на Мира?», «кто-нибудь на точку 2»: a call with no verb asks who comes in, there. */
const WHO_COMES_IN =
  /^(?:а\s+)?кто(?:-нибудь|-то)?(?:\s+(?:сегодня|завтра|сейчас|из\s+вас))*\s+(?<where>(?:в|во|на)\s+(?!курсе|связи|месте)[^,;:?]+)(?<rest>[,;:?].*)?$/iu;
const THIRD_PERSON_VERB = /[а-яё]{2,}(?:[её]т|ит|ут|ют|ат|ят)(?:ся)?(?![\p{L}])/iu;

function comingIn(title: string): string {
  const m = WHO_COMES_IN.exec(title)?.groups;
  const rest = m?.rest ?? '';
  return m?.where && !THIRD_PERSON_VERB.test(m.where) && !ordersAfter(rest.slice(1)) ? `выйти ${m.where}${rest}` : title;
}
