/**
 * The classifier's features, chosen to carry over to chats of trades never seen: stemmed words and
 * word pairs, the head word of each clause (where the verb of a request sits) with its ending, and
 * cues of asking, assigning, deferring and reporting in Russian and English. No chat names, no authors.
 */
import { l2Normalise } from './charNgrams';
import {
  ASKS_ANYONE,
  ASKS_DECISION,
  CANCELLED,
  FOR_INFORMATION,
  GRANT,
  JUST_INFORMING,
  NO_ACTION,
  OPTIONAL,
  PERMISSION,
  PROMISE_TO_REPORT,
  POLITE_VERB,
  PRAISE,
  SARCASM,
  SOMEONE,
  NEED,
  NEED_TO_DO,
  OWNERSHIP,
  POLITE,
  REPORT,
  REQUEST,
  SECOND_PERSON,
  SELF_NOTE,
  THANKS,
  VAGUE,
  VOLUNTEER,
  isProhibition,
  looksLikeEnglishImperative,
  looksLikePastTense,
  isOpenCall,
  isOwnPromise,
  withoutGoAhead,
  withoutWishes,
  withoutQuotes,
} from './cues';
import { findDueCandidates } from './dueDate';
import { parseSentAt } from './localDate';
import { extractPriority } from './priority';
import { clauseHeads, type ClauseHead } from './clauseHeads';
import { withCuePairs } from './cuePairs';
import { isGroupDirective, saysWeDo } from './groupDirective';
import { isImperativeInContext } from './imperativeInContext';
import { BRING_ALONG, CLOSURE_NOTICE, ROSTER, ROTA_QUESTION } from './notices';
import {
  ALONG_THE_WAY,
  ASSIGNED_AS_YOURS,
  POLITE_CONDITION,
  asksForThing,
  conditionOf,
  asksSomeoneWill,
  asksToKnow,
  asksYouWill,
} from './requestForms';
import { NO_THREAD, asksForWork, isAcknowledgement, topicOf } from './thread';
import { tokenize } from './tokenize';
import type { ChatMessage, ThreadContext } from './types';

/**
 * The words together weigh about as much as five cues: enough to learn how requests are phrased,
 * too little for a trade's vocabulary to outvote the cues on chats of other trades (chosen by
 * leave-one-trade-out cross-validation on the corpus among 2, 3, 5 and 8).
 */
const LEXICAL_WEIGHT = 5;

/**
 * Capitalised word (or @mention) opening a clause, or after a thanks or a yes («great Luis, bring…»), and followed
 * by a comma or a dash: a person addressed, by a name and patronymic too («Ирина Викторовна, …»).
 */
export const VOCATIVE =
  /(?:^|[.!?\n]\s*|,\s*|(?:^|[.!?\n]\s*)(?:thanks|thank\s+you|great|perfect|ok|okay|yes|no|sure|спасибо|отлично|ок|да|нет)\s+)(?:@[A-Za-z0-9_]{3,32}|[A-ZА-ЯЁ][a-zа-яё]{1,15}(?:\s+[А-ЯЁ][а-яё]+(?:вич|вна|ична|инична))?)\s*(?:,|\s[—–-]\s)/u;
const VOCATIVES = new RegExp(VOCATIVE.source, 'gu');
/** A Russian infinitive, nouns in -ость and numerals («часть», «пять») aside. */
const INFINITIVE = /^(?![а-яё]*(?:ость|асть|пять|шесть|десять|опять|сеть|путь)$)[а-яё]{2,}(?:ть|ти|чь|ться|тись)$/;
/** The whole team addressed («Коллеги, …», "Team, …"): how announcements open, not a person given work. */
const GROUP_ADDRESS =
  /^(?:коллеги|ребята|ребят|девочки|девчонки|друзья|все|всем|команда|народ|мужики|парни|team|all|guys|folks|everyone|everybody|colleagues|friends|crew|people|hi|hey|morning)$/iu;

/** Someone addressed by name, not only the team as a whole. */
function addressesSomeone(text: string): boolean {
  for (const [match] of text.matchAll(VOCATIVES)) {
    const word = /@?[\p{L}\d_]+(?=\s*(?:,|\s[—–-]\s)$)/u.exec(match)?.[0] ?? '';
    if (!GROUP_ADDRESS.test(word)) return true;
  }
  return false;
}

