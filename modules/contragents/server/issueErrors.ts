/**
 * Turns validation issues into the platform's error answer in the caller's language: the first problem is the
 * message (a person reads one sentence), every problem is in `details.fields` for a form to mark its fields.
 * Keys under `validation.` are the SDK's requisites messages; the rest are the module's.
 */
import {
  fillMessage,
  type Locale,
  type MessageParams,
  type MessagesService,
  ModuleError,
  validationMessagesEn,
  validationMessagesRu,
} from '@artel/sdk/server';
import type { DocumentIssue } from '../shared/documents/issues';

const STATE_PARAMS = new Set(['from', 'to', 'state']);

function sdkMessage(key: string, locale: Locale): string | undefined {
  let node: unknown = locale === 'ru' ? validationMessagesRu : validationMessagesEn;
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export function issueText(messages: MessagesService, issue: DocumentIssue, locale: Locale): string {
  const params: MessageParams = {};
  for (const [name, value] of Object.entries(issue.params ?? {})) {
    params[name] = STATE_PARAMS.has(name) ? messages.t(`states.${value}`, locale) : value;
  }
  const sdk = issue.key.startsWith('validation.') ? sdkMessage(issue.key, locale) : undefined;
  // The SDK's texts are written for i18next ({{name}}); the module's for fillMessage ({name}).
  return sdk !== undefined ? fillMessage(sdk.replace(/\{\{(\w+)\}\}/g, '{$1}'), params) : messages.t(issue.key, locale, params);
}

export function issuesError(messages: MessagesService, issues: readonly DocumentIssue[], locale: Locale, status = 400): ModuleError {
  const fields = issues.map((issue) => ({ field: issue.field, code: issue.key, message: issueText(messages, issue, locale) }));
  const [first] = issues;
  if (!first) throw new Error('issuesError needs at least one issue');
  return new ModuleError(status, first.key, (language) => issueText(messages, first, language), { fields });
}
