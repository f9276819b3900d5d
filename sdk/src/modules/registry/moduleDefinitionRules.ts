/**
 * SPEC §5 'Module definition' rules. Dependency-free (no DOM, no single-spa types), so the server checks uploads
 * with the very same function through `@artel/sdk/shared`.
 */
export interface ModuleDefinitionValidation {
  valid: boolean;
  errors: string[];
  warnings: string[];
}

export const MODULE_ID_PATTERN = /^[a-z0-9.-]{3,50}$/;
export const RESERVED_MODULE_PREFIXES = ['core', 'shell', 'system', 'admin', 'api'] as const;
export const MODULE_DEPENDENCY_WARNING_LIMIT = 10;
const INSTALL_METHODS = ['bundled', 'url', 'upload'];
const SEMVER_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const REQUIRED_FIELDS = ['id', 'name', 'version', 'installMethod'] as const;
const TEXT_FIELDS = ['id', 'name', 'version', 'path'] as const;

export function validateModuleDefinition(def: unknown): ModuleDefinitionValidation {
  if (typeof def !== 'object' || def === null) {
    return { valid: false, errors: ['Module definition must be an object'], warnings: [] };
  }
  const fields = def as Record<string, unknown>;
  const errors: string[] = [];
  const warnings: string[] = [];

  for (const field of REQUIRED_FIELDS) {
    if (fields[field] === undefined || fields[field] === null || fields[field] === '') {
      errors.push(`Missing required field: ${field}`);
    }
  }
  for (const field of TEXT_FIELDS) {
    if (fields[field] !== undefined && typeof fields[field] !== 'string') errors.push(`Field ${field} must be a string`);
  }

  const { id, version, installMethod, dependencies } = fields;
  if (typeof id === 'string' && id !== '') {
    if (!MODULE_ID_PATTERN.test(id)) {
      errors.push(`Invalid module id "${id}": use 3-50 lowercase letters, digits, hyphens or dots`);
    }
    const reserved = RESERVED_MODULE_PREFIXES.find((prefix) => id.startsWith(prefix));
    if (reserved) warnings.push(`Module id "${id}" uses the reserved prefix "${reserved}"`);
  }
  if (typeof version === 'string' && version !== '' && !SEMVER_PATTERN.test(version)) {
    errors.push(`Invalid version "${version}": expected a semantic version such as 1.0.0`);
  }
  if (installMethod !== undefined && installMethod !== null && !INSTALL_METHODS.includes(installMethod as string)) {
    errors.push(`Invalid install method "${String(installMethod)}": expected ${INSTALL_METHODS.join(', ')}`);
  }
  if (dependencies !== undefined) {
    if (!Array.isArray(dependencies) || dependencies.some((dep) => typeof dep !== 'string')) {
      errors.push('Field dependencies must be a list of module ids');
    } else {
      if (typeof id === 'string' && dependencies.includes(id)) errors.push('Module cannot depend on itself');
      if (dependencies.length > MODULE_DEPENDENCY_WARNING_LIMIT) {
        warnings.push(`Module has more than ${MODULE_DEPENDENCY_WARNING_LIMIT} dependencies`);
      }
    }
  }
  errors.push(...preloadErrors(fields.preloads));
  return { valid: errors.length === 0, errors, warnings };
}

/** webpackChunkName values: letters, digits, '-' and '_'. */
function chunkNames(chunks: unknown): boolean {
  return (
    chunks === undefined || (Array.isArray(chunks) && chunks.every((chunk) => typeof chunk === 'string' && /^[A-Za-z0-9_-]+$/.test(chunk)))
  );
}

/** A preload names a page of the module and requests under the module's own API, nothing outside them. */
function preloadErrors(preloads: unknown): string[] {
  if (preloads === undefined) return [];
  const relative = (value: unknown) =>
    typeof value === 'string' && value !== '' && !value.startsWith('/') && !value.includes('..') && !value.includes('://');
  const valid =
    Array.isArray(preloads) &&
    preloads.every(
      (preload) =>
        typeof preload === 'object' &&
        preload !== null &&
        relative((preload as Record<string, unknown>).route) &&
        Array.isArray((preload as Record<string, unknown>).requests) &&
        ((preload as Record<string, unknown>).requests as unknown[]).every(relative) &&
        chunkNames((preload as Record<string, unknown>).chunks),
    );
  return valid ? [] : ['Field preloads must be a list of { route, requests, chunks? } with paths relative to the module'];
}
