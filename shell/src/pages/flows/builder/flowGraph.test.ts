import type { FlowStep } from '../api/flowTypes';
import { buildFlowGraph, ROW_HEIGHT } from './flowGraph';

const action = (id: string): FlowStep => ({ id, kind: 'action', action: 'a', settings: {} });

describe('flow graph', () => {
  it('draws trigger, conditions and the steps in order, ending in a place to add one', () => {
    const { nodes, edges } = buildFlowGraph([action('notify'), action('post')]);
    expect(nodes.map((node) => [node.id, node.y / ROW_HEIGHT])).toEqual([
      ['trigger', 0],
      ['conditions', 1],
      ['notify', 2],
      ['post', 3],
      ['add:main', 4],
    ]);
    expect(edges.map((edge) => `${edge.source}->${edge.target}`)).toEqual([
      'trigger->conditions',
      'conditions->notify',
      'notify->post',
      'post->add:main',
    ]);
  });

  it('splits an if into its branches side by side, which join before the next step', () => {
    const branch: FlowStep = { id: 'if', kind: 'if', condition: { and: [] }, then: [action('yes')], else: [] };
    const { nodes, edges } = buildFlowGraph([branch, action('after')]);
    const at = (id: string) => nodes.find((node) => node.id === id)!;
    expect(at('yes').x).toBeLessThan(at('add:if:else').x);
    expect(at('yes').y).toBe(at('add:if:else').y);
    expect(at('after').y).toBeGreaterThan(at('add:if:then').y);
    expect(edges.filter((edge) => edge.target === 'after').map((edge) => [edge.source, edge.branch])).toEqual([
      ['yes', undefined],
      ['if', 'else'],
    ]);
    expect(new Set(edges.map((edge) => edge.id)).size).toBe(edges.length);
  });
});
