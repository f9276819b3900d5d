/** Pure edits of a flow's steps: the builder's model applies them to the draft. */
import type { FlowStep, IfStep } from '../api/flowTypes';

/** Where a new step goes: the flow's own sequence, or one branch of an if-step. */
export type StepSlot = { parentId: null } | { parentId: string; branch: 'then' | 'else' };

export const MAIN_SLOT: StepSlot = { parentId: null };

let created = 0;

/** Unique within a flow and stable across saves: the run log refers to steps by it. */
export function newStepId(): string {
  created += 1;
  return `step-${Date.now().toString(36)}-${created.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export function newActionStep(action: string): FlowStep {
  return { id: newStepId(), kind: 'action', action, settings: {} };
}

export function newIfStep(): FlowStep {
  return { id: newStepId(), kind: 'if', condition: { and: [] }, then: [], else: [] };
}

function mapSequences(steps: FlowStep[], edit: (sequence: FlowStep[]) => FlowStep[]): FlowStep[] {
  return edit(steps).map((step) =>
    step.kind === 'if' ? { ...step, then: mapSequences(step.then, edit), else: mapSequences(step.else, edit) } : step,
  );
}

export function findStep(steps: readonly FlowStep[], id: string): FlowStep | null {
  for (const step of steps) {
    if (step.id === id) return step;
    if (step.kind === 'if') {
      const inner = findStep(step.then, id) ?? findStep(step.else, id);
      if (inner) return inner;
    }
  }
  return null;
}

export function replaceStep(steps: FlowStep[], id: string, replacement: FlowStep): FlowStep[] {
  return mapSequences(steps, (sequence) => sequence.map((step) => (step.id === id ? replacement : step)));
}

export function removeStep(steps: FlowStep[], id: string): FlowStep[] {
  return mapSequences(steps, (sequence) => sequence.filter((step) => step.id !== id));
}

/** Swaps the step with its neighbour in its own sequence; at either end nothing changes. */
export function moveStep(steps: FlowStep[], id: string, offset: -1 | 1): FlowStep[] {
  return mapSequences(steps, (sequence) => {
    const index = sequence.findIndex((step) => step.id === id);
    const target = index + offset;
    if (index < 0 || target < 0 || target >= sequence.length) return sequence;
    const moved = [...sequence];
    [moved[index], moved[target]] = [moved[target]!, moved[index]!];
    return moved;
  });
}

export function appendStep(steps: FlowStep[], slot: StepSlot, step: FlowStep): FlowStep[] {
  if (slot.parentId === null) return [...steps, step];
  const parent = findStep(steps, slot.parentId);
  if (parent?.kind !== 'if') return steps;
  const branch = slot.branch;
  const updated: IfStep = { ...parent, [branch]: [...parent[branch], step] };
  return replaceStep(steps, parent.id, updated);
}

/** Position of a step in its sequence, for the move buttons. */
export function stepPosition(steps: readonly FlowStep[], id: string): { index: number; count: number } | null {
  const index = steps.findIndex((step) => step.id === id);
  if (index >= 0) return { index, count: steps.length };
  for (const step of steps) {
    if (step.kind !== 'if') continue;
    const inner = stepPosition(step.then, id) ?? stepPosition(step.else, id);
    if (inner) return inner;
  }
  return null;
}
