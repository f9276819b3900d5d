import { Button, ButtonGroup, Callout, FormGroup, H3, HTMLSelect } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import type { ActionStep, EventField, FlowCatalog, FlowDefinition, IfStep, SettingField, SettingValues } from '../api/flowTypes';
import { useFlowsTranslation } from '../i18n/flowsTranslations';
import { ConditionGroupEditor } from './conditions/ConditionGroupEditor';
import { conditionsToJsonLogic, fromJsonLogic, toJsonLogic } from './conditions/conditionRules';
import { findStep, stepPosition } from './definitionEdits';
import { CONDITIONS_NODE_ID, TRIGGER_NODE_ID } from './flowGraph';
import {
  $selectedNodeId,
  conditionsChanged,
  stepChanged,
  stepMoved,
  stepRemoved,
  triggerSettingsChanged,
  triggerTypeChanged,
} from './flowBuilderModel';
import { boardOfSettings } from './settings/boardOfSettings';
import { SettingFieldInput } from './settings/SettingFieldInput';

interface PanelProps {
  catalog: FlowCatalog;
  definition: FlowDefinition;
  readOnly: boolean;
}

/** The form of the node selected on the canvas. */
export function NodeSettingsPanel({ catalog, definition, readOnly }: PanelProps) {
  const selected = useUnit($selectedNodeId);
  const trigger = catalog.triggers.find((candidate) => candidate.type === definition.trigger.type) ?? null;
  const eventFields = trigger?.fields ?? [];
  const triggerBoard = trigger ? boardOfSettings(trigger.settings, definition.trigger.settings) : null;

  if (selected === TRIGGER_NODE_ID) return <TriggerForm catalog={catalog} definition={definition} readOnly={readOnly} />;
  if (selected === CONDITIONS_NODE_ID) {
    return <ConditionsForm definition={definition} fields={eventFields} boardId={triggerBoard} readOnly={readOnly} />;
  }
  const step = findStep(definition.steps, selected);
  if (step?.kind === 'action') {
    return (
      <ActionForm
        catalog={catalog}
        definition={definition}
        step={step}
        eventFields={eventFields}
        triggerBoard={triggerBoard}
        readOnly={readOnly}
      />
    );
  }
  if (step?.kind === 'if')
    return <IfForm definition={definition} step={step} fields={eventFields} boardId={triggerBoard} readOnly={readOnly} />;
  return null;
}

function SettingsList({
  fields,
  values,
  onChange,
  eventFields,
  boardId,
  idPrefix,
  readOnly,
}: {
  fields: readonly SettingField[];
  values: SettingValues;
  onChange(values: SettingValues): void;
  eventFields: EventField[];
  boardId: string | null;
  idPrefix: string;
  readOnly: boolean;
}) {
  return (
    <>
      {fields.map((field) => (
        <SettingFieldInput
          key={field.key}
          field={field}
          value={values[field.key]}
          onChange={(value) => onChange({ ...values, [field.key]: value })}
          eventFields={eventFields}
          boardId={boardOfSettings(fields, values) ?? boardId}
          inputId={`${idPrefix}-${field.key}`}
          readOnly={readOnly}
        />
      ))}
    </>
  );
}

