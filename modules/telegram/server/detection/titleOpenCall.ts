/**
 * «кто выйдет в ночь на склад?», «кто сделает?», «кто возьмётся переписать правила?», «нужен кто-то, кто встретит
 * аниматоров»: an open call to the group asks with the verb in the third person. The card names the action: the verb
 * becomes the infinitive, and a verb of taking the work on gives way to the infinitive after it.
 */
import { WHO_IS_NEEDED } from './cues';
import { asSecondPerson } from './titleLetThem';
import { RUSSIAN_INFINITIVE } from './titleOpensWithVerb';
import { secondPersonToInfinitive } from './verbForms';

const OPEN_CALL = new RegExp(
  `^(?:а\\s+)?(?:${WHO_IS_NEEDED}\\s*,?\\s*(?:кто|котор(?:ый|ая|ые))|кто(?:-нибудь|-то)?)\\s+(?:из\\s+вас\\s+)?(?<verb>[а-яё]{3,}(?:[её]т|ит)(?:ся)?)(?![\\p{L}])(?<rest>.*)$`,
  'iu',
);
/** «…и покажет, где переодеться»: a verb joined to the call's, asked the same way. */
const JOINED_VERB = /(\s+и\s+)([а-яё]{3,}(?:[её]т|ит)(?:ся)?)(?![\p{L}])/iu;
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
  // «встретит аниматоров и покажет, где…»: a verb joined to it is asked the same way.
  const joined = rest.replace(JOINED_VERB, (whole, and: string, verb: string) => {
    const other = secondPersonToInfinitive(asSecondPerson(verb.toLowerCase()));
    return other === null ? whole : `${and}${other}`;
  });
  return infinitive === null ? title : `${infinitive}${joined}`;
}
