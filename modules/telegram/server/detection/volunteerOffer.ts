/**
 * Whether a reply offers to take the work on: the volunteer cue the classifier weighs («я могу», "I can") and the
 * offers it leaves out because a day, a time or a reason follows ("I can do it tonight", "I'll take it", "i got it",
 * «могу к 9», «я сделаю, у меня шаблон есть»). Confirming such an offer hands over the request, with the request's
 * day: in the corpus the confirmation is labelled with the day the request asked for, never the day the volunteer
 * offered (73 of 73 such threads).
 */
import { VOLUNTEER } from './cues';
import { readTransliteration } from './translit';
import type { ChatMessage } from './types';

const FIRST_PERSON_OFFER =
  /^(?:[\p{Extended_Pictographic}\u{FE0F}\s]*)(?:(?:ok|okay|sure|yes|да|ок)[,!\s]+)?(?:i\s+(?:can|could|will)|i'll|i\s+got\s+(?:it|this)|i'?m\s+on\s+it|я\s+(?:[\p{L}]+\s+){0,2}(?:могу|смогу|сделаю|возьму|съезжу|выйду|заберу|займусь|беру)|могу|смогу|сделаю|возьму|съезжу)(?![\p{L}])/iu;

/** Whether `reply` offers to take the work on; an offer the cue misses counts only as a reply to the request itself. */
export function offersToTakeIt(reply: ChatMessage, request: ChatMessage | undefined): boolean {
  const read = readTransliteration(reply.text);
  return VOLUNTEER.test(read) || (request !== undefined && reply.reply_to === request.id && FIRST_PERSON_OFFER.test(read));
}
