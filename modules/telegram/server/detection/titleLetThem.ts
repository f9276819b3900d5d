/**
 * «Ирина пусть закажет воду», «пусть перекроют стояк», «краску пусть Оксана выпишет»: an order given through
 * someone else, in the third person after «пусть». The card names the action, so the verb becomes the infinitive
 * and who is to do it (a name, «он», «они») leaves the title; an object said before «пусть» follows the verb.
 */
import { isRussianImperative } from './russianImperative';
import { isKnownNonVerb } from './russianMorphology';
import { RUSSIAN_INFINITIVE } from './titleOpensWithVerb';
import { tokenize } from './tokenize';
import { secondPersonToInfinitive } from './verbForms';

/** With at least `skip` words between «пусть» and the verb: «пусть лимит поднимут» has a noun that ends as «закажет» does. */
const LET_WITH_WORDS_BETWEEN = [0, 1, 2, 3].map(
  (skip) =>
    new RegExp(
      `^(?<lead>(?:[\\p{L}\\d-]+\\s+){0,4}?)пусть\\s+(?<between>(?:[\\p{L}\\d-]+\\s+){${skip},3}?)(?<verb>[а-яё]{3,}(?:[еёиуюая]т)(?:ся)?)(?![\\p{L}])(?<rest>.*)$`,
      'isu',
    ),
);
/** Who is to act, and the words that say how or when: none of them is what is done. */
const NOT_THE_OBJECT =
  /^(?:\p{Lu}.*|он|она|они|сам|сама|сами|а|и|но|ну|вот|так|только|тогда|тоже|ещё|еще|заодно|сразу|потом|сегодня|завтра|утром|вечером|лучше)$/u;

/** «закажет» → «закажешь», «приедут» → «приедешь», «проверят» → «проверишь»: the form `secondPersonToInfinitive` reads. */
export function asSecondPerson(verb: string): string {
  return verb
    .toLowerCase()
    .replace(/(?:[еёую]т)(ся)?$/u, (_, reflexive?: string) => `ешь${reflexive ?? ''}`)
    .replace(/(?:[иая]т)(ся)?$/u, (_, reflexive?: string) => `ишь${reflexive ?? ''}`);
}

/** The clause with its «пусть …» order as the infinitive and its object; the clause as it was when it has none. */
export function letAsTask(clause: string): string {
  const m = LET_WITH_WORDS_BETWEEN.map((pattern) => pattern.exec(clause)).find(
    (found) => !found?.groups || !isKnownNonVerb(found.groups.verb ?? ''),
  );
  if (!m?.groups) return clause;
  const { lead = '', between = '', verb = '', rest = '' } = m.groups;
  const leadTokens = tokenize(lead);
  if (leadTokens.some((t) => isRussianImperative(t.word) || RUSSIAN_INFINITIVE.test(t.word) || secondPersonToInfinitive(t.word) !== null))
    return clause;
  const infinitive = secondPersonToInfinitive(asSecondPerson(verb));
  if (infinitive === null) return clause;
  const kept = `${lead} ${between}`.split(/\s+/).filter((word) => word !== '' && !NOT_THE_OBJECT.test(word));
  return [infinitive, ...kept].join(' ') + rest;
}
