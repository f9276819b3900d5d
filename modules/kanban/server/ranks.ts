/**
 * Order keys in the format of the `fractional-indexing` package 4.x (base 62 digits, base 52 integer heads), so
 * the client's `generateKeyBetween` accepts every rank the server writes. A typed port of its two generators
 * (public domain, CC0, by Rocicorp): the package ships ESM only, which the server's CommonJS test runner
 * cannot load. Keys sort by code unit: compare with `<`, and in SQL with `collate "C"`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const INT_DIGITS = DIGITS.slice(10);
const ZERO = DIGITS[0]!;
const SMALLEST_INTEGER = INT_DIGITS[0]! + ZERO.repeat(INT_DIGITS.length / 2);

const digitIndex = (digits: string, char: string): number => {
  const index = digits.indexOf(char);
  if (index < 0) throw new Error(`invalid rank digit: ${char}`);
  return index;
};

function midpoint(a: string, b: string | null): string {
  if (b !== null && a >= b) throw new Error(`${a} >= ${b}`);
  if (a.endsWith(ZERO) || (b && b.endsWith(ZERO))) throw new Error('trailing zero');
  if (b) {
    let n = 0;
    while ((a[n] ?? ZERO) === b[n]) n++;
    if (n > 0) return b.slice(0, n) + midpoint(a.slice(n), b.slice(n));
  }
  const digitA = a ? digitIndex(DIGITS, a[0]!) : 0;
  const digitB = b !== null ? digitIndex(DIGITS, b[0]!) : DIGITS.length;
  if (digitB - digitA > 1) return DIGITS[Math.round(0.5 * (digitA + digitB))]!;
  if (b && b.length > 1) return b.slice(0, 1);
  return DIGITS[digitA]! + midpoint(a.slice(1), null);
}

function integerLength(head: string): number {
  const index = digitIndex(INT_DIGITS, head);
  const half = INT_DIGITS.length / 2;
  return index < half ? half - index + 1 : index - half + 2;
}

function integerPart(key: string): string {
  const length = integerLength(key[0]!);
  if (length > key.length) throw new Error(`invalid rank: ${key}`);
  return key.slice(0, length);
}

export function isValidRank(key: string): boolean {
  try {
    if (key === SMALLEST_INTEGER) return false;
    return !key.slice(integerPart(key).length).endsWith(ZERO);
  } catch {
    return false;
  }
}

function stepInteger(x: string, step: 1 | -1): string | null {
  const wrapTo = step === 1 ? ZERO : DIGITS[DIGITS.length - 1]!;
  let trailing = '';
  for (let i = x.length - 1; i >= 1; i--) {
    const digit = digitIndex(DIGITS, x[i]!) + step;
    if (digit === DIGITS.length || digit === -1) trailing = wrapTo + trailing;
    else return x[0]! + x.slice(1, i) + DIGITS[digit] + trailing;
  }
  const headIndex = digitIndex(INT_DIGITS, x[0]!) + step;
  if (headIndex === INT_DIGITS.length || headIndex === -1) return null;
  const head = INT_DIGITS[headIndex]!;
  const lengthDelta = integerLength(head) - integerLength(x[0]!);
  return head + (lengthDelta > 0 ? trailing + wrapTo : lengthDelta < 0 ? trailing.slice(1) : trailing);
}

/** A key strictly between `a` and `b` (null = an open end). Throws on keys out of order or malformed. */
export function rankBetween(a: string | null, b: string | null): string {
  for (const key of [a, b]) if (key !== null && !isValidRank(key)) throw new Error(`invalid rank: ${key}`);
  if (a !== null && b !== null && a >= b) throw new Error(`${a} >= ${b}`);
  if (a === null) {
    if (b === null) return INT_DIGITS[INT_DIGITS.length / 2]! + ZERO;
    const ib = integerPart(b);
    const fb = b.slice(ib.length);
    if (ib === SMALLEST_INTEGER) return ib + midpoint('', fb);
    if (ib < b) return ib;
    const decremented = stepInteger(ib, -1);
    if (decremented === null) throw new Error('cannot decrement any more');
    return decremented;
  }
  const ia = integerPart(a);
  const fa = a.slice(ia.length);
  if (b === null) return stepInteger(ia, 1) ?? ia + midpoint(fa, null);
  const ib = integerPart(b);
  if (ia === ib) return ia + midpoint(fa, b.slice(ib.length));
  const incremented = stepInteger(ia, 1);
  if (incremented === null) throw new Error('cannot increment any more');
  return incremented < b ? incremented : ia + midpoint(fa, null);
}

/** `count` ascending keys between `a` and `b`, spread so that the keys stay short (seeding, bulk moves). */
export function ranksBetween(a: string | null, b: string | null, count: number): string[] {
  if (count <= 0) return [];
  if (count === 1) return [rankBetween(a, b)];
  if (b === null) {
    const keys = [rankBetween(a, null)];
    while (keys.length < count) keys.push(rankBetween(keys[keys.length - 1]!, null));
    return keys;
  }
  if (a === null) {
    const keys = [rankBetween(null, b)];
    while (keys.length < count) keys.unshift(rankBetween(null, keys[0]!));
    return keys;
  }
  const middle = Math.floor(count / 2);
  const pivot = rankBetween(a, b);
  return [...ranksBetween(a, pivot, middle), pivot, ...ranksBetween(pivot, b, count - middle - 1)];
}

/** The rank column in code-unit order for ORDER BY and comparisons, whatever the database's collation. */
export const rankOrder = (column: PgColumn): SQL => sql`${column} collate "C"`;
