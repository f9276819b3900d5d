import type { FlowStep } from '../api/flowTypes';
import { appendStep, findStep, MAIN_SLOT, moveStep, removeStep, stepPosition } from './definitionEdits';

const notify: FlowStep = { id: 'notify', kind: 'action', action: 'notifications.notify', settings: { to: '{{assigneeId}}' } };
const post: FlowStep = { id: 'post', kind: 'action', action: 'telegram.send', settings: {} };
const comment: FlowStep = { id: 'comment', kind: 'action', action: 'kanban.comment', settings: {} };
const branch: FlowStep = { id: 'branch', kind: 'if', condition: { and: [] }, then: [post], else: [] };

describe('definition edits', () => {
  it('appends to the main sequence and to either branch of an if', () => {
    const steps = appendStep([notify, branch], { parentId: 'branch', branch: 'else' }, comment);
    expect(findStep(steps, 'branch')).toMatchObject({ then: [post], else: [comment] });
    expect(appendStep(steps, MAIN_SLOT, { ...comment, id: 'last' }).map((step) => step.id)).toEqual(['notify', 'branch', 'last']);
  });

  it('removes a step wherever it is, with its branches', () => {
    expect(findStep(removeStep([notify, branch], 'post'), 'branch')).toMatchObject({ then: [] });
    expect(removeStep([notify, branch], 'branch')).toEqual([notify]);
  });

  it('moves a step within its own sequence only', () => {
    expect(moveStep([notify, branch], 'branch', -1).map((step) => step.id)).toEqual(['branch', 'notify']);
    expect(moveStep([notify, branch], 'notify', -1)).toEqual([notify, branch]);
    expect(moveStep([notify, branch], 'post', 1)).toEqual([notify, branch]);
  });

  it('tells where a nested step stands in its sequence', () => {
    expect(stepPosition([notify, branch], 'post')).toEqual({ index: 0, count: 1 });
    expect(stepPosition([notify, branch], 'branch')).toEqual({ index: 1, count: 2 });
    expect(stepPosition([notify], 'missing')).toBeNull();
  });
});