export function messageFeatures(message: ChatMessage, thread: ThreadContext = NO_THREAD): Map<string, number> {
  const text = withoutQuotes(message.text);
  const tokens = tokenize(text);
  const lexical = new Map<string, number>();
  tokens.forEach((token, i) => {
    lexical.set(`w:${token.stem}`, 1);
    const next = tokens[i + 1];
    if (next) lexical.set(`b:${token.stem} ${next.stem}`, 1);
    if (token.cyrillic && token.word.length >= 4) lexical.set(`suf:${token.word.slice(-2)}`, 1);
  });
  const heads = clauseHeads(text);
  for (const { head } of heads) {
    lexical.set(`head:${head.stem}`, 1);
    if (head.cyrillic) lexical.set(`headsuf:${head.word.slice(-2)}`, 1);
  }
  const features = l2Normalise(lexical);
  for (const [name, value] of features) features.set(name, value * LEXICAL_WEIGHT);
  const cue = (name: string, on: boolean) => {
    if (on) features.set(name, 1);
  };
  const imperativeHead = heads.some(isImperativeHead);
  // A run-on voice message or a request after a remark puts its verb mid-sentence («…андрей глянь пожалуйста…»).
  const imperativeAnywhere = hasImperative(text, tokens, heads);
  const openCall = isOpenCall(text);
  const granted = GRANT.test(text);
  cue('cue:imperative-head', imperativeHead);
  cue('cue:imperative-anywhere', imperativeAnywhere);
  cue('cue:someone-acts', SOMEONE.test(text) && imperativeAnywhere);
  cue('cue:grant', granted);
  cue('cue:grant-order', granted && imperativeAnywhere);
  cue('cue:praise', PRAISE.test(text));
  cue('cue:optional', OPTIONAL.test(text));
  // «кто хочет — записывайтесь», "anyone who wants Saturday hours, let Tony know": the order holds only for whoever wishes.
  cue('cue:optional-order', OPTIONAL.test(text) && imperativeAnywhere);
  const ownPromise = isOwnPromise(
    text,
    heads.map(({ head }) => head.word),
  );
  cue('cue:own-promise', ownPromise);
  cue(
    'cue:past-tense-head',
    heads.some(({ head }) => looksLikePastTense(head.word)),
  );
  cue('cue:second-person', SECOND_PERSON.test(text));
  cue('cue:prohibition', isProhibition(tokens.map((t) => t.word)));
  const priority = extractPriority(text);
  cue('cue:urgent', priority === 'urgent' || priority === 'high');
  cue('cue:not-urgent', priority === 'low');
  cue('cue:mention', /@[A-Za-z0-9_]{3,32}/.test(text));
  cue('cue:vocative', addressesSomeone(text));
  cue('cue:group-address', VOCATIVE.test(text) && !addressesSomeone(text));
  // «Павел Андреевич, к 15-му убрать ёлку», «@tamara до 30-го сдать остатки»: an infinitive at a clause head, said to someone.
  cue(
    'cue:infinitive-order',
    (addressesSomeone(text) || /@[A-Za-z0-9_]{3,32}/.test(text)) &&
      heads.some(({ opening }) => opening.some((t) => INFINITIVE.test(t.word))),
  );
  cue('cue:polite', POLITE.test(text));
  cue('cue:request', REQUEST.test(text));
  cue('cue:need', NEED.test(text));
  cue('cue:need-to-do', NEED_TO_DO.test(text));
  cue('cue:vague', VAGUE.test(text));
  cue('cue:self-note', SELF_NOTE.test(text));
  cue('cue:ownership', OWNERSHIP.test(text));
  cue('cue:asks-anyone', ASKS_ANYONE.test(text));
  cue('cue:open-call', openCall);
  const due = findDueCandidates(text, parseSentAt(message.sent_at));
  const groupDirective = isGroupDirective(text);
  const weByDate = saysWeDo(text) && due.some((c) => !c.past && !c.start) && !CLOSURE_NOTICE.test(text);
  // «напоминаю: табели сдаём до 28.12»: a reminder of the team's work by a date still gives that work.
  const informsOnly = (FOR_INFORMATION.test(text) || JUST_INFORMING.test(text)) && !groupDirective && !weByDate;
  cue('cue:for-information', informsOnly);
  // «@ivan, банк продлил лимит до 20.02, просто для сведения»: the name and the date weigh for a task, the note undoes them.
  cue('cue:addressed-fyi', (informsOnly || NO_ACTION.test(text)) && (VOCATIVE.test(text) || /@[A-Za-z0-9_]{3,32}/.test(text)));
  cue('cue:permission', PERMISSION.test(text) && !asksForThing(text));
  // «а можно я поменяюсь с Леной? мне 6-го надо быть в Уфе»: leave asked, with dates and needs that are the author's own.
  cue(
    'cue:permission-only',
    PERMISSION.test(text) && text.includes('?') && !asksForThing(text) && !REQUEST.test(text) && !isOpenCall(text) && !asksYouWill(text),
  );
  cue('cue:cancelled', CANCELLED.test(text));
  // Requests known by their form: a future-tense question to anyone or to you, an order softened by a condition.
  const someoneWill = asksSomeoneWill(text);
  const youWill = asksYouWill(text);
  const asksThing = asksForThing(text);
  cue('cue:someone-will', someoneWill);
  cue('cue:you-will', youWill);
  cue('cue:asks-for-thing', asksThing);
  cue('cue:softened-order', POLITE_CONDITION.test(text) && (imperativeAnywhere || REQUEST.test(text) || youWill));
  cue('cue:assigned-as-yours', ASSIGNED_AS_YOURS.test(text));
  cue('cue:along-the-way', ALONG_THE_WAY.test(text));
  cue('cue:group-directive', groupDirective);
  // A closure notice often carries the work it makes («склад закрыт с 31-го. Олег, 5-го прими фуру»): alone it asks nothing.
  cue('cue:closure-notice', CLOSURE_NOTICE.test(text) && !imperativeAnywhere && !openCall);
  cue('cue:roster', ROSTER.test(text) && !imperativeAnywhere && !openCall && !someoneWill && !ASSIGNED_AS_YOURS.test(text));
  cue('cue:question', text.includes('?'));
  cue('cue:rota-question', ROTA_QUESTION.test(text) && !imperativeAnywhere);
  cue('cue:bring-along', BRING_ALONG.test(text));
  // «Напоминаю: в четверг планёрка… Возьмите с собой списки»: a reminder of a meeting says what to carry; it gives no work.
  cue('cue:reminder-bring-along', BRING_ALONG.test(text) && FOR_INFORMATION.test(text));
  cue('cue:asks-decision', ASKS_DECISION.test(text));
  // A question asking to be told is read for the question, whatever noun in it ends like an imperative («цепь»).
  const toKnow = asksToKnow(text);
  cue('cue:asks-to-know', toKnow);
  cue(
    'cue:question-only',
    text.includes('?') && (!imperativeAnywhere || toKnow) && !openCall && !REQUEST.test(text) && !someoneWill && !youWill && !asksThing,
  );
  // «сдам завтра», "I'll swing by tomorrow": the author takes the work on and asks nothing of anyone.
  cue(
    'cue:promise-only',
    ownPromise &&
      !imperativeAnywhere &&
      !openCall &&
      !REQUEST.test(text) &&
      !someoneWill &&
      !youWill &&
      !groupDirective &&
      !OWNERSHIP.test(text) &&
      !ASSIGNED_AS_YOURS.test(text),
  );
  // «Коля, уточню у Сергея и отвечу»: the author will find out and answer; classifier.ts caps its confidence.
  cue(
    'cue:promise-to-report',
    PROMISE_TO_REPORT.test(text) && !imperativeAnywhere && !openCall && !REQUEST.test(text) && !someoneWill && !youWill && !groupDirective,
  );
  cue('cue:thanks', THANKS.test(text));
  cue('cue:report', REPORT.test(text));
  cue('cue:no-action', NO_ACTION.test(text));
  cue('cue:sarcasm', SARCASM.test(text));
  cue('cue:volunteers', VOLUNTEER.test(text));
  // «проверила брони, две задвоились», "the port authority moved the inspection": told, nothing asked.
  cue(
    'cue:tells-only',
    tokens.some((t) => looksLikePastTense(t.word)) &&
      !imperativeAnywhere &&
      !openCall &&
      !groupDirective &&
      !saysWeDo(text) &&
      !REQUEST.test(text) &&
      !text.includes('?'),
  );
  cue('cue:short', tokens.length <= 6);
  cue(
    'cue:due',
    due.some((c) => !c.past && !c.start),
  );
  // «до 25-го сдаём НДС», «табели сдаём до 28.12»: the team's work by a date; a closure notice names dates too.
  cue('cue:we-by-date', weByDate);
  cue(
    'cue:past-date',
    due.some((c) => c.past),
  );
  // The thread: an answer to a request is not a new one; a short word after a request may hand it over.
  const topic = topicOf(message, thread);
  const topicAsks = topic !== null && asksForWork(topic.text);
  const acknowledges = isAcknowledgement(text);
  cue('ctx:reply', thread.replyTo !== null);
  cue('ctx:topic-asks', topicAsks);
  cue('ctx:topic-question', topic !== null && topic.text.includes('?'));
  cue('ctx:same-author', topic !== null && topic.author !== undefined && topic.author === message.author);
  cue('ctx:acknowledges', acknowledges);
  cue('ctx:acknowledges-request', acknowledges && topicAsks);
  cue('ctx:short-after-request', tokens.length <= 6 && topicAsks);
  // An order given in answer to someone else's question or offer («бери», "book it", «можно, скинь заранее»).
  const topicFromOther = topic !== null && topic.author !== undefined && topic.author !== message.author;
  cue('ctx:order-to-other', imperativeAnywhere && topicFromOther);
  cue('ctx:grant-to-other', granted && topicFromOther);
  cue('ctx:short-answer-to-question', tokens.length <= 4 && topicFromOther && topic.text.includes('?'));
  // «меняйтесь, только график сама исправь», "sure, just put it in the swap book": asked leave or leeway is given on a condition that is work.
  const condition = conditionOf(text);
  cue(
    'ctx:order-on-condition',
    topicFromOther &&
      topic.text.includes('?') &&
      condition !== null &&
      hasImperative(condition, tokenize(condition), clauseHeads(condition)),
  );
  // "legend, go for it", «Гена, бери» after someone offered themselves: the work is handed over.
  const topicVolunteers = topicFromOther && VOLUNTEER.test(topic.text);
  cue('ctx:confirms-volunteer', topicVolunteers && (granted || OWNERSHIP.test(text) || imperativeAnywhere || tokens.length <= 6));
  // "yes, go ahead" to «можно я…»: leave given, no work, unless an order comes with it.
  // «можно, Колян, отдыхай», "Mid-season break starts 29/06. Enjoy, everyone": a wish in the imperative, no order beside it.
  const wishes = withoutWishes(text);
  cue('cue:wishes-only', wishes !== text && !hasImperative(wishes, tokenize(wishes), clauseHeads(wishes)) && !REQUEST.test(wishes));
  const grantOnly = granted && !hasImperative(withoutGoAhead(text), tokenize(withoutGoAhead(text)), clauseHeads(withoutGoAhead(text)));
  cue('ctx:grants-leave-only', grantOnly && topicFromOther && PERMISSION.test(topic.text));
  return withCuePairs(features);
}

