/** Shapes shared by the shell, the modules, the root config and (by copy of the wire format) the server. SPEC §3. */
import type { WorkspaceRole } from './permissions/rolePermissions';

export type PlatformRole = 'user' | 'admin';

export interface User {
  id: string;
  name: string;
  email: string;
  role: PlatformRole;
  /** '*' means every permission. */
  permissions: string[];
  preferredLegalEntityId: string | null;
  preferredWorkspaceId: string | null;
  /** The interface language chosen in the profile; null or absent: the browser's choice. */
  language?: 'ru' | 'en' | null;
  /** IANA time zone chosen in the profile; null or absent: the browser's. */
  timeZone?: string | null;
  /** Telegram username without the @. */
  telegramUsername?: string | null;
  /** The picture the user uploaded; null or absent: initials. */
  avatarUrl?: string | null;
}

/** Wire format of POST /auth/login, /auth/register and /auth/refresh (SPEC §7). */
export interface AuthResponse {
  user: User;
  access_token: string;
  refresh_token: string;
  /** Seconds until the access token expires. */
  expires_in: number;
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds when the access token expires. */
  expiresAt: number;
}

export type NavigationSection = 'main' | 'modules' | 'admin' | 'workspace' | 'footer';

export interface NavigationItem {
  id: string;
  path: string;
  title: string;
  icon: string;
  section: NavigationSection;
  position?: number;
  requiresAuth?: boolean;
  permissions?: string[];
  moduleId?: string;
  badge?: string | number;
  disabled?: boolean;
  hidden?: boolean;
  meta?: Record<string, unknown>;
}

export interface ModuleConfigOption {
  key: string;
  type: 'string' | 'number' | 'boolean' | 'enum';
  default: unknown;
  label?: Record<string, string>;
  min?: number;
  max?: number;
  values?: string[];
}

export interface ModuleRouteDefinition {
  path: string;
  title?: string;
  permissions?: string[];
}

/**
 * A page's first requests, named so the platform can ask for them while it starts when the user lands on
 * that page: the page then finds its data already on the way instead of asking once the module has loaded.
 */
export interface ModuleRoutePreload {
  /** The page's path under the module's path, with :params, e.g. 'boards/:id'. */
  route: string;
  /** GET paths under /api/v1/modules/{id}/ using the route's params, e.g. 'boards/:id'. */
  requests: string[];
  /**
   * The page's lazy chunks by their webpackChunkName, e.g. 'kanban-board': for a module built with the platform,
   * index.html's boot script preloads them with the module's bundle.
   */
  chunks?: string[];
}

export interface ModuleWidgetDefinition {
  id: string;
  title: string;
  defaultSize?: { w: number; h: number };
  minSize?: { w: number; h: number };
  maxSize?: { w: number; h: number };
}

export type InstallMethod = 'bundled' | 'url' | 'upload';

export interface ModuleDefinition {
  id: string;
  name: string;
  version: string;
  path: string;
  installMethod?: InstallMethod;
  description?: string;
  tags?: string[];
  icon?: string;
  color?: string;
  navigationItem?: Omit<NavigationItem, 'section'> & { section?: NavigationSection };
  requiredPermissions?: string[];
  /**
   * The module's own permissions ('wiki.edit') with the workspace roles that hold each by default; the server's
   * `permissions.can/require` and the pages' guards (`modulePermissions`) both decide by them.
   */
  permissions?: Record<string, WorkspaceRole[]>;
  dependencies?: string[];
  routes?: ModuleRouteDefinition[];
  widgets?: ModuleWidgetDefinition[];
  preloads?: ModuleRoutePreload[];
  config?: ModuleConfigOption[];
  isolated?: boolean;
  lifecycle?: Record<string, unknown>;
}

/** One row of GET /api/v1/marketplace/workspace/modules. */
export interface InstalledModule {
  moduleId: string;
  enabled: boolean;
  config: Record<string, unknown>;
  version: string;
  /** Content-hashed URL of the module's SystemJS bundle. */
  url: string;
  /** SRI hash of the bundle, e.g. 'sha384-…'. */
  integrity: string;
  definition: ModuleDefinition;
  /** The module's name per language, from its manifest's `translations` (the definition's own name otherwise). */
  names?: Partial<Record<'ru' | 'en', string>>;
}

export interface ErrorReport {
  errorId: string;
  message: string;
  stack?: string;
  timestamp: string;
  userAgent: string;
  url: string;
  component?: string;
}

/** The one error body every server route answers with (ARCHITECTURE §4). */
export interface ServerErrorBody {
  error: { code: string; message: string; statusCode: number; details?: unknown };
}
