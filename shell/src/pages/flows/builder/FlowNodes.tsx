import { Button, Icon, type IconName, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { Handle, type Node, type NodeProps, Position } from '@xyflow/react';
import type { FlowCatalog, FlowStep } from '../api/flowTypes';
import { useFlowsTranslation } from '../i18n/flowsTranslations';
import { newActionStep, newIfStep, type StepSlot } from './definitionEdits';
import { NODE_WIDTH } from './flowGraph';

export interface FlowStepNodeData extends Record<string, unknown> {
  nodeId: string;
  kindLabel: string;
  title: string;
  icon: IconName;
  selected: boolean;
  hasInput: boolean;
  onSelect(nodeId: string): void;
}

/** A trigger, conditions, action or if node: a button that opens its form. */
export function FlowStepNode({ data }: NodeProps<Node<FlowStepNodeData>>) {
  const isIf = data.icon === 'fork';
  return (
    <div className={`artel-flow-node${data.selected ? ' artel-flow-node--selected' : ''}`} style={{ width: NODE_WIDTH }}>
      {data.hasInput && <Handle type="target" position={Position.Top} isConnectable={false} />}
      <button
        type="button"
        className="artel-flow-node__button"
        aria-pressed={data.selected}
        aria-label={`${data.kindLabel}: ${data.title}`}
        onClick={() => data.onSelect(data.nodeId)}
      >
        <Icon icon={data.icon} aria-hidden />
        <span className="artel-flow-node__text">
          <span className="artel-flow-node__kind">{data.kindLabel}</span>
          <span className="artel-flow-node__title">{data.title}</span>
        </span>
      </button>
      {isIf ? (
        <>
          <Handle type="source" id="then" position={Position.Bottom} style={{ left: '25%' }} isConnectable={false} />
          <Handle type="source" id="else" position={Position.Bottom} style={{ left: '75%' }} isConnectable={false} />
        </>
      ) : (
        <Handle type="source" position={Position.Bottom} isConnectable={false} />
      )}
    </div>
  );
}

export interface AddStepNodeData extends Record<string, unknown> {
  slot: StepSlot;
  catalog: FlowCatalog;
  readOnly: boolean;
  onAdd(slot: StepSlot, step: FlowStep): void;
}

/** Where a step may be appended: a plus with the catalog's actions and the if/else branch. */
export function AddStepNode({ data }: NodeProps<Node<AddStepNodeData>>) {
  const { t, localized } = useFlowsTranslation();
  const { slot, catalog, readOnly, onAdd } = data;
  const label = slot.parentId === null ? t('steps.add') : slot.branch === 'then' ? t('steps.addToThen') : t('steps.addToElse');
  return (
    <div className="artel-flow-add" style={{ width: NODE_WIDTH }}>
      <Handle type="target" position={Position.Top} isConnectable={false} />
      {!readOnly && (
        <PopoverNext
          placement="bottom"
          content={
            <Menu aria-label={label}>
              {catalog.actions.map((action) => (
                <MenuItem
                  key={action.type}
                  icon="play"
                  text={localized(action.label)}
                  onClick={() => onAdd(slot, newActionStep(action.type))}
                />
              ))}
              {catalog.actions.length > 0 && <MenuDivider />}
              <MenuItem icon="fork" text={t('steps.addIf')} onClick={() => onAdd(slot, newIfStep())} />
            </Menu>
          }
        >
          <Button icon="plus" variant="outlined" size="small" aria-label={label} title={label} />
        </PopoverNext>
      )}
    </div>
  );
}