/** An imperative at a clause head, after "please", or anywhere (a voice-to-text run-on, a request after a remark). */
function hasImperative(text: string, tokens: ReturnType<typeof tokenize>, heads: ClauseHead[]): boolean {
  return (
    heads.some(isImperativeHead) ||
    POLITE_VERB.test(text) ||
    tokens.some((_, i) => isImperativeInContext(text, tokens, i) && tokens[i - 1]?.word !== 'не')
  );
}

/** A clause opening with an imperative among its first three words («срочно закажи»), read with its neighbours. */
function isImperativeHead({ head, next, opening, clause, tokens, at }: ClauseHead): boolean {
  if (narratesPast(tokens, at)) return false;
  return opening.some((_, i) => isImperativeInContext(clause, tokens, at + i)) || looksLikeEnglishImperative(head.word, next?.word);
}

/** English verbs whose past tense is their bare form: "cut", "put", "set". */
const PAST_AS_BASE = new Set(['cut', 'put', 'set', 'shut', 'hit', 'spread', 'split', 'reset', 'fit', 'quit', 'let', 'read']);

/** "cut it out and plugged it with turf": joined to a past tense, such a verb tells what was done, it orders nothing. */
function narratesPast(tokens: ReturnType<typeof tokenize>, at: number): boolean {
  if (!PAST_AS_BASE.has(tokens[at]?.word ?? '')) return false;
  const after = tokens.slice(at + 1, at + 8);
  const and = after.findIndex((t) => t.word === 'and');
  return and >= 0 && /^[a-z]{3,}ed$/.test(after[and + 1]?.word ?? '');
}
