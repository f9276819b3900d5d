/**
 * The benchmark's logic on the client: the criteria form (as typed) and what it sends, each criterion's share of
 * the total, a score as typed turned into the value the server takes, and the ranking joined with its candidates
 * and each criterion's part of a total for the chart. The ranking itself is the server's (benchmarkScoring.ts).
 */
import { parseAmount } from '@artel/sdk';
import type { Benchmark, Candidate, Criterion, CriterionFields, CriterionKind, Direction } from '../api/benchmarkTypes';

export interface CriterionRow {
  id?: string;
  name: string;
  /** As typed: «12,5» is 12.5. */
  weight: string;
  kind: CriterionKind;
  direction: Direction;
}

export function defaultCriteria(t: (key: string) => string): CriterionRow[] {
  return [
    { name: t('benchmark.defaultCriteria.price'), weight: '40', kind: 'numeric', direction: 'lowerIsBetter' },
    { name: t('benchmark.defaultCriteria.quality'), weight: '30', kind: 'grade', direction: 'higherIsBetter' },
    { name: t('benchmark.defaultCriteria.delivery'), weight: '20', kind: 'numeric', direction: 'lowerIsBetter' },
    { name: t('benchmark.defaultCriteria.payment'), weight: '10', kind: 'grade', direction: 'higherIsBetter' },
  ];
}

export function criterionRowOf(criterion: Criterion): CriterionRow {
  return {
    id: criterion.id,
    name: criterion.name,
    weight: String(criterion.weight),
    kind: criterion.kind,
    direction: criterion.direction ?? 'higherIsBetter',
  };
}

/** A number as typed in either language («4 500», «12,5», «1,234.5»); null for anything else. */
export function readNumber(text: string): number | null {
  const value = parseAmount(text);
  return value === null ? null : Number(value);
}

export function criteriaFields(rows: readonly CriterionRow[]): CriterionFields[] {
  return rows.map((row) => ({
    ...(row.id ? { id: row.id } : {}),
    name: row.name.trim(),
    weight: readNumber(row.weight) ?? row.weight,
    kind: row.kind,
    // A grade is always "higher is better": 5 beats 1.
    ...(row.kind === 'numeric' ? { direction: row.direction } : {}),
  }));
}

/** Each criterion's share of the total in whole percent; rows with no valid weight have none. */
export function weightShares(rows: readonly Pick<CriterionRow, 'weight'>[]): Array<number | null> {
  const weights = rows.map((row) => {
    const weight = readNumber(row.weight);
    return weight !== null && weight > 0 ? weight : null;
  });
  const sum = weights.reduce<number>((total, weight) => total + (weight ?? 0), 0);
  return weights.map((weight) => (weight === null || sum === 0 ? null : Math.round((weight / sum) * 100)));
}

/** What a score cell sends: null clears it, a number as read, and anything else as typed for the server to refuse. */
export function scoreValue(text: string): number | string | null {
  if (text.trim() === '') return null;
  return readNumber(text) ?? text;
}

export interface RankedRow {
  candidate: Candidate;
  rank: number;
  total: number;
  /** By criterion, in the benchmark's order: the points it adds to the total (they sum to the total). */
  parts: Array<{ criterion: Criterion; points: number }>;
}

export function rankedRows(benchmark: Pick<Benchmark, 'criteria' | 'candidates' | 'ranking'>): RankedRow[] {
  const weightSum = benchmark.criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
  return benchmark.ranking.flatMap((entry) => {
    const candidate = benchmark.candidates.find((each) => each.id === entry.candidateId);
    if (!candidate) return [];
    const parts = benchmark.criteria.map((criterion) => ({
      criterion,
      points: weightSum > 0 ? (criterion.weight * (entry.normalised[criterion.id] ?? 0) * 100) / weightSum : 0,
    }));
    return [{ candidate, rank: entry.rank, total: entry.total, parts }];
  });
}

/** The candidate to promote: the decided winner, else the only one ranked first with any points. */
export function leader(benchmark: Pick<Benchmark, 'criteria' | 'candidates' | 'ranking' | 'winnerCandidateId'>): Candidate | null {
  if (benchmark.winnerCandidateId) return benchmark.candidates.find((candidate) => candidate.id === benchmark.winnerCandidateId) ?? null;
  const first = benchmark.ranking.filter((entry) => entry.rank === 1 && entry.total > 0);
  if (first.length !== 1) return null;
  return benchmark.candidates.find((candidate) => candidate.id === first[0]!.candidateId) ?? null;
}
