/** Spans of a message's text around a date it names. */

/** The text around [index, end) up to the nearest match of `end` on either side: its clause or its sentence. */
export function spanAround(text: string, at: { index: number; end: number }, end: RegExp): string {
  const before = text.slice(0, at.index);
  const start = Math.max(...[...before.matchAll(new RegExp(end.source, 'gu'))].map((m) => m.index! + 1), 0);
  const rest = text.slice(at.end).search(end);
  return text.slice(start, rest < 0 ? text.length : at.end + rest);
}
