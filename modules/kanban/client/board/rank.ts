/**
 * Ranks as the server makes them (the fractional-indexing package, base 62, ordered by code unit). The server
 * decides the real rank from a moved item's neighbours; the client computes one between the same neighbours
 * only to show the move at once, until the server's answer or a live event replaces it.
 */
import { generateKeyBetween } from 'fractional-indexing';

/** A rank strictly after `before` and before `after` (null = an end of the list). */
export function rankBetween(before: string | null, after: string | null): string {
  // Two neighbours may share a rank (the server then orders them by id): land just after the first one.
  const upper = before !== null && after !== null && before >= after ? null : after;
  return generateKeyBetween(before, upper);
}

/** Plain code-unit order, as the server sorts: locale collation would break the order of ranks. */
export function compareRanks(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
