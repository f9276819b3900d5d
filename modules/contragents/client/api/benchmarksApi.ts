/** The module server's benchmark calls (/api/v1/modules/contragents/benchmarks). */
import { api } from '@artel/sdk';
import { MODULE_ID } from '../moduleId';
import type { PartnerType } from './partnerTypes';
import type { Benchmark, BenchmarkSummary, Candidate, CriterionFields, HistoryEntry } from './benchmarkTypes';

const path = (rest: string) => `/modules/${MODULE_ID}/${rest}`;
const fresh = { cache: false } as const;

export const benchmarksApi = {
  list: async () => (await api.get<{ benchmarks: BenchmarkSummary[] }>(path('benchmarks'), fresh)).benchmarks,
  get: async (id: string) => (await api.get<{ benchmark: Benchmark }>(path(`benchmarks/${id}`), fresh)).benchmark,
  create: async (fields: { title: string; need: string; criteria: CriterionFields[] }) =>
    (await api.post<{ benchmark: Benchmark }>(path('benchmarks'), fields)).benchmark,
  update: async (id: string, fields: { title?: string; need?: string; criteria?: CriterionFields[] }) =>
    (await api.patch<{ benchmark: Benchmark }>(path(`benchmarks/${id}`), fields)).benchmark,
  history: async (id: string) => (await api.get<{ history: HistoryEntry[] }>(path(`benchmarks/${id}/history`), fresh)).history,
  addCandidate: async (id: string, candidate: { name?: string; partnerId?: string; inn?: string; note?: string }) =>
    (await api.post<{ candidate: Candidate }>(path(`benchmarks/${id}/candidates`), candidate)).candidate,
  removeCandidate: (id: string, candidateId: string) => api.delete(path(`benchmarks/${id}/candidates/${candidateId}`)),
  score: async (id: string, candidateId: string, criterionId: string, value: number | string | null) =>
    (await api.put<{ benchmark: Benchmark }>(path(`benchmarks/${id}/scores`), { candidateId, criterionId, value })).benchmark,
  promote: (id: string, candidateId: string, partner: { type?: PartnerType; name?: string; inn?: string }) =>
    api.post<{ benchmark: Benchmark; partnerId: string }>(path(`benchmarks/${id}/candidates/${candidateId}/promote`), partner),
};
