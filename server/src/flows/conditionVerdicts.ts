/**
 * A test run's verdict on each condition of a flow: whether it held for the event and what the fields it reads
 * actually were, in words (a column's name rather than its id), so the user sees why a flow would or would not run.
 */
import type { FlowEvent } from '@artel/sdk/server';
import jsonLogic from 'json-logic-js';
import type { JsonLogicRule } from './flowDefinition';

export interface ConditionVerdict {
  rule: JsonLogicRule;
  passed: boolean;
  /** Each event field the condition reads, with its value as the user would name it. */
  actual: Array<{ field: string; value: string }>;
}

/** The `{"var": …}` names a rule reads, in order of first use. */
function fieldsOf(rule: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(rule)) {
    for (const item of rule) fieldsOf(item, found);
  } else if (rule && typeof rule === 'object') {
    for (const [operator, operand] of Object.entries(rule)) {
      const name = operator === 'var' ? (Array.isArray(operand) ? operand[0] : operand) : undefined;
      if (typeof name === 'string') found.add(name);
      else fieldsOf(operand, found);
    }
  }
  return found;
}

function plain(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) return value.map(plain).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A top-level "all of" is judged clause by clause; any other rule is one clause. */
export function conditionVerdicts(rule: JsonLogicRule | null, event: FlowEvent, words: Record<string, string>): ConditionVerdict[] {
  if (rule === null) return [];
  const clauses = Array.isArray(rule.and) ? (rule.and as JsonLogicRule[]) : [rule];
  return clauses.map((clause) => ({
    rule: clause,
    passed: jsonLogic.truthy(jsonLogic.apply(clause, event)),
    actual: [...fieldsOf(clause)].map((field) => ({ field, value: words[field] ?? plain(jsonLogic.apply({ var: field }, event)) })),
  }));
}
