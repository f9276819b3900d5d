/**
 * Scoring of a benchmark: candidates for one need compared on weighted criteria.
 *
 * Normalisation is the ratio to the best, as Russian tenders score offers (the best gets 1):
 * - numeric, higher is better: value / best (largest) value;
 * - numeric, lower is better (price, delivery days): best (smallest) value / value;
 * - grade 1–5: grade / 5.
 * A missing score counts as 0. The total is Σ weight × normalised / Σ weight, shown as 0–100 points.
 * Equal totals share a rank (1, 1, 3), and are listed by name.
 */
import { CRITERION_KINDS, type Criterion, type CriterionKind, DIRECTIONS, type Direction } from '../../shared/benchmarkCriteria';
import { type DocumentIssue, issue } from '../../shared/documents/issues';

export { CRITERION_KINDS, type Criterion, type CriterionKind, DIRECTIONS, type Direction };

export interface Candidate {
  id: string;
  name: string;
  /** By criterion id; absent or null when not scored yet. */
  scores: Readonly<Record<string, number | null | undefined>>;
}

export interface RankedCandidate {
  candidate: Candidate;
  rank: number;
  /** 0–100, to one decimal. */
  total: number;
  /** By criterion id: 0–1. */
  normalised: Record<string, number>;
}

export const BENCHMARK_LIMITS = { criteria: 20, candidates: 100, weightMax: 100, nameLength: 200 } as const;
const K = 'benchmark';

function normalise(criterion: Criterion, value: number | null | undefined, values: number[]): number {
  if (value === null || value === undefined) return 0;
  if (criterion.kind === 'grade') return value / 5;
  if (criterion.direction === 'lowerIsBetter') {
    const best = Math.min(...values);
    return value === 0 ? 1 : best / value;
  }
  const best = Math.max(...values);
  return best === 0 ? 1 : value / best;
}

export function rankCandidates(criteria: readonly Criterion[], candidates: readonly Candidate[]): RankedCandidate[] {
  const weightSum = criteria.reduce((sum, criterion) => sum + criterion.weight, 0);
  const scored = candidates.map((candidate) => {
    const normalised: Record<string, number> = {};
    let weighted = 0;
    for (const criterion of criteria) {
      const values = candidates.map((other) => other.scores[criterion.id]).filter((value): value is number => typeof value === 'number');
      const share = normalise(criterion, candidate.scores[criterion.id], values);
      normalised[criterion.id] = share;
      weighted += criterion.weight * share;
    }
    const total = weightSum > 0 ? Math.round((weighted / weightSum) * 1000) / 10 : 0;
    return { candidate, total, normalised };
  });
  scored.sort((a, b) => b.total - a.total || a.candidate.name.localeCompare(b.candidate.name, 'ru'));
  return scored.map((entry, index) => {
    const firstEqual = scored.findIndex((other) => other.total === entry.total);
    return { ...entry, rank: firstEqual === -1 ? index + 1 : firstEqual + 1 };
  });
}

export function validateCriteria(criteria: readonly Partial<Criterion>[]): DocumentIssue[] {
  const issues: DocumentIssue[] = [];
  if (criteria.length === 0) issues.push(issue('criteria', `${K}.criteriaRequired`));
  if (criteria.length > BENCHMARK_LIMITS.criteria)
    issues.push(issue('criteria', `${K}.tooManyCriteria`, { max: BENCHMARK_LIMITS.criteria }));
  const names = new Set<string>();
  criteria.forEach((criterion, index) => {
    const at = `criteria.${index}`;
    const name = (criterion.name ?? '').trim();
    if (!name) issues.push(issue(`${at}.name`, `${K}.criterionNameRequired`));
    else if (name.length > BENCHMARK_LIMITS.nameLength)
      issues.push(issue(`${at}.name`, `${K}.nameTooLong`, { max: BENCHMARK_LIMITS.nameLength }));
    else if (names.has(name.toLocaleLowerCase('ru'))) issues.push(issue(`${at}.name`, `${K}.criterionNameDuplicate`, { name }));
    names.add(name.toLocaleLowerCase('ru'));
    const weight = criterion.weight;
    if (typeof weight !== 'number' || !Number.isFinite(weight) || weight <= 0 || weight > BENCHMARK_LIMITS.weightMax) {
      issues.push(issue(`${at}.weight`, `${K}.weightRange`, { max: BENCHMARK_LIMITS.weightMax }));
    }
    if (!CRITERION_KINDS.includes(criterion.kind as CriterionKind)) issues.push(issue(`${at}.kind`, `${K}.kindInvalid`));
    else if (criterion.kind === 'numeric' && !DIRECTIONS.includes(criterion.direction as Direction)) {
      issues.push(issue(`${at}.direction`, `${K}.directionRequired`));
    }
  });
  return issues;
}

/** One score of one candidate on one criterion: a grade is a whole 1–5, a numeric value is finite and not negative. */
export function validateScore(criterion: Criterion, value: unknown, field = 'value'): DocumentIssue[] {
  if (value === null) return [];
  if (typeof value !== 'number' || !Number.isFinite(value)) return [issue(field, `${K}.scoreInvalid`)];
  if (criterion.kind === 'grade' && (!Number.isInteger(value) || value < 1 || value > 5)) return [issue(field, `${K}.gradeRange`)];
  if (criterion.kind === 'numeric' && value < 0) return [issue(field, `${K}.scoreNegative`)];
  return [];
}
