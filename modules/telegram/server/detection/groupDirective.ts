/**
 * Work given to the whole group in the third person or the infinitive, not to one person: «все мастера
 * сдают табели до пятницы», «каждый приносит свою форму», «всем до пятницы перенести сделки в CRM», «все
 * заезжаем на мойку», "everyone submits timesheets by Friday", "each of you please send one page".
 */
import { EN_WORK_VERBS } from './englishImperative';

/** Verbs of knowing, wanting or being, which tell about the group, not what it has to do («все знают»). */
const NOT_WORK = /^(?:зна|помн|вид|слыш|понима|дума|счита|хоч|хот|буд|есть|нрав|люб|иде|живы|устал|рад)/;
const ALL_DO =
  /(?:^|[^\p{L}])(?:все|каждый|каждая|каждое)(?!\s+(?:день|раз|час|год|месяц|неделю|утро|вечер)(?![\p{L}]))(?:\s+[\p{L}-]+){0,2}?\s+([а-яё]{2,}(?:ют|ят|ут|ет|ит|ёт|ем|ём|им))(?![\p{L}])/giu;
const ALL_TO_DO =
  /(?:^|[^\p{L}])(?:всем|каждому|каждой)(?:[\s,:—–-]+[\p{L}\d.-]+){0,6}?[\s,:—–-]+([а-яё]{3,}(?:ть|ти|чь|ться|тись))(?![\p{L}])/giu;
const NOT_INFINITIVE = /(?:ость|асть|пять|шесть|десять|опять|сеть|путь)$/;
const EVERYONE =
  /\b(?:everyone|everybody|each\s+of\s+you|all\s+(?:staff|hands|crew))\s+(?:(please|pls|must|should|needs?\s+to|has\s+to|is\s+to)\s+)?([a-z]+)\b/giu;
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

export function isGroupDirective(text: string): boolean {
  for (const [, verb] of text.matchAll(ALL_DO)) if (!NOT_WORK.test(verb!.toLowerCase())) return true;
  for (const [, verb] of text.matchAll(ALL_TO_DO)) if (!NOT_INFINITIVE.test(verb!.toLowerCase())) return true;
  for (const [, modal, verb] of text.matchAll(EVERYONE)) {
    const word = verb!.toLowerCase();
    if (EN_NOT_VERB.has(word)) continue;
    if (modal || EN_WORK_VERBS.has(word) || (/^[a-z]{3,}s$/.test(word) && EN_WORK_VERBS.has(word.slice(0, -1)))) return true;
  }
  return false;
}
