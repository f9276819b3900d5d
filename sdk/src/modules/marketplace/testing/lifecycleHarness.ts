/** A module lifecycle on a real loader with a scripted SystemJS, single-spa and marketplace API, for Jest. */
import { createEventBus } from '../../../events/eventBus';
import { createModuleLoader, type ModuleApplication, type ModuleLoaderDeps } from '../../moduleLoader';
import { createModuleRegistry } from '../../registry/moduleRegistry';
import type { RetryPolicy } from '../../../retry/retryPolicies';
import type { InstalledModule } from '../../../types';
import { createModuleLifecycle, type LifecycleApi } from '../moduleLifecycle';

const quickRetry: RetryPolicy = { maxAttempts: 2, baseDelayMs: 0, maxDelayMs: 0, factor: 1, jitter: false };

export function installed(id: string, enabled = true, url = `/static/modules/${id}/${id}.aaa.js`): InstalledModule {
  return {
    moduleId: id,
    enabled,
    config: {},
    version: '1.0.0',
    url,
    integrity: `sha384-${id}`,
    definition: {
      id,
      name: id.toUpperCase(),
      version: '1.0.0',
      path: `/modules/${id}`,
      installMethod: 'upload',
      navigationItem: { id, path: '', title: id.toUpperCase(), icon: 'cube' },
    },
  };
}

function bundleOf(id: string) {
  return {
    definition: installed(id).definition,
    install: jest.fn(() => jest.fn()),
    bootstrap: jest.fn(async () => undefined),
    mount: jest.fn(async () => undefined),
    unmount: jest.fn(async () => undefined),
  };
}

/** `leaveModule` defaults to noting the module in `left`. */
export function setup({ leaveModule }: Pick<ModuleLoaderDeps, 'leaveModule'> = {}) {
  const registry = createModuleRegistry({ bus: createEventBus() });
  const served = new Map<string, () => Promise<unknown>>();
  const apps = new Map<string, ModuleApplication>();
  const system = {
    import: jest.fn((name: string) => (served.get(name) ?? (() => Promise.reject(new Error('404'))))()),
    addImportMap: jest.fn(),
    forget: jest.fn(),
  };
  const left: string[] = [];
  const loader = createModuleLoader({
    system,
    singleSpa: {
      registerApplication: (config) => void apps.set(config.name, config),
      unregisterApplication: async (name) => apps.delete(name),
      getAppNames: () => [...apps.keys()],
    },
    registry,
    retryPolicy: quickRetry,
    userPermissions: () => [],
    createModuleSdk: (moduleId) => ({ moduleId }),
    leaveModule: leaveModule ?? ((moduleId) => void left.push(moduleId)),
  });
  let workspaceList: InstalledModule[] = [];
  const api = {
    workspaceModules: jest.fn(async () => workspaceList),
    enable: jest.fn(async (id: string) => ({ success: true as const, module: installed(id) })),
    disable: jest.fn(async (id: string) => ({ success: true as const, module: installed(id, false) })),
    updateConfig: jest.fn(async (id: string, config: Record<string, unknown>) => ({
      success: true as const,
      module: { ...installed(id), config },
    })),
    update: jest.fn(),
  } satisfies LifecycleApi;
  const lifecycle = createModuleLifecycle({ loader, api });
  const serve = (id: string) => {
    const bundle = bundleOf(id);
    served.set(`@artel-module/${id}`, () => Promise.resolve(bundle));
    return bundle;
  };
  const setWorkspaceList = (list: InstalledModule[]) => {
    workspaceList = list;
  };
  return { registry, apps, system, api, lifecycle, serve, setWorkspaceList, left, served };
}
