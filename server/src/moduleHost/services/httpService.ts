import type { HttpService, ModuleRoutes, PublicRouteOptions } from '@artel/sdk/server';
import { requestLocale } from '../../http/errors';

export interface DeclaredRoutes {
  guarded: ModuleRoutes[];
  public: Array<{ plugin: ModuleRoutes; options: PublicRouteOptions }>;
}

/** Collects what the module declares in `register`; the host mounts it afterwards (moduleHost.ts). */
export function httpService(moduleId: string, declared: DeclaredRoutes): HttpService {
  return {
    routes: (plugin) => {
      declared.guarded.push(plugin);
    },
    publicRoutes: (plugin, options = {}) => {
      declared.public.push({ plugin, options });
    },
    context: (request) => {
      const context = request.moduleContext;
      if (!context || context.moduleId !== moduleId) throw new Error(`No ${moduleId} module context: is this a public route?`);
      return context;
    },
    locale: requestLocale,
  };
}
