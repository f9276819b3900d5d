import type { Benchmark } from '../api/benchmarkTypes';
import { criteriaFields, leader, rankedRows, scoreValue, weightShares } from './benchmarkModel';

const criteria = [
  { id: 'price', name: 'Цена', weight: 60, kind: 'numeric' as const, direction: 'lowerIsBetter' as const },
  { id: 'quality', name: 'Качество', weight: 40, kind: 'grade' as const },
];
const candidates = [
  { id: 'a', name: 'Альфа', partnerId: null, inn: '', note: '', scores: { price: 100, quality: 5 } },
  { id: 'b', name: 'Бета', partnerId: null, inn: '', note: '', scores: { price: 200, quality: 5 } },
];
const benchmark: Pick<Benchmark, 'criteria' | 'candidates' | 'ranking' | 'winnerCandidateId'> = {
  criteria,
  candidates,
  winnerCandidateId: null,
  ranking: [
    { candidateId: 'a', rank: 1, total: 100, normalised: { price: 1, quality: 1 } },
    { candidateId: 'b', rank: 2, total: 70, normalised: { price: 0.5, quality: 1 } },
  ],
};

it("shows each criterion's share of the total as typed, a Russian decimal comma included", () => {
  expect(weightShares([{ weight: '30' }, { weight: '10,0' }, { weight: 'много' }])).toEqual([75, 25, null]);
});

it('sends the weight as a number when it reads as one, and no direction for a 1–5 grade', () => {
  expect(
    criteriaFields([
      { id: 'c1', name: ' Цена ', weight: '12,5', kind: 'numeric', direction: 'lowerIsBetter' },
      { name: 'Качество', weight: 'abc', kind: 'grade', direction: 'lowerIsBetter' },
    ]),
  ).toEqual([
    { id: 'c1', name: 'Цена', weight: 12.5, kind: 'numeric', direction: 'lowerIsBetter' },
    { name: 'Качество', weight: 'abc', kind: 'grade' },
  ]);
});

it('clears an emptied score, reads «4 500,5», and leaves text for the server to refuse', () => {
  expect(scoreValue('  ')).toBeNull();
  expect(scoreValue('4 500,5')).toBe(4500.5);
  expect(scoreValue('дёшево')).toBe('дёшево');
});

it("splits each total into the criteria's points, which add up to it", () => {
  const [first, second] = rankedRows(benchmark);
  expect(first!.candidate.name).toBe('Альфа');
  expect(second!.parts.map((part) => part.points)).toEqual([30, 40]);
  expect(second!.parts.reduce((sum, part) => sum + part.points, 0)).toBe(second!.total);
});

it('offers to promote the sole leader, the decided winner, and nobody on a tie or with no scores', () => {
  expect(leader(benchmark)?.id).toBe('a');
  expect(leader({ ...benchmark, winnerCandidateId: 'b' })?.id).toBe('b');
  expect(leader({ ...benchmark, ranking: benchmark.ranking.map((entry) => ({ ...entry, rank: 1, total: 50 })) })).toBeNull();
  expect(leader({ ...benchmark, ranking: benchmark.ranking.map((entry) => ({ ...entry, total: 0 })) })).toBeNull();
});
