import { Button, ButtonGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { EventField } from '../../api/flowTypes';
import { useFlowsTranslation } from '../../i18n/flowsTranslations';
import { ChoiceSelect } from '../settings/ChoiceSelect';
import {
  type ConditionGroup,
  type ConditionNode,
  type ConditionRule,
  type ConditionValue,
  defaultValueFor,
  emptyGroup,
  operatorsFor,
  takesValue,
} from './conditionRules';

interface EditorProps {
  group: ConditionGroup;
  onChange(group: ConditionGroup): void;
  fields: EventField[];
  boardId: string | null;
  readOnly: boolean;
  /** Numbers the group's controls in their labels: 'Условие 2.1'. */
  path: string;
}

function newRule(fields: EventField[]): ConditionRule | null {
  const field = fields[0];
  if (!field) return null;
  return { kind: 'rule', field: field.key, operator: operatorsFor(field.type)[0]!, value: defaultValueFor(field.type) };
}

/** An AND/OR group of rules on the event's fields, and (at the top) groups nested one level down. */
export function ConditionGroupEditor({ group, onChange, fields, boardId, readOnly, path }: EditorProps) {
  const { t } = useFlowsTranslation();
  const nested = path !== '';
  const replaceChild = (index: number, child: ConditionNode | null) =>
    onChange({
      ...group,
      children:
        child === null ? group.children.filter((_, at) => at !== index) : group.children.map((old, at) => (at === index ? child : old)),
    });
  const addRule = () => {
    const rule = newRule(fields);
    if (rule) onChange({ ...group, children: [...group.children, rule] });
  };
  const groupLabel = nested ? t('conditions.groupNumbered', { number: path }) : t('conditions.group');

  return (
    <fieldset className="artel-flow-conditions" aria-label={groupLabel}>
      <div className="artel-flow-conditions__head">
        <HTMLSelect
          aria-label={t('conditions.combinatorOf', { group: groupLabel })}
          value={group.combinator}
          disabled={readOnly}
          onChange={(event) => onChange({ ...group, combinator: event.currentTarget.value === 'or' ? 'or' : 'and' })}
        >
          <option value="and">{t('conditions.and')}</option>
          <option value="or">{t('conditions.or')}</option>
        </HTMLSelect>
      </div>
      {group.children.length === 0 && <p className="bp6-text-muted">{t('conditions.none')}</p>}
      {group.children.map((child, index) => {
        const number = nested ? `${path}.${index + 1}` : String(index + 1);
        return child.kind === 'group' ? (
          <div key={index} className="artel-flow-conditions__nested">
            <ConditionGroupEditor
              group={child}
              onChange={(updated) => replaceChild(index, updated)}
              fields={fields}
              boardId={boardId}
              readOnly={readOnly}
              path={number}
            />
            {!readOnly && (
              <Button
                variant="minimal"
                intent="danger"
                icon="trash"
                text={t('conditions.removeGroup')}
                onClick={() => replaceChild(index, null)}
              />
            )}
          </div>
        ) : (
          <RuleRow
            key={index}
            rule={child}
            number={number}
            fields={fields}
            boardId={boardId}
            readOnly={readOnly}
            onChange={(rule) => replaceChild(index, rule)}
          />
        );
      })}
      {!readOnly && (
        <ButtonGroup variant="minimal">
          <Button icon="add" text={t('conditions.addRule')} disabled={fields.length === 0} onClick={addRule} />
          {!nested && (
            <Button
              icon="add-to-folder"
              text={t('conditions.addGroup')}
              disabled={fields.length === 0}
              onClick={() => {
                const rule = newRule(fields);
                onChange({
                  ...group,
                  children: [...group.children, { ...emptyGroup(group.combinator === 'and' ? 'or' : 'and'), children: rule ? [rule] : [] }],
                });
              }}
            />
          )}
        </ButtonGroup>
      )}
    </fieldset>
  );
}

function RuleRow({
  rule,
  number,
  fields,
  boardId,
  readOnly,
  onChange,
}: {
  rule: ConditionRule;
  number: string;
  fields: EventField[];
  boardId: string | null;
  readOnly: boolean;
  onChange(rule: ConditionRule | null): void;
}) {
  const { t, localized } = useFlowsTranslation();
  const field = fields.find((candidate) => candidate.key === rule.field);
  const operators = field ? operatorsFor(field.type) : [rule.operator];
  const valueLabel = t('conditions.valueOf', { number });

  const valueInput = (() => {
    if (!takesValue(rule.operator)) return null;
    const setValue = (value: ConditionValue) => onChange({ ...rule, value });
    switch (field?.type) {
      case 'number':
        return (
          <InputGroup
            aria-label={valueLabel}
            type="number"
            value={String(rule.value)}
            readOnly={readOnly}
            onValueChange={(text) => setValue(Number(text))}
          />
        );
      case 'boolean':
        return (
          <HTMLSelect
            aria-label={valueLabel}
            value={String(rule.value)}
            disabled={readOnly}
            onChange={(event) => setValue(event.currentTarget.value === 'true')}
          >
            <option value="true">{t('conditions.yes')}</option>
            <option value="false">{t('conditions.no')}</option>
          </HTMLSelect>
        );
      case 'enum':
        return (
          <HTMLSelect
            aria-label={valueLabel}
            value={String(rule.value)}
            disabled={readOnly}
            onChange={(event) => setValue(event.currentTarget.value)}
          >
            <option value="">{t('settings.notChosen')}</option>
            {(field.options ?? []).map((option) => (
              <option key={option.value} value={option.value}>
                {localized(option.label)}
              </option>
            ))}
          </HTMLSelect>
        );
      case 'member':
      case 'board':
      case 'column':
      case 'label':
      case 'partner':
      case 'article':
        return (
          <ChoiceSelect
            inputId={`condition-value-${number}`}
            ariaLabel={valueLabel}
            type={field.type}
            value={String(rule.value)}
            onChange={setValue}
            eventFields={[]}
            boardId={boardId}
            readOnly={readOnly}
          />
        );
      default:
        return <InputGroup aria-label={valueLabel} value={String(rule.value)} readOnly={readOnly} onValueChange={setValue} />;
    }
  })();

  return (
    <div className="artel-flow-conditions__rule">
      <HTMLSelect
        aria-label={t('conditions.fieldOf', { number })}
        value={rule.field}
        disabled={readOnly}
        onChange={(event) => {
          const next = fields.find((candidate) => candidate.key === event.currentTarget.value);
          if (next) onChange({ kind: 'rule', field: next.key, operator: operatorsFor(next.type)[0]!, value: defaultValueFor(next.type) });
        }}
      >
        {!field && <option value={rule.field}>{rule.field}</option>}
        {fields.map((candidate) => (
          <option key={candidate.key} value={candidate.key}>
            {localized(candidate.label)}
          </option>
        ))}
      </HTMLSelect>
      <HTMLSelect
        aria-label={t('conditions.operatorOf', { number })}
        value={rule.operator}
        disabled={readOnly}
        onChange={(event) => onChange({ ...rule, operator: event.currentTarget.value as ConditionRule['operator'] })}
      >
        {operators.map((operator) => (
          <option key={operator} value={operator}>
            {t(`conditions.operators.${operator}`)}
          </option>
        ))}
      </HTMLSelect>
      {valueInput}
      {!readOnly && (
        <Button variant="minimal" icon="cross" aria-label={t('conditions.removeRule', { number })} onClick={() => onChange(null)} />
      )}
    </div>
  );
}
