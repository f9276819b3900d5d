import '@xyflow/react/dist/style.css';
import { Controls, type Edge, MarkerType, type Node, ReactFlow, ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { useEffect, useMemo } from 'react';
import type { FlowCatalog, FlowDefinition, FlowStep, JsonLogicRule } from '../api/flowTypes';
import { useFlowsTranslation } from '../i18n/flowsTranslations';
import { countRules, fromJsonLogic } from './conditions/conditionRules';
import { type StepSlot } from './definitionEdits';
import { buildFlowGraph, type GraphNode } from './flowGraph';
import { AddStepNode, type AddStepNodeData, FlowStepNode, type FlowStepNodeData } from './FlowNodes';

const nodeTypes = { step: FlowStepNode, add: AddStepNode };

interface CanvasProps {
  catalog: FlowCatalog;
  definition: FlowDefinition;
  selectedNodeId: string;
  readOnly: boolean;
  onSelect(nodeId: string): void;
  onAdd(slot: StepSlot, step: FlowStep): void;
}

/** How many rules a stored condition holds, or null when the builder cannot read it. */
function ruleCount(rule: JsonLogicRule | null): number | null {
  const group = fromJsonLogic(rule);
  return group && countRules(group);
}

/** The flow drawn top to bottom: click or press Enter on a node to edit it, on a plus to add a step there. */
export function FlowCanvas(props: CanvasProps) {
  return (
    <ReactFlowProvider>
      <CanvasView {...props} />
    </ReactFlowProvider>
  );
}

function CanvasView({ catalog, definition, selectedNodeId, readOnly, onSelect, onAdd }: CanvasProps) {
  const { t, localized } = useFlowsTranslation();
  const { fitView } = useReactFlow();
  const graph = useMemo(() => buildFlowGraph(definition.steps), [definition.steps]);

  const describe = (node: GraphNode): Pick<FlowStepNodeData, 'kindLabel' | 'title' | 'icon'> => {
    switch (node.kind) {
      case 'trigger': {
        const trigger = catalog.triggers.find((candidate) => candidate.type === definition.trigger.type);
        return { kindLabel: t('nodes.trigger'), title: trigger ? localized(trigger.label) : t('trigger.choose'), icon: 'flash' };
      }
      case 'conditions': {
        const count = ruleCount(definition.conditions);
        return {
          kindLabel: t('nodes.conditions'),
          title: count === null ? t('conditions.notEditable') : count === 0 ? t('conditions.always') : t('conditions.count', { count }),
          icon: 'filter',
        };
      }
      case 'if': {
        const count = node.step?.kind === 'if' ? ruleCount(node.step.condition) : null;
        return {
          kindLabel: t('nodes.if'),
          title: count === null ? t('conditions.notEditable') : t('conditions.count', { count }),
          icon: 'fork',
        };
      }
      default: {
        const action = catalog.actions.find((candidate) => node.step?.kind === 'action' && candidate.type === node.step.action);
        return { kindLabel: t('nodes.action'), title: action ? localized(action.label) : t('steps.chooseAction'), icon: 'play' };
      }
    }
  };

  const nodes: Node[] = graph.nodes.map((node) =>
    node.kind === 'add'
      ? {
          id: node.id,
          type: 'add',
          position: { x: node.x, y: node.y },
          data: { slot: node.slot!, catalog, readOnly, onAdd } satisfies AddStepNodeData,
        }
      : {
          id: node.id,
          type: 'step',
          position: { x: node.x, y: node.y },
          data: {
            ...describe(node),
            nodeId: node.id,
            selected: node.id === selectedNodeId,
            onSelect,
            hasInput: node.kind !== 'trigger',
          } satisfies FlowStepNodeData,
        },
  );
  const edges: Edge[] = graph.edges.map((edge) => ({
    id: edge.id,
    source: edge.source,
    target: edge.target,
    ...(edge.branch ? { sourceHandle: edge.branch, label: edge.branch === 'then' ? t('steps.then') : t('steps.else') } : {}),
    ...(edge.toAdd ? { className: 'artel-flow-edge--add' } : { markerEnd: { type: MarkerType.ArrowClosed } }),
  }));

  useEffect(() => {
    void fitView({ padding: 0.15, maxZoom: 1 });
  }, [fitView, nodes.length]);

  return (
    <ReactFlow
      nodes={nodes}
      edges={edges}
      nodeTypes={nodeTypes}
      nodesDraggable={false}
      nodesConnectable={false}
      nodesFocusable={false}
      edgesFocusable={false}
      elementsSelectable={false}
      deleteKeyCode={null}
      // A handler makes the nodes take pointer events, so their buttons can be clicked at all.
      onNodeClick={(_, node) => {
        if (node.type === 'step') onSelect(node.id);
      }}
      fitView
      fitViewOptions={{ padding: 0.15, maxZoom: 1 }}
      minZoom={0.3}
      aria-label={t('builder.canvas')}
    >
      <Controls showInteractive={false} />
    </ReactFlow>
  );
}
