/**
 * Where each node of the builder's canvas stands: the trigger, the conditions, then the steps top to bottom;
 * an if-step splits into its two branches side by side, which join again before the next step. Each sequence
 * ends in an 'add' node, the place to append a step to it.
 */
import type { FlowStep } from '../api/flowTypes';
import type { StepSlot } from './definitionEdits';

export const NODE_WIDTH = 240;
export const COLUMN_WIDTH = 270;
export const ROW_HEIGHT = 120;

export type GraphNodeKind = 'trigger' | 'conditions' | 'action' | 'if' | 'add';

export interface GraphNode {
  id: string;
  kind: GraphNodeKind;
  x: number;
  y: number;
  step?: FlowStep;
  slot?: StepSlot;
}

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  branch?: 'then' | 'else';
  /** To an 'add' node: where a step may go, not a path a run takes. */
  toAdd?: boolean;
}

interface Entry {
  source: string;
  branch?: 'then' | 'else';
}

export const TRIGGER_NODE_ID = 'trigger';
export const CONDITIONS_NODE_ID = 'conditions';

export function addNodeId(slot: StepSlot): string {
  return slot.parentId === null ? 'add:main' : `add:${slot.parentId}:${slot.branch}`;
}

function sequenceWidth(steps: readonly FlowStep[]): number {
  return Math.max(1, ...steps.map(stepWidth));
}

function stepWidth(step: FlowStep): number {
  return step.kind === 'if' ? sequenceWidth(step.then) + sequenceWidth(step.else) : 1;
}

export function buildFlowGraph(steps: readonly FlowStep[]): { nodes: GraphNode[]; edges: GraphEdge[] } {
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  const place = (node: Omit<GraphNode, 'x' | 'y'>, column: number, row: number) =>
    nodes.push({ ...node, x: column * COLUMN_WIDTH - NODE_WIDTH / 2, y: row * ROW_HEIGHT });
  const connect = (entries: readonly Entry[], target: string, toAdd = false) => {
    for (const entry of entries) {
      edges.push({
        id: `${entry.source}${entry.branch ? `:${entry.branch}` : ''}->${target}`,
        source: entry.source,
        target,
        ...(entry.branch ? { branch: entry.branch } : {}),
        ...(toAdd ? { toAdd } : {}),
      });
    }
  };

  /** Lays a sequence out from `row` down; answers the row after it and the nodes the next step joins from. */
  const layOut = (sequence: readonly FlowStep[], slot: StepSlot, column: number, startRow: number, entering: Entry[]) => {
    let row = startRow;
    let entries = entering;
    for (const step of sequence) {
      place({ id: step.id, kind: step.kind, step }, column, row);
      connect(entries, step.id);
      if (step.kind === 'action') {
        entries = [{ source: step.id }];
        row += 1;
        continue;
      }
      const thenWidth = sequenceWidth(step.then);
      const elseWidth = sequenceWidth(step.else);
      const left = column - (thenWidth + elseWidth) / 2;
      const thenSide = layOut(step.then, { parentId: step.id, branch: 'then' }, left + thenWidth / 2, row + 1, [
        { source: step.id, branch: 'then' },
      ]);
      const elseSide = layOut(step.else, { parentId: step.id, branch: 'else' }, left + thenWidth + elseWidth / 2, row + 1, [
        { source: step.id, branch: 'else' },
      ]);
      row = Math.max(thenSide.row, elseSide.row);
      entries = [...thenSide.entries, ...elseSide.entries];
    }
    const addId = addNodeId(slot);
    place({ id: addId, kind: 'add', slot }, column, row);
    connect(entries, addId, true);
    return { row: row + 1, entries };
  };

  const width = sequenceWidth(steps);
  const center = width / 2;
  place({ id: TRIGGER_NODE_ID, kind: 'trigger' }, center, 0);
  place({ id: CONDITIONS_NODE_ID, kind: 'conditions' }, center, 1);
  connect([{ source: TRIGGER_NODE_ID }], CONDITIONS_NODE_ID);
  layOut(steps, { parentId: null }, center, 2, [{ source: CONDITIONS_NODE_ID }]);
  return { nodes, edges };
}
