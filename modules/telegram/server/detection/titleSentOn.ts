/**
 * "the Easter email has to go out", "the proofs need to go back", "the decon unit needs to go to the north gate": English
 * says where a thing is to go, and the card names the sending, returning or taking of it.
 */

const THING = '(?<thing>(?:the|this|that|these|those|our|your|all\\s+the|both)\\s[^,;:.!?—–]{1,60}?)';
const MUST = '(?:needs?\\s+to|has\\s+to|have\\s+to|must|should)';
const GO_OUT = new RegExp(`^${THING}\\s+${MUST}\\s+go\\s+out(?<rest>.*)$`, 'iu');
const GO_BACK = new RegExp(`^${THING}\\s+(?:${MUST}\\s+)?go(?:es)?\\s+back(?<rest>.*)$`, 'iu');
const GO_TO = new RegExp(`^${THING}\\s+${MUST}\\s+(?:go|get)\\s+(?<rest>(?:to|over\\s+to|up\\s+to|down\\s+to)\\s.*)$`, 'iu');

export function sentOnAsOrder(title: string): string {
  const out = GO_OUT.exec(title)?.groups;
  if (out) return order('send', out.thing!, out.rest!);
  const back = GO_BACK.exec(title)?.groups;
  if (back) return order('return', back.thing!, back.rest!);
  const to = GO_TO.exec(title)?.groups;
  if (to) return order('take', to.thing!, ` ${to.rest}`);
  return title;
}

function order(verb: string, thing: string, rest: string): string {
  return `${verb} ${thing.charAt(0).toLowerCase()}${thing.slice(1)}${rest}`;
}
