/** Benchmarks as the module's server sends them (API.md § Benchmarks). */
import type { Criterion } from '../../shared/benchmarkCriteria';

export type { Criterion, CriterionKind, Direction } from '../../shared/benchmarkCriteria';

export interface Candidate {
  id: string;
  name: string;
  partnerId: string | null;
  inn: string;
  note: string;
  /** By criterion id. */
  scores: Record<string, number>;
}

export interface RankingEntry {
  candidateId: string;
  rank: number;
  /** 0–100. */
  total: number;
  normalised: Record<string, number>;
}

export interface BenchmarkSummary {
  id: string;
  title: string;
  need: string;
  status: 'open' | 'decided';
  winnerCandidateId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface Benchmark extends BenchmarkSummary {
  criteria: Criterion[];
  candidates: Candidate[];
  ranking: RankingEntry[];
}

export interface HistoryEntry {
  id: string;
  action: string;
  actorId: string | null;
  data: Record<string, unknown>;
  createdAt: string;
}

/** As sent: the weight as typed (the server reads «12,5» too and names a bad one). */
export type CriterionFields = Omit<Criterion, 'id' | 'weight'> & { id?: string; weight: number | string };
