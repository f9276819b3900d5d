import { revisionDiff } from './revisionDiff';
import { diffStats, inlineDiff, sideBySideDiff, type Segment, type SideRow } from './textDiff';

const side = (segments: Segment[], kind: 'added' | 'removed') =>
  segments
    .filter((segment) => segment.kind !== kind)
    .map((segment) => segment.text)
    .join('');
const marked = (segments: Segment[]) =>
  segments
    .map((segment) =>
      segment.kind === 'added' ? `{+${segment.text}+}` : segment.kind === 'removed' ? `[-${segment.text}-]` : segment.text,
    )
    .join('');

describe('inline diff', () => {
  it('marks whole Russian and English words, not letters inside them', () => {
    const segments = inlineDiff('Подписанный договор хранится в архиве.', 'Подписанные договоры хранятся в архиве отдела.');
    expect(marked(segments)).toBe('[-Подписанный-]{+Подписанные+} [-договор-]{+договоры+} [-хранится-]{+хранятся+} в архиве{+ отдела+}.');
    expect(marked(inlineDiff('We deploy on Fridays', 'We release on Mondays'))).toBe('We [-deploy-]{+release+} on [-Fridays-]{+Mondays+}');
  });

  it('gives back both texts exactly', () => {
    const before = '# Заголовок\n\nПервый абзац, с запятой.\n\n- пункт один\n- пункт два\n';
    const after = '# Новый заголовок\n\nПервый  абзац с запятой!\n\n- пункт два\n- пункт три\n\nКонец';
    const segments = inlineDiff(before, after);
    expect(side(segments, 'added')).toBe(before);
    expect(side(segments, 'removed')).toBe(after);
  });

  it('has nothing marked for equal texts', () => {
    expect(inlineDiff('одно и то же', 'одно и то же')).toEqual([{ kind: 'equal', text: 'одно и то же' }]);
  });

  it('counts changed words', () => {
    expect(diffStats(inlineDiff('один два три', 'один четыре три пять'))).toEqual({ addedWords: 2, removedWords: 1 });
  });
});

describe('side-by-side diff', () => {
  const before = 'Строка один\nСтрока два\nСтрока три\nУдалённая строка\n';
  const after = 'Строка один\nСтрока 2\nСтрока три\nНовая строка\nЕщё одна\n';

  it('pairs changed lines and marks the changed words on each side', () => {
    const rows = sideBySideDiff(before, after);
    expect(rows.map((row) => row.kind)).toEqual(['equal', 'changed', 'equal', 'changed', 'added']);
    const changed = rows[1] as Extract<SideRow, { left?: unknown }>;
    expect(changed.left).toEqual({
      number: 2,
      segments: [
        { kind: 'equal', text: 'Строка ' },
        { kind: 'removed', text: 'два' },
      ],
    });
    expect(changed.right).toEqual({
      number: 2,
      segments: [
        { kind: 'equal', text: 'Строка ' },
        { kind: 'added', text: '2' },
      ],
    });
    const added = rows[4] as Extract<SideRow, { left?: unknown }>;
    expect(added.left).toBeUndefined();
    expect(added.right).toEqual({ number: 5, segments: [{ kind: 'added', text: 'Ещё одна' }] });
  });

  it('shows removed lines on the left only, numbering each side on its own', () => {
    const rows = sideBySideDiff('a\nb\nc\n', 'a\nc\n') as Array<Extract<SideRow, { left?: unknown }>>;
    expect(rows.map((row) => [row.kind, row.left?.number, row.right?.number])).toEqual([
      ['equal', 1, 1],
      ['removed', 2, undefined],
      ['equal', 3, 2],
    ]);
  });

  it('folds long unchanged stretches, keeping context around changes', () => {
    const lines = Array.from({ length: 20 }, (_, index) => `строка ${index + 1}`);
    const changed = [...lines];
    changed[10] = 'изменённая строка';
    const rows = sideBySideDiff(lines.join('\n'), changed.join('\n'), 2);
    expect(rows.map((row) => (row.kind === 'skipped' ? `skip ${row.count}` : row.kind))).toEqual([
      'skip 8',
      'equal',
      'equal',
      'changed',
      'equal',
      'equal',
      'skip 7',
    ]);
  });
});

describe('revision diff', () => {
  it('compares title, tags and body', () => {
    const diff = revisionDiff(
      { title: 'Договор поставки', body: 'Срок — 5 дней.', tags: ['юристы', 'договоры'] },
      { title: 'Договор поставки товаров', body: 'Срок — 10 дней.', tags: ['юристы', 'закупки'] },
    );
    expect(marked(diff.title)).toBe('Договор поставки{+ товаров+}');
    expect(diff.tags).toEqual({ added: ['закупки'], removed: ['договоры'], kept: ['юристы'] });
    expect(marked(diff.inline)).toBe('Срок — [-5-]{+10+} дней.');
    expect(diff.identical).toBe(false);
  });

  it('says when two revisions are the same', () => {
    const content = { title: 'Т', body: 'Б', tags: ['x'] };
    expect(revisionDiff(content, { ...content }).identical).toBe(true);
  });
});
