/**
 * "Julia, the linen delivery is yours to check", "Ben, the paint job is yours", "tag it yourself": a lead hands over
 * work by saying whose it is. The card names the work: the verb after "yours to" goes first, and "is yours",
 * "is on you" and "yourself" leave.
 */
const YOURS_TO = /^(?<object>.+?)\s+(?:is|are)\s+(?:all\s+)?yours\s+to\s+(?<verb>[a-z]+)(?<rest>(?![\p{L}]).*)$/isu;
const IS_YOURS = /\s+(?:is|are)\s+(?:all\s+)?(?:yours|on\s+you)(?![\p{L}])/iu;
const YOURSELF = /\s+(?:yourself|yourselves)(?![\p{L}])/giu;

export function yoursAsTask(title: string): string {
  const handed = YOURS_TO.exec(title)?.groups;
  const owned = handed ? `${handed.verb} ${lowerArticle(handed.object!)}${handed.rest}` : title.replace(IS_YOURS, '');
  return owned.replace(YOURSELF, '');
}

/** "The linen …" inside a title reads "the linen …". */
function lowerArticle(object: string): string {
  return object.replace(/^(?:The|A|An)(?![\p{L}])/u, (article) => article.toLowerCase());
}
