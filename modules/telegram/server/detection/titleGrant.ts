/**
 * A reply that grants what was asked and binds the grant to some work («можно, только предупреди Вику», "fine, but
 * call Rita", «бери, только…»): the work is the title, the grant and its "but" are not.
 */

/** "fine", "ok for us", "grand", «можно»: a clause that only grants what was asked; the order is in the next one. */
const GRANT_CLAUSE =
  /^(?:fine|ok(?:ay)?|sure|yes|yep|yeah|grand|great|perfect|amazing|brilliant|no\s+problem|of\s+course|that'?s\s+fine|можно|да|конечно|ок|окей|ладно|хорошо)(?:\s+(?:for|by|with)\s+(?:us|me))?[!.]*$/iu;
/** «бери, только…», «иди, но…», "take it, but…": a permission given, then what it is bound to, which is the work. */
const GO_TAKE_IT_BUT =
  /^\s*(?:бери(?:те)?|иди(?:те)?|езжай(?:те)?|беги(?:те)?|take\s+it|go)\s*[,.!]\s*(?:(?:но|but)\s+(?:just\s+)?|(?=(?:только|just|only)\s))/iu;

/**
 * "but", "just", "as long as", «но» opening the clause after a grant: how the grant is bound, not the work. («только»
 * stays: the verb's fronting reads it as a word of how, and keeps the capital of the name after it.)
 */
const GRANT_CONDITION = /^\s*(?:but\s+(?:just\s+|only\s+)?|just\s+|only\s+|as\s+long\s+as\s+|provided\s+|но\s+)/iu;

/** «бери, только сдай ключи» → «сдай ключи»: the permission before the work goes. */
export function withoutPermissionGiven(sentence: string): string {
  return sentence.replace(GO_TAKE_IT_BUT, '');
}

/** The clauses of a title past a clause that only grants («fine», «можно»), its condition word dropped; null when none grants. */
export function clausesPastGrant(clauses: string[]): string[] | null {
  if (clauses.length < 2 || !GRANT_CLAUSE.test(clauses[0]!.trim())) return null;
  return [clauses[1]!.replace(GRANT_CONDITION, ''), ...clauses.slice(2)];
}
