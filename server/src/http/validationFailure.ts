/**
 * Turns issues found by the shared sdk validators into the 400 answer, with each issue's text in the
 * request's language from the sdk's own dictionaries, so the form and the server say the same thing.
 */
import { type ValidationIssue, validationMessagesEn, validationMessagesRu } from '@artel/sdk/shared';
import { AppError } from './errors';
import type { Locale } from './messages';

interface IssueDetail {
  field: string;
  key: string;
  message: string;
}

const dictionaries: Record<Locale, unknown> = { ru: validationMessagesRu, en: validationMessagesEn };

function lookUp(dictionary: unknown, key: string): string | undefined {
  let node = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The issue's text with i18next-style {{params}} filled; the key itself if a dictionary lacks it. */
function issueMessage(issue: Pick<ValidationIssue, 'key' | 'params'>, locale: Locale): string {
  const template = lookUp(dictionaries[locale], issue.key) ?? issue.key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    issue.params && name in issue.params ? String(issue.params[name]) : whole,
  );
}

function issueDetails(issues: readonly ValidationIssue[], locale: Locale): IssueDetail[] {
  return issues.map((issue) => ({ field: issue.field, key: issue.key, message: issueMessage(issue, locale) }));
}

/** Throws the 400 validation_error when the sdk validator found anything. */
export function rejectIssues(issues: readonly ValidationIssue[], locale: Locale): void {
  if (issues.length > 0) {
    throw new AppError(400, 'validation_error', 'validation_error', { details: issueDetails(issues, locale) });
  }
}
