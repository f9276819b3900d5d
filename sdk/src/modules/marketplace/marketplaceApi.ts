/** The marketplace calls of SPEC §7 (and the developer and admin calls beside them), one function each. */
import { api } from '../../api/apiClient';
import type { InstalledModule } from '../../types';
import type {
  AdminCatalogModule,
  CatalogModule,
  DeveloperModule,
  ModuleCategory,
  ModuleChangeResult,
  ModuleUpdate,
  ModuleUpdateResult,
  PlatformDeveloper,
  PublishModuleInput,
} from './marketplaceTypes';

const BASE = '/marketplace';

function modulePath(id: string, action?: string): string {
  const path = `${BASE}/modules/${encodeURIComponent(id)}`;
  return action ? `${path}/${action}` : path;
}

export const marketplaceApi = {
  catalog: async (): Promise<CatalogModule[]> => (await api.get<{ modules: CatalogModule[] }>(`${BASE}/modules`)).modules,
  module: async (id: string): Promise<CatalogModule> => (await api.get<{ module: CatalogModule }>(modulePath(id))).module,
  search: async (q: string): Promise<CatalogModule[]> =>
    (await api.get<{ modules: CatalogModule[] }>(`${BASE}/modules/search`, { query: { q } })).modules,
  byCategory: async (category: string): Promise<CatalogModule[]> =>
    (await api.get<{ modules: CatalogModule[] }>(`${BASE}/modules/category/${encodeURIComponent(category)}`)).modules,
  categories: async (): Promise<ModuleCategory[]> => (await api.get<{ categories: ModuleCategory[] }>(`${BASE}/categories`)).categories,
  /** Never cached: the module loader acts on it. */
  workspaceModules: async (): Promise<InstalledModule[]> =>
    (await api.get<{ modules: InstalledModule[] }>(`${BASE}/workspace/modules`, { cache: false })).modules,
  prefetchWorkspaceModules: async (workspaceId: string): Promise<InstalledModule[]> =>
    (await api.prefetch<{ modules: InstalledModule[] }>(`${BASE}/workspace/modules`, { workspaceId })).modules,
  enable: (id: string, config?: Record<string, unknown>) =>
    api.post<ModuleChangeResult>(modulePath(id, 'enable'), config ? { config } : {}),
  disable: (id: string) => api.post<ModuleChangeResult>(modulePath(id, 'disable'), {}),
  updateConfig: (id: string, config: Record<string, unknown>) => api.put<ModuleChangeResult>(modulePath(id, 'config'), { config }),
  updates: async (): Promise<ModuleUpdate[]> => (await api.get<{ updates: ModuleUpdate[] }>(`${BASE}/updates`, { cache: false })).updates,
  update: (id: string) => api.post<ModuleUpdateResult>(modulePath(id, 'update'), {}),
  publish: (input: PublishModuleInput) => api.post<{ module: DeveloperModule; warnings?: string[] }>(`${BASE}/developer/modules`, input),
  myModules: async (): Promise<DeveloperModule[]> =>
    (await api.get<{ modules: DeveloperModule[] }>(`${BASE}/developer/modules`, { cache: false })).modules,
  adminModules: async (): Promise<AdminCatalogModule[]> =>
    (await api.get<{ modules: AdminCatalogModule[] }>(`${BASE}/admin/modules`, { cache: false })).modules,
  block: (id: string) => api.post<{ success: true; module: CatalogModule }>(`${BASE}/admin/modules/${encodeURIComponent(id)}/block`, {}),
  unblock: (id: string) =>
    api.post<{ success: true; module: CatalogModule }>(`${BASE}/admin/modules/${encodeURIComponent(id)}/unblock`, {}),
  approve: (id: string) =>
    api.post<{ success: true; module: CatalogModule }>(`${BASE}/admin/modules/${encodeURIComponent(id)}/approve`, {}),
  developers: async (): Promise<PlatformDeveloper[]> =>
    (await api.get<{ developers: PlatformDeveloper[] }>(`${BASE}/admin/developers`, { cache: false })).developers,
  grantDeveloper: async (email: string): Promise<PlatformDeveloper[]> =>
    (await api.post<{ developers: PlatformDeveloper[] }>(`${BASE}/admin/developers`, { email })).developers,
  revokeDeveloper: async (userId: string): Promise<PlatformDeveloper[]> =>
    (await api.delete<{ developers: PlatformDeveloper[] }>(`${BASE}/admin/developers/${encodeURIComponent(userId)}`)).developers,
};
