import type { ConflictDetails } from '../api/wikiTypes';
import { mergeArticle, mergedVersion } from './articleMerge';

const base = { title: 'Договоры', body: 'Срок — пять дней.\n\nПодписывает директор.', tags: ['юристы', 'сроки'], version: 3 };
const details = (current: Partial<ConflictDetails['current']>, known: ConflictDetails['base'] = base): ConflictDetails => ({
  current: { ...base, version: 4, updatedById: 'u-boris', updatedAt: '2026-11-22T09:00:00.000Z', ...current },
  base: known,
});

it('takes their title when only they renamed, and keeps mine when only I did', () => {
  expect(mergeArticle(details({ title: 'Договоры поставки' }), base).title).toEqual({ kind: 'clean', title: 'Договоры поставки' });
  expect(mergeArticle(details({}), { ...base, title: 'Мои договоры' }).title).toEqual({ kind: 'clean', title: 'Мои договоры' });
});

it('asks about the title when both renamed it differently', () => {
  const merge = mergeArticle(details({ title: 'Договоры поставки' }), { ...base, title: 'Договоры аренды' });
  expect(merge.title).toEqual({ kind: 'conflict', theirs: 'Договоры поставки', mine: 'Договоры аренды' });
  expect(mergedVersion(merge)).toBeNull();
});

it('merges tags as sets: what either added stays, what either removed goes', () => {
  const merge = mergeArticle(details({ tags: ['юристы', 'сроки', 'поставки'] }), { ...base, tags: ['юристы', 'аренда'] });
  expect(merge.tags).toEqual(['юристы', 'поставки', 'аренда']);
});

it('keeps every tag of both sides when the base is unknown', () => {
  expect(mergeArticle(details({ tags: ['поставки'] }, null), { ...base, tags: ['юристы'] }).tags).toEqual(['поставки', 'юристы']);
});

it('gives the whole merged version when neither title nor text edits overlap', () => {
  const merge = mergeArticle(details({ title: 'Договоры поставки', body: 'Срок — три дня.\n\nПодписывает директор.' }), {
    ...base,
    body: 'Срок — пять дней.\n\nПодписывает заместитель.',
  });
  expect(mergedVersion(merge)).toEqual({
    title: 'Договоры поставки',
    body: 'Срок — три дня.\n\nПодписывает заместитель.',
    tags: ['юристы', 'сроки'],
  });
});
