/**
 * «кто выйдет в ночь на склад?», «кто сделает?», «кто возьмётся переписать правила?»: an open call to the group asks
 * with the verb in the third person. The card names the action: the verb becomes the infinitive, and a verb of
 * taking the work on gives way to the infinitive after it.
 */
import { asSecondPerson } from './titleLetThem';
import { RUSSIAN_INFINITIVE } from './titleOpensWithVerb';
import { secondPersonToInfinitive } from './verbForms';

const OPEN_CALL = /^(?:а\s+)?кто(?:-нибудь|-то)?\s+(?:из\s+вас\s+)?(?<verb>[а-яё]{3,}(?:[её]т|ит)(?:ся)?)(?![\p{L}])(?<rest>.*)$/iu;
/** «кто возьмётся переписать…», «кто успеет забрать…»: taking the work on, with the work itself after it. */
const TAKING_ON = /^(?:возьм[её]тся|сможет|может|успеет|хочет|готов)$/;

export function openCallAsTask(title: string): string {
  const m = OPEN_CALL.exec(title);
  if (!m?.groups) return title;
  const { verb = '', rest = '' } = m.groups;
  const word = verb.toLowerCase();
  const next = /^\s+([а-яё]+)/iu.exec(rest)?.[1]?.toLowerCase();
  if (TAKING_ON.test(word) && next !== undefined && RUSSIAN_INFINITIVE.test(next)) return rest.trim();
  const infinitive = secondPersonToInfinitive(asSecondPerson(word));
  return infinitive === null ? title : `${infinitive}${rest}`;
}
