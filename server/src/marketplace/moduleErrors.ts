import { AppError } from '../http/errors';
import { type Locale, message } from '../http/messages';
import type { ConfigIssue } from './configOptions';

/** SPEC §8 'Module not found in registry': unknown ids, and ids that are no module at all. */
export const moduleNotFound = () => new AppError(404, 'MODULE_NOT_FOUND', 'MODULE_NOT_FOUND');

export const moduleBlocked = () => new AppError(403, 'module_blocked', 'module_blocked');

export const moduleNotEnabled = () => new AppError(403, 'module_not_enabled', 'module_not_enabled');

export const moduleNotInstalled = () => new AppError(404, 'module_not_installed', 'module_not_installed');

export const noUpdateAvailable = () => new AppError(409, 'no_update_available', 'no_update_available');

export const dependencyMissing = (id: string, missing: string[]) =>
  new AppError(409, 'DEPENDENCY_ERROR', 'module_dependency_missing', { params: { id, ids: missing.join(', ') }, details: { missing } });

export const dependencyInUse = (id: string, dependents: string[]) =>
  new AppError(409, 'DEPENDENCY_ERROR', 'module_dependency_in_use', {
    params: { id, ids: dependents.join(', ') },
    details: { dependents },
  });

export const dependencyUnknown = (id: string, unknown: string[]) =>
  new AppError(409, 'DEPENDENCY_ERROR', 'module_dependency_unknown', {
    params: { id, ids: unknown.join(', ') },
    details: { missing: unknown },
  });

export const circularDependency = (cycle: string[]) =>
  new AppError(409, 'CIRCULAR_DEPENDENCY', 'CIRCULAR_DEPENDENCY', { params: { cycle: cycle.join(' -> ') }, details: { cycle } });

/** 400 invalid_module_config: the message is the first problem; details list them all in the caller's language. */
export function invalidConfig(issues: ConfigIssue[], locale: Locale): AppError {
  const [first] = issues;
  if (!first) throw new Error('invalidConfig needs at least one issue');
  return new AppError(400, 'invalid_module_config', first.messageKey, {
    params: first.params,
    details: issues.map((issue) => ({ key: issue.key, rule: issue.rule, message: message(issue.messageKey, locale, issue.params) })),
  });
}
