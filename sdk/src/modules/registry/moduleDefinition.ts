/** The checks a loaded bundle must pass (ARCHITECTURE §3), beside SPEC §5's definition rules. */
import type { LifeCycles } from 'single-spa';
import type { ModuleDefinition } from '../../types';
import { ModuleError, ModuleErrorMessages } from './moduleErrors';

export {
  MODULE_DEPENDENCY_WARNING_LIMIT,
  MODULE_ID_PATTERN,
  type ModuleDefinitionValidation,
  RESERVED_MODULE_PREFIXES,
  validateModuleDefinition,
} from './moduleDefinitionRules';

export type ModuleCleanup = () => void;
/** What a module's `install(sdk)` may return: its cleanup, now or once async setup is done. */
export type ModuleInstallResult = ModuleCleanup | void | Promise<ModuleCleanup | void>;
export type ModuleInstall<Sdk = unknown> = (sdk: Sdk) => ModuleInstallResult;

/** Props the module loader gives every module application (its single-spa customProps). */
export interface ModuleAppProps {
  moduleId?: string;
  domElement?: HTMLElement;
  /** Counts a module failure against the module (SPEC §4: deactivated after 10 errors). */
  reportError?: (error: unknown) => void;
}

/** The exports of a module bundle once checked (ARCHITECTURE §3). */
export interface LoadedModule<Sdk = unknown> extends LifeCycles<ModuleAppProps> {
  definition: ModuleDefinition;
  install: ModuleInstall<Sdk>;
}

function isLifecycle(value: unknown): boolean {
  return typeof value === 'function' || (Array.isArray(value) && value.every((fn) => typeof fn === 'function'));
}

/** Checks what SystemJS gave back for module `expectedId`; a bundle may also put everything on `default`. */
export function assertLoadedModule(expectedId: string, moduleExports: unknown): LoadedModule {
  const namespace = (moduleExports ?? {}) as Record<string, unknown>;
  const candidate = (
    namespace.definition === undefined && typeof namespace.default === 'object' && namespace.default !== null
      ? namespace.default
      : namespace
  ) as Record<string, unknown>;
  const definition = candidate.definition as ModuleDefinition | undefined;
  if (definition?.id !== expectedId) {
    throw new ModuleError('INVALID_MODULE', ModuleErrorMessages.idMismatch(), { moduleId: expectedId });
  }
  if (typeof candidate.install !== 'function') {
    throw new ModuleError('INVALID_MODULE', ModuleErrorMessages.noInstall(), { moduleId: expectedId });
  }
  if (!isLifecycle(candidate.bootstrap) || !isLifecycle(candidate.mount) || !isLifecycle(candidate.unmount)) {
    throw new ModuleError('INVALID_MODULE', ModuleErrorMessages.noLifecycles(expectedId), { moduleId: expectedId });
  }
  return candidate as unknown as LoadedModule;
}

const components = new Map<string, unknown>();

/** Named components that modules share through the SDK (widgets, panels); a name is taken once. */
export function registerComponent<C>(name: string, component: C): () => void {
  if (components.has(name)) throw new Error(ModuleErrorMessages.componentRegistered());
  components.set(name, component);
  return () => {
    if (components.get(name) === component) components.delete(name);
  };
}

export function getRegisteredComponent<C = unknown>(name: string): C | undefined {
  return components.get(name) as C | undefined;
}
