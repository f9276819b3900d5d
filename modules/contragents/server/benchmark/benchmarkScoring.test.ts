import { type Candidate, type Criterion, rankCandidates, validateCriteria, validateScore } from './benchmarkScoring';

const price: Criterion = { id: 'price', name: 'Цена за м³', weight: 50, kind: 'numeric', direction: 'lowerIsBetter' };
const delivery: Criterion = { id: 'days', name: 'Срок поставки, дней', weight: 20, kind: 'numeric', direction: 'lowerIsBetter' };
const quality: Criterion = { id: 'quality', name: 'Качество', weight: 30, kind: 'grade' };
const volume: Criterion = { id: 'volume', name: 'Объём в сутки', weight: 10, kind: 'numeric', direction: 'higherIsBetter' };

const candidate = (id: string, name: string, scores: Candidate['scores']): Candidate => ({ id, name, scores });

describe('benchmark ranking', () => {
  test('concrete suppliers: weighted ratio-to-best totals, best first', () => {
    const ranked = rankCandidates(
      [price, delivery, quality],
      [
        candidate('a', 'БетонСтрой', { price: 5000, days: 5, quality: 4 }),
        candidate('b', 'Монолит', { price: 4500, days: 10, quality: 5 }),
        candidate('c', 'ЖБИ-1', { price: 6000, days: 3, quality: 3 }),
      ],
    );
    // a: 50×0.9 + 20×0.6 + 30×0.8 = 81; b: 50 + 20×0.3 + 30 = 86; c: 50×0.75 + 20 + 30×0.6 = 75.5
    expect(ranked.map((entry) => [entry.candidate.name, entry.total, entry.rank])).toEqual([
      ['Монолит', 86, 1],
      ['БетонСтрой', 81, 2],
      ['ЖБИ-1', 75.5, 3],
    ]);
    expect(ranked[0]?.normalised).toEqual({ price: 1, days: 0.3, quality: 1 });
  });

  test('higher is better compares with the largest value', () => {
    const ranked = rankCandidates([volume], [candidate('a', 'А', { volume: 50 }), candidate('b', 'Б', { volume: 200 })]);
    expect(ranked.map((entry) => entry.total)).toEqual([100, 25]);
  });

  test('a missing score counts as zero', () => {
    const ranked = rankCandidates([price, quality], [candidate('a', 'А', { price: 100 }), candidate('b', 'Б', { price: 100, quality: 5 })]);
    expect(ranked.map((entry) => [entry.candidate.name, entry.total])).toEqual([
      ['Б', 100],
      ['А', 62.5],
    ]);
  });

  test('equal totals share a rank and are listed in Russian order (Ё with Е, before Ж; not byte order)', () => {
    const ranked = rankCandidates(
      [quality],
      [
        candidate('1', 'Ёлка', { quality: 4 }),
        candidate('2', 'Жасмин', { quality: 4 }),
        candidate('3', 'Ясень', { quality: 5 }),
        candidate('4', 'Елка', { quality: 4 }),
        candidate('5', 'Арбуз', { quality: 3 }),
      ],
    );
    expect(ranked.map((entry) => `${entry.rank} ${entry.candidate.name}`)).toEqual(['1 Ясень', '2 Елка', '2 Ёлка', '2 Жасмин', '5 Арбуз']);
  });

  test('a zero is the best possible value when lower is better', () => {
    const ranked = rankCandidates([delivery], [candidate('a', 'А', { days: 0 }), candidate('b', 'Б', { days: 4 })]);
    expect(ranked.map((entry) => entry.total)).toEqual([100, 0]);
  });
});

describe('benchmark validation', () => {
  test('valid criteria pass', () => {
    expect(validateCriteria([price, delivery, quality, volume])).toEqual([]);
  });

  test.each([
    [[], 'criteria benchmark.criteriaRequired'],
    [[{ ...price, name: ' ' }], 'criteria.0.name benchmark.criterionNameRequired'],
    [[price, { ...delivery, name: 'цена за м³' }], 'criteria.1.name benchmark.criterionNameDuplicate'],
    [[{ ...price, weight: 0 }], 'criteria.0.weight benchmark.weightRange'],
    [[{ ...price, weight: 101 }], 'criteria.0.weight benchmark.weightRange'],
    [[{ ...price, kind: 'stars' as never }], 'criteria.0.kind benchmark.kindInvalid'],
    [[{ ...price, direction: undefined }], 'criteria.0.direction benchmark.directionRequired'],
  ])('refuses %j', (criteria, expected) => {
    expect(validateCriteria(criteria).map((found) => `${found.field} ${found.key}`)).toContain(expected);
  });

  test('scores', () => {
    expect(validateScore(quality, 5)).toEqual([]);
    expect(validateScore(quality, null)).toEqual([]);
    expect(validateScore(quality, 6).map((found) => found.key)).toEqual(['benchmark.gradeRange']);
    expect(validateScore(quality, 4.5).map((found) => found.key)).toEqual(['benchmark.gradeRange']);
    expect(validateScore(price, -1).map((found) => found.key)).toEqual(['benchmark.scoreNegative']);
    expect(validateScore(price, '5').map((found) => found.key)).toEqual(['benchmark.scoreInvalid']);
    expect(validateScore(price, 4999.99)).toEqual([]);
  });
});
