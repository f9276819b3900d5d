import type { ApiClient } from '../api/apiClient';
import { api } from '../api/apiClient';
import { type EventBus, eventBus } from '../events/eventBus';
import { addTranslations, i18n, type NamespaceTranslations } from '../i18n/i18n';
import { registerNavigationItem, removeNavigationItem } from '../navigation/navigationRegistry';
import { navigate } from '../router/router';
import { $user } from '../session/sessionModel';
import { showToast } from '../toasts/toastModel';
import type { NavigationItem } from '../types';
import { type ModuleRoute, registerRoutes } from './moduleRoutes';

/**
 * What `install(sdk)` receives: the platform's services, already scoped to the module where scope
 * matters (its i18n namespace, its routes, its API prefix). A module may also import the same
 * services from '@artel/sdk' directly; this object just saves it from repeating its own id.
 */
export interface ModuleSdk {
  moduleId: string;
  api: ApiClient;
  /** Requests under /api/v1/modules/{moduleId}. */
  moduleApiPath(path: string): string;
  events: EventBus;
  addTranslations(translations: NamespaceTranslations): void;
  t(key: string, options?: Record<string, unknown>): string;
  registerRoutes(routes: readonly ModuleRoute[]): () => void;
  /** Extra navigation items beyond the definition's own; ids are prefixed with the module id. */
  registerNavigationItem(item: NavigationItem): () => void;
  navigate: typeof navigate;
  showToast: typeof showToast;
  $user: typeof $user;
}

export function createModuleSdk(moduleId: string): ModuleSdk {
  return {
    moduleId,
    api,
    moduleApiPath: (path) => `/modules/${moduleId}/${path.replace(/^\/+/, '')}`,
    events: eventBus,
    addTranslations: (translations) => addTranslations(moduleId, translations),
    t: (key, options) => i18n.t(key, { ns: moduleId, ...options }),
    registerRoutes: (routes) => registerRoutes(moduleId, routes),
    registerNavigationItem(item) {
      const registered = registerNavigationItem({ ...item, id: `${moduleId}.${item.id}`, moduleId });
      return () => removeNavigationItem(registered.id);
    },
    navigate,
    showToast,
    $user,
  };
}
