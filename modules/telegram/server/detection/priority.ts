/**
 * Priority from how the message words it: urgency («срочно», «горит», "ASAP", "URGENT"), importance
 * («это важно», «приоритет», «это блокер», «иначе не начнём», "important"), and its explicit absence
 * («не срочно», «не горит», "no rush", "low priority", «когда будет минутка», "when you get a chance"). Anything else is medium.
 */
import { POLITE_CONDITION } from './requestForms';
import type { Priority } from './types';

const LOW =
  /(?:не\s+(?:очень\s+)?срочн[\p{L}]*|несрочн[\p{L}]*|не\s+горит|не\s+к\s+спеху|без\s+спешки|не\s+торопит?с[ья]|не\s+спеши|не\s+приоритет[\p{L}]*|низк[\p{L}]+\s+приоритет[\p{L}]*|no\s+rush|no\s+hurry|not\s+urgent|non[-\s]urgent|not\s+a\s+priority|low\s+priority|whenever\s+you\s+(?:can|have\s+time|get\s+a\s+chance)|(?:there'?s\s+)?no\s+(?:real\s+)?deadline)/iu;

const URGENT =
  /(?:(?<!не\s)(?<!не\s+очень\s)срочн[\p{L}]*|(?<!не\s)горит|asap|a\.s\.a\.p|urgent(?:ly)?|немедленно|прямо\s+сейчас|как\s+можно\s+скорее|как\s+можно\s+быстрее|в\s+первую\s+очередь|бросай(?:те)?\s+вс[её]|аврал|пожар(?![\p{L}])|right\s+(?:now|away)|immediately|drop\s+everything|as\s+soon\s+as\s+possible|top\s+priority)/iu;

const HIGH =
  /(?:(?:[эе]то|очень|крайне)\s+важн[\p{L}]*|важно[!.,:]|приоритет(?:ная|ное|но)?(?![\p{L}])|в\s+приоритете|(?:это|is\s+a|it'?s\s+a)\s+блокер[\p{L}]*|блокирует|иначе\s+(?:не|все|всё|сорв)|критичн[\p{L}]*|high\s+priority|(?<!not\s)important|priority(?![\p{L}])|(?:is|it'?s|that'?s)\s+(?:a|the|our)\s+blocker|(?:это|вот)\s+блокер|blocking\s+(?:the|us|our)|otherwise\s+(?:we|it)\s+(?:can'?t|won'?t)|if\s+not,?\s+(?:we|it)(?:'re|\s+are|'s|\s+is)?\s+(?:not|can'?t|won'?t|cannot)|time[-\s]sensitive)/iu;

/** «половина гирлянды не горит», «фара не горит», "check engine горит": a light that is (not) on, not how pressing the work is. */
const LIGHT_ON_OR_OFF =
  /(?:ламп[\p{L}]*|свет|фар[\p{L}]*|гирлянд[\p{L}]*|индикатор[\p{L}]*|подсветк[\p{L}]*|половина|табло|экран|огон[её]?к|светодиод[\p{L}]*|лед|led|check(?:\s+engine)?|чек)\s+(?:у\s+[\p{L}]+\s+)?(?:не\s+|опять\s+|снова\s+)?гор(?:ит|ят)/giu;

export function extractPriority(text: string): Priority {
  const source = text.replace(/ё/g, 'е').replace(LIGHT_ON_OR_OFF, '');
  // «глянь, когда будет минутка», "when you get a chance": the asker says it can wait.
  if (LOW.test(source) || POLITE_CONDITION.test(source)) return 'low';
  if (URGENT.test(source)) return 'urgent';
  if (HIGH.test(source)) return 'high';
  return 'medium';
}