function TriggerForm({ catalog, definition, readOnly }: PanelProps) {
  const { t, localized } = useFlowsTranslation();
  const trigger = catalog.triggers.find((candidate) => candidate.type === definition.trigger.type);
  return (
    <section aria-labelledby="flow-node-title">
      <H3 id="flow-node-title">{t('nodes.trigger')}</H3>
      <FormGroup label={t('trigger.type')} labelFor="flow-trigger-type">
        <HTMLSelect
          id="flow-trigger-type"
          fill
          value={definition.trigger.type}
          disabled={readOnly}
          onChange={(event) => triggerTypeChanged(event.currentTarget.value)}
        >
          <option value="">{t('trigger.choose')}</option>
          {catalog.triggers.map((candidate) => (
            <option key={candidate.type} value={candidate.type}>
              {localized(candidate.label)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      {catalog.triggers.length === 0 && <Callout intent="warning">{t('trigger.noneInCatalog')}</Callout>}
      {trigger?.description && <p className="bp6-text-muted">{localized(trigger.description)}</p>}
      {trigger && (
        <SettingsList
          fields={trigger.settings}
          values={definition.trigger.settings}
          onChange={triggerSettingsChanged}
          eventFields={[]}
          boardId={null}
          idPrefix="flow-trigger"
          readOnly={readOnly}
        />
      )}
    </section>
  );
}

function ConditionsForm({
  definition,
  fields,
  boardId,
  readOnly,
}: {
  definition: FlowDefinition;
  fields: EventField[];
  boardId: string | null;
  readOnly: boolean;
}) {
  const { t } = useFlowsTranslation();
  const group = fromJsonLogic(definition.conditions);
  return (
    <section aria-labelledby="flow-node-title">
      <H3 id="flow-node-title">{t('nodes.conditions')}</H3>
      <p className="bp6-text-muted">{t('conditions.explain')}</p>
      {!definition.trigger.type && <Callout intent="primary">{t('conditions.chooseTriggerFirst')}</Callout>}
      {group ? (
        <ConditionGroupEditor
          group={group}
          onChange={(next) => conditionsChanged(conditionsToJsonLogic(next))}
          fields={fields}
          boardId={boardId}
          readOnly={readOnly}
          path=""
        />
      ) : (
        <NotEditableRule readOnly={readOnly} onReset={() => conditionsChanged(null)} />
      )}
    </section>
  );
}

function NotEditableRule({ readOnly, onReset }: { readOnly: boolean; onReset(): void }) {
  const { t } = useFlowsTranslation();
  return (
    <Callout intent="warning" title={t('conditions.notEditable')}>
      {!readOnly && <Button text={t('conditions.reset')} onClick={onReset} />}
    </Callout>
  );
}

function StepControls({ definition, stepId, readOnly }: { definition: FlowDefinition; stepId: string; readOnly: boolean }) {
  const { t } = useFlowsTranslation();
  const position = stepPosition(definition.steps, stepId);
  if (readOnly || !position) return null;
  return (
    <ButtonGroup className="artel-flow-panel__step-controls">
      <Button
        icon="arrow-up"
        text={t('steps.moveUp')}
        disabled={position.index === 0}
        onClick={() => stepMoved({ id: stepId, offset: -1 })}
      />
      <Button
        icon="arrow-down"
        text={t('steps.moveDown')}
        disabled={position.index === position.count - 1}
        onClick={() => stepMoved({ id: stepId, offset: 1 })}
      />
      <Button icon="trash" intent="danger" text={t('steps.remove')} onClick={() => stepRemoved(stepId)} />
    </ButtonGroup>
  );
}

function ActionForm({
  catalog,
  definition,
  step,
  eventFields,
  triggerBoard,
  readOnly,
}: {
  catalog: FlowCatalog;
  definition: FlowDefinition;
  step: ActionStep;
  eventFields: EventField[];
  triggerBoard: string | null;
  readOnly: boolean;
}) {
  const { t, localized } = useFlowsTranslation();
  const action = catalog.actions.find((candidate) => candidate.type === step.action);
  return (
    <section aria-labelledby="flow-node-title">
      <H3 id="flow-node-title">{t('nodes.action')}</H3>
      <FormGroup label={t('steps.actionType')} labelFor="flow-action-type">
        <HTMLSelect
          id="flow-action-type"
          fill
          value={step.action}
          disabled={readOnly}
          onChange={(event) => stepChanged({ ...step, action: event.currentTarget.value, settings: {} })}
        >
          {!action && <option value={step.action}>{step.action || t('steps.chooseAction')}</option>}
          {catalog.actions.map((candidate) => (
            <option key={candidate.type} value={candidate.type}>
              {localized(candidate.label)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      {action && (
        <SettingsList
          fields={action.settings}
          values={step.settings}
          onChange={(settings) => stepChanged({ ...step, settings })}
          eventFields={eventFields}
          boardId={triggerBoard}
          idPrefix={`flow-step-${step.id}`}
          readOnly={readOnly}
        />
      )}
      <StepControls definition={definition} stepId={step.id} readOnly={readOnly} />
    </section>
  );
}

function IfForm({
  definition,
  step,
  fields,
  boardId,
  readOnly,
}: {
  definition: FlowDefinition;
  step: IfStep;
  fields: EventField[];
  boardId: string | null;
  readOnly: boolean;
}) {
  const { t } = useFlowsTranslation();
  const group = fromJsonLogic(step.condition);
  return (
    <section aria-labelledby="flow-node-title">
      <H3 id="flow-node-title">{t('nodes.if')}</H3>
      <p className="bp6-text-muted">{t('steps.ifExplain')}</p>
      {group ? (
        <ConditionGroupEditor
          group={group}
          onChange={(next) => stepChanged({ ...step, condition: toJsonLogic(next) })}
          fields={fields}
          boardId={boardId}
          readOnly={readOnly}
          path=""
        />
      ) : (
        <NotEditableRule readOnly={readOnly} onReset={() => stepChanged({ ...step, condition: { and: [] } })} />
      )}
      <StepControls definition={definition} stepId={step.id} readOnly={readOnly} />
    </section>
  );
}
