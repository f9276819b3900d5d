/** Module errors: SPEC §8 codes and messages, verbatim (they are developer-facing, logged and reported). */

export type ModuleErrorCode =
  | 'DUPLICATE_MODULE'
  | 'DEPENDENCY_ERROR'
  | 'CIRCULAR_DEPENDENCY'
  | 'MODULE_NOT_FOUND'
  | 'INVALID_STATE_TRANSITION'
  | 'LOAD_FAILED'
  | 'LOAD_TIMEOUT'
  | 'PERMISSION_DENIED'
  | 'INVALID_MODULE';

export class ModuleError extends Error {
  readonly code: ModuleErrorCode;
  readonly moduleId?: string;
  override readonly cause?: unknown;

  constructor(code: ModuleErrorCode, message: string, opts: { moduleId?: string; cause?: unknown } = {}) {
    super(message);
    this.name = 'ModuleError';
    this.code = code;
    if (opts.moduleId !== undefined) this.moduleId = opts.moduleId;
    if (opts.cause !== undefined) this.cause = opts.cause;
  }
}

/** The text of anything thrown, for messages that embed a cause. */
export function describeModuleFailure(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export const ModuleErrorMessages = {
  notFound: () => 'Module not found in registry',
  permissionDenied: (id: string) => `Permission denied to load module ${id}`,
  loadTimeout: (id: string, ms: number) => `Module ${id} loading timed out after ${ms}ms`,
  loadFailed: (id: string, cause: unknown) => `Failed to load module ${id}: ${describeModuleFailure(cause)}`,
  initFailed: (id: string, cause: unknown) => `Failed to initialize module ${id}: ${describeModuleFailure(cause)}`,
  fileNotFound: () => 'Module file not found',
  invalidTransition: () => 'Invalid state transition',
  idMismatch: () => 'Module ID mismatch',
  noInstall: () => 'Module does not provide install function',
  componentRegistered: () => 'Component already registered',
  routerUnavailable: () => 'Router not available for module enablement',
  duplicate: (id: string) => `Module ${id} is already registered`,
  missingDependencies: (id: string, missing: string[]) => `Module ${id} depends on missing modules: ${missing.join(', ')}`,
  inactiveDependencies: (id: string, inactive: string[]) => `Module ${id} depends on modules that are not active: ${inactive.join(', ')}`,
  circularDependency: (cycle: string[]) => `Circular dependency: ${cycle.join(' -> ')}`,
  requiredBy: (id: string, dependents: string[]) => `Module ${id} is required by: ${dependents.join(', ')}`,
  invalidDefinition: (errors: string[]) => `Invalid module definition: ${errors.join('; ')}`,
  noLifecycles: (id: string) => `Module ${id} does not export single-spa lifecycles (bootstrap, mount, unmount)`,
} as const;
