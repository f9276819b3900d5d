import { type ConditionGroup, conditionsToJsonLogic, fromJsonLogic, toJsonLogic } from './conditionRules';

const doneAndUrgent: ConditionGroup = {
  kind: 'group',
  combinator: 'and',
  children: [
    { kind: 'rule', field: 'toColumnName', operator: 'eq', value: 'Готово' },
    {
      kind: 'group',
      combinator: 'or',
      children: [
        { kind: 'rule', field: 'priority', operator: 'eq', value: 'high' },
        { kind: 'rule', field: 'amount', operator: 'gte', value: 100000 },
        { kind: 'rule', field: 'title', operator: 'contains', value: 'срочно' },
        { kind: 'rule', field: 'labels', operator: 'not_contains', value: 'l-draft' },
        { kind: 'rule', field: 'assigneeId', operator: 'not_empty', value: '' },
        { kind: 'rule', field: 'dueDate', operator: 'empty', value: '' },
      ],
    },
  ],
};

describe('condition rules', () => {
  it('writes the json-logic the server evaluates', () => {
    expect(toJsonLogic(doneAndUrgent)).toEqual({
      and: [
        { '==': [{ var: 'toColumnName' }, 'Готово'] },
        {
          or: [
            { '==': [{ var: 'priority' }, 'high'] },
            { '>=': [{ var: 'amount' }, 100000] },
            { in: ['срочно', { var: 'title' }] },
            { '!': { in: ['l-draft', { var: 'labels' }] } },
            { '!!': { var: 'assigneeId' } },
            { '!': { var: 'dueDate' } },
          ],
        },
      ],
    });
  });

  it('reads back what it wrote', () => {
    expect(fromJsonLogic(toJsonLogic(doneAndUrgent))).toEqual(doneAndUrgent);
  });

  it('has no conditions for an empty group, and an empty group for none', () => {
    expect(conditionsToJsonLogic({ kind: 'group', combinator: 'or', children: [] })).toBeNull();
    expect(fromJsonLogic(null)).toEqual({ kind: 'group', combinator: 'and', children: [] });
  });

  it('shows a single rule as a group of one', () => {
    expect(fromJsonLogic({ '!=': [{ var: 'boardId' }, 'b1'] })).toEqual({
      kind: 'group',
      combinator: 'and',
      children: [{ kind: 'rule', field: 'boardId', operator: 'neq', value: 'b1' }],
    });
  });

  it('refuses rules it cannot show rather than losing a part of them', () => {
    expect(fromJsonLogic({ and: [{ '==': [{ var: 'a' }, 1] }, { if: [true, 1, 2] }] })).toBeNull();
    expect(fromJsonLogic({ '==': [1, { var: 'a' }] })).toBeNull();
    expect(fromJsonLogic({ '==': [{ var: 'a' }, 1], '!=': [{ var: 'b' }, 2] })).toBeNull();
  });
});
