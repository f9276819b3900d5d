/**
 * «вывеску поменяют 27-го, до этого разбери витрину», "the inspector comes Friday, have it done by then": words that
 * point back at a day make that day the deadline, however it was said (an event, something others promised).
 */
const POINTS_BACK =
  /(?<![\p{L}])(?:до\s+(?:этого|этих\s+пор|тех\s+пор|того)(?!\s*,?\s*как)|к\s+этому\s+(?:дню|времени|числу|сроку)|by\s+then|before\s+(?:that|then))(?![\p{L}])/gu;

interface Dated {
  index: number;
  end: number;
  timeOnly: boolean;
  deadline: boolean;
  event: boolean;
  role: string | null;
}

/** The candidates, with the day each pointing-back phrase refers to (the nearest day said before it) made the deadline. */
export function withDaysPointedBack<T extends Dated>(source: string, found: T[]): T[] {
  const pointed = new Set<T>();
  for (const m of source.matchAll(POINTS_BACK)) {
    const earlier = found.filter((c) => c.end <= (m.index ?? 0) && !c.timeOnly);
    if (earlier.length > 0) pointed.add(earlier[earlier.length - 1]!);
  }
  return found.map((c) => (pointed.has(c) ? { ...c, deadline: true, event: false, role: null } : c));
}
