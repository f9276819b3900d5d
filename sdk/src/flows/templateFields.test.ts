import { templateKeyOf } from './templateFields';

describe('templateKeyOf', () => {
  it('prints people by name and an enum by its label', () => {
    expect(templateKeyOf({ key: 'assigneeIds', type: 'member' })).toBe('assigneeNames');
    expect(templateKeyOf({ key: 'actorId', type: 'member' })).toBe('actorName');
    expect(templateKeyOf({ key: 'priority', type: 'enum' })).toBe('priorityLabel');
  });

  it('prints text as it is and offers no ids', () => {
    expect(templateKeyOf({ key: 'title', type: 'string' })).toBe('title');
    expect(templateKeyOf({ key: 'cardId', type: 'string' })).toBeNull();
    expect(templateKeyOf({ key: 'boardId', type: 'board' })).toBeNull();
    expect(templateKeyOf({ key: 'labelIds', type: 'label' })).toBeNull();
  });
});
