/**
 * «все бухгалтеры сдают мне список…», «все сдаём чеки за март», «каждый мастер приносит табель»: an order to the whole
 * group, said in the third or the first person plural. Each card asks for the same action, so the verb becomes the
 * infinitive, and who gives it («мне», the group's name) leaves the title.
 */
import { isKnownNonVerb } from './russianMorphology';
import { asSecondPerson } from './titleLetThem';
import { secondPersonToInfinitive } from './verbForms';

const EVERYONE_DOES =
  /^(?:[\p{L}]+,\s*)?(?:все|каждый|каждая)(?:\s+[а-яё]+){0,2}?\s+(?<verb>[а-яё]{3,}(?:ют|ут|ят|ат|ёт|ет|ит|ём|ем|им)(?:ся)?)(?![\p{L}])(?:\s+мне)?(?<rest>\s.+)$/iu;

export function everyoneAsTask(title: string): string {
  const m = EVERYONE_DOES.exec(title)?.groups;
  if (!m || isKnownNonVerb(m.verb!)) return title;
  // «сдаём» is read as «сдаёт», whose «ты» form the infinitive comes from.
  const infinitive = secondPersonToInfinitive(asSecondPerson(m.verb!.replace(/([её])м$/u, '$1т').replace(/им$/u, 'ит')));
  return infinitive === null ? title : `${infinitive}${m.rest}`;
}
