/**
 * Lexical ranks (fractional indexing, base 36): a card or column moved between two neighbours gets a key that
 * sorts between theirs, so a move changes one row instead of renumbering the column. Keys never end in '0',
 * which guarantees there is always room before any key.
 */
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

function digit(char: string | undefined): number {
  return char === undefined ? 0 : DIGITS.indexOf(char);
}

function midpoint(low: string, high: string | null): string {
  if (high !== null) {
    let common = 0;
    while ((low[common] ?? '0') === high[common]) common += 1;
    if (common > 0) return high.slice(0, common) + midpoint(low.slice(common), high.slice(common));
  }
  const lowDigit = digit(low[0]);
  const highDigit = high === null ? DIGITS.length : digit(high[0]);
  if (highDigit - lowDigit > 1) return DIGITS[Math.round((lowDigit + highDigit) / 2)] as string;
  if (high !== null && high.length > 1) return high.slice(0, 1);
  return (DIGITS[lowDigit] as string) + midpoint(low.slice(1), null);
}

/** A rank strictly between `before` and `after` (null = the start or the end of the list). */
export function rankBetween(before: string | null, after: string | null): string {
  if (before !== null && after !== null && before >= after) {
    throw new Error(`rankBetween: '${before}' is not before '${after}'`);
  }
  return midpoint(before ?? '', after);
}

/** Plain code-unit order: ranks are ASCII, and locale collation would break their order. */
export function compareRanks(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
