/**
 * "the timer on the outside lamp needs resetting", "the linen must be ironed and folded", "have the addresses
 * printed on the cards": English says the work of its object as a need, an obligation in the passive or a
 * causative; the card names it as an order («Reset the timer on the outside lamp», «Iron and fold the linen»).
 * WordNet's verb forms (wink-lemmatizer) give the base of each participle. "the printer is broken" states, it does
 * not ask: only "needs", "must", "has to", "should" and "have … done" are read.
 */
import lemmatize from 'wink-lemmatizer';

/** Who is asked, before the work: "@pieter_mech the timer…". */
const MENTIONS = '(?:@[A-Za-z0-9_]+\\s+)*';
/** A thing named with its determiner: "the sample sale rack", "all the invoices". */
const DETERMINED = '(?:the|this|that|these|those|our|your|all\\s+the|both)\\s[^,;:.!?—–]{1,60}?';
const VERBS = '(?<verbs>[a-z-]+(?:\\s+(?:and|&)\\s+[a-z-]+)*)';
const NEEDS_DOING = new RegExp(`^${MENTIONS}(?<object>${DETERMINED})\\s+needs?\\s+${VERBS}(?<rest>.*)$`, 'iu');
const MUST_BE_DONE = new RegExp(
  `^${MENTIONS}(?<object>${DETERMINED})\\s+(?:needs?\\s+to|has\\s+to|have\\s+to|must|should)\\s+be\\s+${VERBS}(?<rest>.*)$`,
  'iu',
);
/** "have the parts for the 3 new songs demoed": the participle comes after an object of any length. */
const HAVE = new RegExp(`^${MENTIONS}(?:have|get)\\s+(?=it\\s|them\\s|${DETERMINED}\\s)`, 'iu');
const CLAUSE_END = /[,;:.!?—–]/u;
/** "the lint filters need a proper clean", "the records need your signature": the work named as a noun. */
const NEEDS_A = new RegExp(
  `^${MENTIONS}(?<object>${DETERMINED})\\s+needs?\\s+(?:a|an|the|your)?\\s*(?:proper|full|quick|good|thorough|deep)?\\s*(?<noun>clean|wash|service|tidy|sweep|polish|refill|repaint|trim|sharpen|tune|inspection|signature|check)(?![\\p{L}])(?<rest>.*)$`,
  'iu',
);
const NOUN_VERB: Record<string, string> = { inspection: 'inspect', signature: 'sign' };
/** "the Panigale on lift 2 needs the desmo service done": the work done on the thing. */
const NEEDS_DONE = new RegExp(
  `^${MENTIONS}(?<object>${DETERMINED})\\s+needs?\\s+(?<work>(?:the|a|an)\\s[^,;:.!?—–]{1,40}?)\\s+done(?<rest>.*)$`,
  'iu',
);
/**
 * "make sure the briefing sheets are printed", "just make sure the invoice goes out": the state asked for is the work
 * that brings it about.
 */
const MADE_SURE = new RegExp(
  `^(?:(?:@[A-Za-z0-9_]+|[A-Z][a-z]+|yes|yeah|sure|ok|okay|fine|great|perfect|thanks|ja),?\\s+)*(?:(?:please|pls|just)\\s+)*(?:make\\s+sure|ensure)\\s+(?:that\\s+)?(?<object>${DETERMINED})\\s+(?<be>is|are|gets?|get|goes|go)\\s+${VERBS}(?<rest>.*)$`,
  'iu',
);

/** The order the title says as a need or a passive; the title as it is when it says none. */
export function passiveAsOrder(title: string): string {
  for (const [pattern, form] of [
    [NEEDS_DOING, 'ing'],
    [MUST_BE_DONE, 'done'],
  ] as const) {
    const m = pattern.exec(title);
    const done = m?.groups ? firstBaseForms(m.groups.verbs ?? '', m.groups.rest ?? '', form) : null;
    if (m?.groups && done) return order(done.bases, m.groups.object ?? '', done.rest);
  }
  const noun = NEEDS_A.exec(title)?.groups;
  if (noun) return order(NOUN_VERB[noun.noun!.toLowerCase()] ?? noun.noun!.toLowerCase(), noun.object!, noun.rest!);
  const done = NEEDS_DONE.exec(title)?.groups;
  if (done) return `do ${done.work} on ${done.object!.charAt(0).toLowerCase()}${done.object!.slice(1)}${done.rest}`;
  const have = HAVE.exec(title);
  return have ? (haveDone(title.slice(have[0].length)) ?? title) : title;
}

