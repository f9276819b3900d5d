/**
 * The condition editor's model and its json-logic form. The builder writes only the shapes below and reads
 * them back; a rule of any other shape (written by hand through the API) is reported as not editable.
 */
import type { EventFieldType, JsonLogicRule } from '../../api/flowTypes';

export type ConditionOperator = 'eq' | 'neq' | 'contains' | 'not_contains' | 'gt' | 'gte' | 'lt' | 'lte' | 'empty' | 'not_empty';

export type ConditionValue = string | number | boolean;

export interface ConditionRule {
  kind: 'rule';
  field: string;
  operator: ConditionOperator;
  value: ConditionValue;
}

export interface ConditionGroup {
  kind: 'group';
  combinator: 'and' | 'or';
  children: ConditionNode[];
}

export type ConditionNode = ConditionRule | ConditionGroup;

const OPERATORS_BY_TYPE: Record<EventFieldType, ConditionOperator[]> = {
  string: ['eq', 'neq', 'contains', 'not_contains', 'empty', 'not_empty'],
  number: ['eq', 'neq', 'gt', 'gte', 'lt', 'lte'],
  boolean: ['eq', 'neq'],
  date: ['gt', 'lt', 'empty', 'not_empty'],
  // A member field may hold one id or a list (a card's assignees): 'contains' reads both.
  member: ['contains', 'not_contains', 'eq', 'neq', 'empty', 'not_empty'],
  board: ['eq', 'neq'],
  column: ['eq', 'neq'],
  label: ['contains', 'not_contains', 'empty', 'not_empty'],
  partner: ['eq', 'neq', 'empty', 'not_empty'],
  article: ['eq', 'neq'],
  enum: ['eq', 'neq', 'empty', 'not_empty'],
};

export function operatorsFor(type: EventFieldType): ConditionOperator[] {
  return OPERATORS_BY_TYPE[type];
}

export function takesValue(operator: ConditionOperator): boolean {
  return operator !== 'empty' && operator !== 'not_empty';
}

export function defaultValueFor(type: EventFieldType): ConditionValue {
  if (type === 'number') return 0;
  if (type === 'boolean') return true;
  return '';
}

export function countRules(group: ConditionGroup): number {
  return group.children.reduce((sum, child) => sum + (child.kind === 'group' ? countRules(child) : 1), 0);
}

export function emptyGroup(combinator: 'and' | 'or' = 'and'): ConditionGroup {
  return { kind: 'group', combinator, children: [] };
}

const BINARY: Partial<Record<ConditionOperator, string>> = { eq: '==', neq: '!=', gt: '>', gte: '>=', lt: '<', lte: '<=' };
const BINARY_BACK = Object.fromEntries(Object.entries(BINARY).map(([operator, symbol]) => [symbol, operator])) as Record<
  string,
  ConditionOperator
>;

function ruleToJsonLogic({ field, operator, value }: ConditionRule): JsonLogicRule {
  const variable = { var: field };
  const symbol = BINARY[operator];
  if (symbol) return { [symbol]: [variable, value] };
  switch (operator) {
    case 'contains':
      return { in: [value, variable] };
    case 'not_contains':
      return { '!': { in: [value, variable] } };
    case 'empty':
      return { '!': variable };
    default:
      return { '!!': variable };
  }
}

export function toJsonLogic(node: ConditionNode): JsonLogicRule {
  if (node.kind === 'rule') return ruleToJsonLogic(node);
  return { [node.combinator]: node.children.map(toJsonLogic) };
}

/** The flow's conditions: none at all when the group has no rules. */
export function conditionsToJsonLogic(group: ConditionGroup): JsonLogicRule | null {
  return group.children.length === 0 ? null : toJsonLogic(group);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function variableName(value: unknown): string | null {
  return isRecord(value) && typeof value.var === 'string' && Object.keys(value).length === 1 ? value.var : null;
}

function isConditionValue(value: unknown): value is ConditionValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function onlyEntry(rule: unknown): [string, unknown] | null {
  if (!isRecord(rule)) return null;
  const entries = Object.entries(rule);
  return entries.length === 1 ? entries[0]! : null;
}

function parseIn(args: unknown): { field: string; value: ConditionValue } | null {
  if (!Array.isArray(args) || args.length !== 2) return null;
  const field = variableName(args[1]);
  return field !== null && isConditionValue(args[0]) ? { field, value: args[0] } : null;
}

function parseNode(rule: unknown): ConditionNode | null {
  const entry = onlyEntry(rule);
  if (!entry) return null;
  const [operator, args] = entry;
  if ((operator === 'and' || operator === 'or') && Array.isArray(args)) {
    const children = args.map(parseNode);
    return children.every((child): child is ConditionNode => child !== null) ? { kind: 'group', combinator: operator, children } : null;
  }
  const binary = BINARY_BACK[operator];
  if (binary && Array.isArray(args) && args.length === 2) {
    const field = variableName(args[0]);
    return field !== null && isConditionValue(args[1]) ? { kind: 'rule', field, operator: binary, value: args[1] } : null;
  }
  if (operator === 'in') {
    const parsed = parseIn(args);
    return parsed && { kind: 'rule', operator: 'contains', ...parsed };
  }
  if (operator === '!!') {
    const field = variableName(args);
    return field === null ? null : { kind: 'rule', field, operator: 'not_empty', value: '' };
  }
  if (operator === '!') {
    const field = variableName(args);
    if (field !== null) return { kind: 'rule', field, operator: 'empty', value: '' };
    const inner = onlyEntry(args);
    const parsed = inner?.[0] === 'in' ? parseIn(inner[1]) : null;
    return parsed && { kind: 'rule', operator: 'not_contains', ...parsed };
  }
  return null;
}

/**
 * The editor's group for a stored rule: null conditions are an empty AND group, a single rule becomes a group
 * of one. Answers null for a rule the builder cannot show.
 */
export function fromJsonLogic(rule: JsonLogicRule | null): ConditionGroup | null {
  if (rule === null) return emptyGroup();
  const node = parseNode(rule);
  if (!node) return null;
  return node.kind === 'group' ? node : { kind: 'group', combinator: 'and', children: [node] };
}
