/**
 * What a card title's "— context" must not be: words around the request that say when, who or how politely, not
 * what the work is about («когда будет время», "no rush", "fine by me", "it's yours", «на тебе», «не мог бы ты»,
 * «пока не забыл»).
 */
import { UNHURRIED } from './dueChoice';
import { tokenize } from './tokenize';
import { namesVaguePeriod } from './vaguePeriod';

/** Who the work is handed to: "it's yours", "that one's yours Pri", «программки на тебе», «твоя». */
const HANDED = /(?<![\p{L}])(?:yours|that'?s\s+you|на\s+(?:тебе|вас)|тво[йяеёи]|ваш[аеи]?)(?![\p{L}])/iu;
/** A go-ahead or a reply's mood: "fine by me", "agree with Ananya", "good call", «ничего себе», «красота». */
const GO_AHEAD =
  /^(?:fine|ok(?:ay)?|yes|yep|sure|great|legend|perfect|nice|cool|agree[ds]?|good\s+call|go\s+\p{Lu}|ладно|отлично|супер|красота|ничего\s+себе|ну\s+и)(?![\p{L}])/iu;
/** How a request is asked, not what: "would be great if you could", «не мог бы ты», "someone needs to", «посчитай примерно». */
const ASKING_WORDS = /(?:would\s+be\s+great|не\s+мог(?:ли|ла)?\s+бы|someone\s+needs\s+to|(?:^|\s)примерно$)/iu;
/** Small talk around the work: «пока не забыл», «кстати», «без вас бы не вытянули», "hope…". */
const ASIDE = /(?:пока\s+не\s+забыл[аи]?|кстати|без\s+вас\s+бы|с\s+праздник[\p{L}]*|надеюсь|hope\s)/iu;
/** A heading rather than a matter: "holiday plan", "plan for the week", «план на неделю», «итоги». */
const HEADING =
  /^(?:(?:holiday|weekly|daily)\s+)?(?:plan|schedule|summary|recap)(?:\s+for\s+the\s+[\p{L}]+)?$|^(?:план|итоги|график)(?:\s+на\s+[\p{L}]+)?$/iu;
/** How a voice message starts: «женя привет слушай я тут…», "so um", "hey guys". */
const SPOKEN =
  /^(?:[\p{L}]+\s+)?(?:привет|hi|hey|hello)(?![\p{L}])|(?:^|\s)(?:слушай(?:те)?|короче)(?![\p{L}])|^so\s+(?:um|basically|yeah)(?![\p{L}])/iu;
/** A context this short that only hands over, approves or says when says nothing of the work. */
const SHORT_CONTEXT_WORDS = 4;

/** Whether the context only repeats what the title says («Tidy the shared drive — the drive is a mess»). */
export function repeatsTitle(title: string, context: string): boolean {
  const said = new Set(tokenize(title).map((t) => t.stem));
  const words = tokenize(context).filter((t) => t.word.length >= 4);
  return words.filter((t) => said.has(t.stem)).length * 2 >= words.length;
}

export function saysNothingOfWork(context: string): boolean {
  const short = tokenize(context).length <= SHORT_CONTEXT_WORDS;
  return (
    HEADING.test(context.trim()) ||
    SPOKEN.test(context.trim()) ||
    ASIDE.test(context) ||
    ASKING_WORDS.test(context) ||
    (short && (UNHURRIED.test(context) || namesVaguePeriod(context) || HANDED.test(context) || GO_AHEAD.test(context.trim())))
  );
}