/** The order a "make sure" asks for: the participle's base ("printed" → "print"); a state ("is aboard") stays as said. */
export function madeSureAsOrder(title: string): string {
  const m = MADE_SURE.exec(title)?.groups;
  if (!m) return title;
  // "the invoice goes out": it is sent.
  if (/^go(?:es)?$/i.test(m.be!)) return /^out$/i.test(m.verbs!) ? order('send', m.object!, m.rest!) : title;
  const done = firstBaseForms(m.verbs ?? '', m.rest ?? '', 'done');
  return done ? order(done.bases, m.object!, done.rest) : title;
}

/**
 * "the addresses printed on the cards" → "print the addresses on the cards": the first participle that ends the
 * object, where a preposition, a particle or the clause's end follows it ("the road closed signs" is no order).
 */
function haveDone(clause: string): string | null {
  const words = [...clause.matchAll(/[^\s]+/gu)];
  for (let i = 1; i < Math.min(words.length, 12); i += 1) {
    const word = words[i]!;
    if (CLAUSE_END.test(words[i - 1]![0])) return null;
    const next = words[i + 1]?.[0].toLowerCase().replace(/[^a-z]/g, '') ?? '';
    if (next !== '' && !AFTER_PARTICIPLE.has(next) && !CLAUSE_END.test(word[0])) continue;
    const joined = /^(?<verbs>[a-z-]+(?:\s+(?:and|&)\s+[a-z-]+)*)(?<rest>.*)$/iu.exec(clause.slice(word.index));
    const done = joined?.groups ? firstBaseForms(joined.groups.verbs ?? '', joined.groups.rest ?? '', 'done') : null;
    if (done) return order(done.bases, clause.slice(0, word.index).trim(), done.rest);
  }
  return null;
}

/** What follows a participle that ends its object: a preposition, a particle, a conjunction, a time word. */
const AFTER_PARTICIPLE = new Set(
  'on in at to for with from by before after so and or off up out down over into onto back today tomorrow tonight asap first again please'.split(
    ' ',
  ),
);

function order(bases: string, object: string, rest: string): string {
  return `${bases} ${object.charAt(0).toLowerCase()}${object.slice(1)}${rest}`;
}

/**
 * "steaming and tagging" → "steam and tag", "ironed and folded" → "iron and fold"; with as many of the joined words as
 * are such forms ("counted and the broken ones tagged" → "count", the rest after it). Null when the first is none,
 * or when an agent follows ("signed off by Energinet": someone else does it, the card says "get it signed").
 */
function firstBaseForms(verbs: string, rest: string, form: 'ing' | 'done'): { bases: string; rest: string } | null {
  const words = verbs.split(/(\s+(?:and|&)\s+)/u);
  const bases: string[] = [];
  let used = 0;
  for (let i = 0; i < words.length; i += 2) {
    const base = baseForm(words[i]!, form);
    if (base === null) break;
    bases.push(base);
    used = i + 1;
  }
  const after = `${words.slice(used).join('')}${rest}`;
  if (bases.length === 0 || AGENT.test(after)) return null;
  const joined = bases.length === 1 ? bases[0]! : `${bases.slice(0, -1).join(', ')} and ${bases[bases.length - 1]}`;
  return { bases: joined, rest: after };
}

const AGENT = /^\s*(?:(?:off|up|out)\s+)?by\s+(?:\p{Lu}|@)/u;

function baseForm(word: string, form: 'ing' | 'done'): string | null {
  const lower = word.toLowerCase();
  // "parts", "gets": a third person or a plural is no participle.
  if (form === 'ing' ? !lower.endsWith('ing') : /(?:s|ing)$/.test(lower)) return null;
  const base = lemmatize.verb(lower);
  return base === lower ? null : base;
}
