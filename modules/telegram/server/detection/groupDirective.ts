/**
 * Work given to the whole group in the third person or the infinitive, not to one person: «все мастера
 * сдают табели до пятницы», «каждый приносит свою форму», «всем до пятницы перенести сделки в CRM», «все
 * заезжаем на мойку», "everyone submits timesheets by Friday", "each of you please send one page".
 */
import { EN_WORK_VERBS } from './englishImperative';

/** Verbs of knowing, wanting or being, which tell about the group, not what it has to do («все знают»). */
const NOT_WORK = /^(?:зна|помн|вид|слыш|понима|дума|счита|хоч|хот|буд|есть|нрав|люб|иде|живы|устал|рад)/;
const ALL_DO =
  /(?:^|[^\p{L}])(?:все|каждый|каждая|каждое)(?!\s+(?:день|раз|час|год|месяц|неделю|утро|вечер)(?![\p{L}]))(?:\s+[\p{L}\d-]+){0,4}?\s+([а-яё]{2,}(?:ют|ят|ут|ет|ит|ёт|ем|ём|им))(?![\p{L}])/giu;
const ALL_TO_DO =
  /(?:^|[^\p{L}])(?:всем|каждому|каждой)(?:[\s,:—–-]+[\p{L}\d.-]+){0,6}?[\s,:—–-]+([а-яё]{3,}(?:ть|ти|чь|ться|тись))(?![\p{L}])/giu;
const NOT_INFINITIVE = /(?:ость|асть|пять|шесть|десять|опять|сеть|путь)$/;
const EVERYONE =
  /\b(?:everyone|everybody|each\s+of\s+you|all\s+(?:staff|hands|crew))\s+(?:(please|pls|must|should|needs?\s+to|has\s+to|is\s+to)\s+)?([a-z]+)\b/giu;
/**
 * Addressees named by their role in the plural, then a colon or their work: "all techs: text me…", "all packers
 * submit their sheets", «все тренеры: уходя, выключаете блоки», «всем дояркам: молоко сдаиваем отдельно».
 */
const ALL_ROLE = /\ball\s+(?!of\b|the\b|our\b|your\b|these\b|those\b)(?:[a-z]+\s+)?[a-z]+s(?:\s*:|\s+(?:please\s+)?([a-z]+))/giu;
const ALL_ROLE_RU = /(?:^|[^\p{L}])(?:все|всем)\s+[а-яё]+(?:ы|и|ам|ям)\s*:/iu;
/**
 * "I need everyone's timesheets by the 15th", «мне до 25-го нужны от всех пожелания», «жду от каждого…»: the work of
 * each one in the group, asked as the author's need.
 */
const NEED_FROM_ALL =
  /(?:\bneed\s+(?:every(?:one|body)['’]s|all\s+(?:of\s+)?your|each\s+of\s+your|(?:the\s+)?[a-z]+\s+from\s+(?:every(?:one|body)|all\s+of\s+you))|(?:нужн[аоы]?|жду)(?:\s+[\p{L}\d-]+){0,3}?\s+от\s+(?:всех|каждого|вас\s+всех))(?![\p{L}])/iu;
/** «сдаём до 28.12», «до 25-го сдаём НДС»: what the team does by a date, said in the first person plural. */
const WE_DO = /(?:^|[^\p{L}])([а-яё]{3,}(?:ем|ём|им))(?![\p{L}])/giu;
const WE_NOT_WORK = /^(?:работа|отдыха|ид|ед|жд|буд|мож|хот|зна|дума|открыва|закрыва|име|им|тем|всем|чем|совсем|затем|нем|нём|пр[оа]сим)/;
/** Adjectives and nouns ending like the verb («другим», «последним», «днём», «отцем»). */
const ADJECTIVE_OR_NOUN = /(?:[кгхжшщч]им|ним|дн[её]м|ц[её]м|[её]вым)$/;
const EN_NOT_VERB = new Set([
  'is',
  'was',
  'were',
  'are',
  'has',
  'had',
  'did',
  'who',
  'that',
  'else',
  'knows',
  'wants',
  'loves',
  'seems',
  'says',
  'gets',
  'and',
  'in',
  'at',
  'on',
  'for',
  'here',
  'there',
  'this',
  'thanks',
  'its',
  'else',
]);

function isEnglishWorkVerb(verb: string): boolean {
  const word = verb.toLowerCase().replace(/^re-/, '');
  return EN_WORK_VERBS.has(word) || (/^[a-z]{3,}s$/.test(word) && EN_WORK_VERBS.has(word.slice(0, -1)));
}

/** A first-person plural verb of work, to be read with a deadline («табели сдаём до 28.12»). */
export function saysWeDo(text: string): boolean {
  return [...text.matchAll(WE_DO)].some(
    ([, verb]) => !WE_NOT_WORK.test(verb!.toLowerCase()) && !ADJECTIVE_OR_NOUN.test(verb!.toLowerCase()),
  );
}

export function isGroupDirective(text: string): boolean {
  if (ALL_ROLE_RU.test(text) || NEED_FROM_ALL.test(text)) return true;
  for (const [match, verb] of text.matchAll(ALL_ROLE)) if (verb === undefined ? match.endsWith(':') : isEnglishWorkVerb(verb)) return true;
  for (const [, verb] of text.matchAll(ALL_DO)) if (!NOT_WORK.test(verb!.toLowerCase())) return true;
  for (const [, verb] of text.matchAll(ALL_TO_DO)) if (!NOT_INFINITIVE.test(verb!.toLowerCase())) return true;
  for (const [, modal, verb] of text.matchAll(EVERYONE)) {
    if (EN_NOT_VERB.has(verb!.toLowerCase())) continue;
    if (modal || isEnglishWorkVerb(verb!)) return true;
  }
  return false;
}
