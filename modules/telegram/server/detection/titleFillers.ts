/** The words a card title does without: fillers, pronouns of the chat, a word left hanging, and a past tense made infinitive. */
import { isWeakTitle } from './wantedAction';

/**
 * Pronouns for the people in the chat and fillers a card does without: «скинуть мне», "send them the contract",
 * «тут», «сейчас», «заранее», "just", and whoever is called on after the verb («сделайте кто-нибудь», «скиньте, ребята»,
 * «кто-нибуд» when a transliteration lost its soft sign), and «мой» as the card has no «я». A card names the work, and the thread's names are not the title's.
 */
export const FILLERS =
  /(?<=\S\s+)(?:первым\s+делом|first\s+thing|кто-нибудь?|кто-то|ребята|вот|мо[йяеёи]|моего|моей|мою|моих|мне|тебе|ему|ей|им|нам|вам|себе|я|ты|мы|они|тут|там|сейчас|заранее|только|тогда|сам|сама|сами|ещё|еще|уже|тоже|заодно|обязательно|сразу|прямо|it(?!\s+(?:up|out|down|back|over|in|off|to|on|into|from|with|for)(?![\p{L}]))|me|them|just|then|also|too|again|tho|though)(?![\p{L}\d'’-])\s*/giu;

/** «…кто работал и», "send the photos from": a word left hanging where a date or a name was taken out. */
export const DANGLING_END = /(?:\s+(?:и|или|на|в|с|к|по|для|из|от|до|нужно|надо|and|or|to|of|for|from|with|until|if|whether))+$/iu;

/** "send our changeover checklist", "swap your charters": a card names the thing, not whose it is in the chat. */
export const POSSESSIVE = /(?<=\S\s+)(?:our|your)(?=\s+(?!own(?![\p{L}]))[\p{L}\d])/giu;

export function withoutFillers(title: string): string {
  const shorter = title
    .replace(FILLERS, '')
    .replace(/\s+([,.!?])/g, '$1')
    .trim();
  return isWeakTitle(shorter) && !isWeakTitle(title) ? title : shorter;
}

/** «разобрал» → «разобрать», «написала» → «написать», «глянул» → «глянуть»; other forms are left as they are. */
export function pastToInfinitive(word: string): string {
  return /^[а-яё]+[аяиеу]л[аи]?$/i.test(word) ? word.replace(/([аяиеу])л[аи]?$/i, '$1ть') : word;
}
