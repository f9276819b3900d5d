import { conflictsOf, joinParts, mergeText } from './textMerge';

const base = ['# Договоры', '', 'Срок согласования — пять дней.', '', 'Подписывает директор.', '', 'Оригиналы хранит бухгалтерия.'].join(
  '\n',
);

it('merges edits of different paragraphs without asking', () => {
  const theirs = base.replace('пять дней', 'три дня');
  const mine = base.replace('директор', 'заместитель директора');
  const parts = mergeText(base, theirs, mine);
  expect(conflictsOf(parts)).toEqual([]);
  expect(joinParts(parts, [])).toBe(base.replace('пять дней', 'три дня').replace('директор', 'заместитель директора'));
});

it('merges edits of different sentences of one paragraph word by word', () => {
  const paragraph = 'Срок согласования — пять дней. Подписывает директор.';
  const parts = mergeText(
    paragraph,
    'Срок согласования — три дня. Подписывает директор.',
    'Срок согласования — пять дней. Подписывает заместитель.',
  );
  expect(joinParts(parts, [])).toBe('Срок согласования — три дня. Подписывает заместитель.');
});

it('keeps a conflict where both changed the same words differently, with both versions and the base', () => {
  const parts = mergeText(base, base.replace('пять дней', 'три дня'), base.replace('пять дней', 'неделя'));
  expect(conflictsOf(parts)).toEqual([
    {
      kind: 'conflict',
      base: ['Срок согласования — пять дней.'],
      theirs: ['Срок согласования — три дня.'],
      mine: ['Срок согласования — неделя.'],
    },
  ]);
  // The lines around the conflict are in place whatever is chosen for it.
  expect(joinParts(parts, [['Срок согласования — три дня.']])).toBe(base.replace('пять дней', 'три дня'));
  expect(joinParts(parts, [['Срок согласования — неделя.']])).toBe(base.replace('пять дней', 'неделя'));
});

it('takes an identical change once, not twice and not as a conflict', () => {
  const both = base.replace('бухгалтерия', 'канцелярия');
  const parts = mergeText(base, both, both);
  expect(conflictsOf(parts)).toEqual([]);
  expect(joinParts(parts, [])).toBe(both);
});

it('applies a deletion by one side when the other did not touch those lines', () => {
  const theirs = base.replace('\n\nПодписывает директор.', '');
  const mine = base.replace('бухгалтерия', 'канцелярия');
  expect(joinParts(mergeText(base, theirs, mine), [])).toBe(theirs.replace('бухгалтерия', 'канцелярия'));
});

it('asks when one side deleted a paragraph the other edited, so the edit is not lost silently', () => {
  const theirs = base.replace('\n\nПодписывает директор.', '');
  const mine = base.replace('директор', 'заместитель директора');
  const [conflict] = conflictsOf(mergeText(base, theirs, mine));
  expect(conflict?.mine.join('\n')).toContain('заместитель директора');
  expect(conflict?.theirs.join('\n')).not.toContain('директор');
});

it('adds lines both appended at the end as a conflict only when they differ', () => {
  expect(joinParts(mergeText(base, `${base}\n\nИтог.`, `${base}\n\nИтог.`), [])).toBe(`${base}\n\nИтог.`);
  expect(conflictsOf(mergeText(base, `${base}\n\nИх итог.`, `${base}\n\nМой итог.`))).toHaveLength(1);
});

it('without the base treats every difference as a conflict and keeps what is the same', () => {
  const parts = mergeText(null, base.replace('пять дней', 'три дня'), base.replace('директор', 'заместитель'));
  expect(conflictsOf(parts)).toHaveLength(2);
  expect(joinParts(parts, [['Срок согласования — три дня.'], ['Подписывает заместитель.']])).toBe(
    base.replace('пять дней', 'три дня').replace('директор', 'заместитель'),
  );
});
