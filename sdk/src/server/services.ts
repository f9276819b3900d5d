/**
 * The services a bundled module's server half receives in `register` (ARCHITECTURE §3c). The module never
 * imports the host: everything it may do to the platform is one of these. Backstage's backend plugins and
 * their `coreServices` are the model.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawServerDefault } from 'fastify';
import type { NotificationCategory, NotificationPriority, NotificationType } from '../notifications/notificationTypes';
import type { DeclaredPermissions, PermissionName } from '../permissions/modulePermissions';
import type { WorkspacePermission, WorkspaceRole } from '../permissions/rolePermissions';
import type { AnalyticsService } from './analytics';
import type { BoardRow } from './coreTables';
import type { FlowsService } from './flows';
import type { Locale, LocalisedText, MessageParams, ModuleError } from './moduleError';
import type { OutboundHttp } from './outbound';
import type { ServiceRef } from './serviceRef';

/** Drizzle over the platform's database, without the platform's schema: a module queries its own tables. */
export type ModuleOrm = PgDatabase<PgQueryResultHKT>;

/** A Fastify scope with TypeBox schemas, mounted under /api/v1/modules/<id> (or …/<id>/public). */
export type ModuleRouter = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>;

export type ModuleRoutes = (router: ModuleRouter) => Promise<void>;

/** The workspace's config of the module (manifest configOptions), complete with defaults. */
export type ModuleConfig = Record<string, unknown>;

/** Who is asking, in which workspace, with which config and language: set before any guarded handler runs. */
export interface ModuleRequestContext {
  moduleId: string;
  userId: string;
  workspaceId: string;
  role: WorkspaceRole;
  /** The user's own platform permissions ('*' for a platform administrator), checked before any role. */
  userPermissions: readonly string[];
  /** The module's manifest `permissions` (of the version the workspace runs): what each workspace role holds. */
  declaredPermissions: DeclaredPermissions;
  config: ModuleConfig;
  locale: Locale;
}

export interface PublicRouteOptions {
  /** Requests per client address per window; default 60 per minute. */
  rateLimit?: { max: number; windowMs: number };
}

export interface HttpService {
  /**
   * Routes under /api/v1/modules/<id>. Every request reaching them is signed in and comes from a member of the
   * X-Workspace-ID (or ?workspaceId=) workspace that has the module enabled; others get 401/404/403 first.
   */
  routes(plugin: ModuleRoutes): void;
  /**
   * The explicit opt-out for callers that cannot sign in (a webhook): routes under /api/v1/modules/<id>/public,
   * without the guard, rate-limited per client address. A handler there has no context and must check the caller itself.
   */
  publicRoutes(plugin: ModuleRoutes, options?: PublicRouteOptions): void;
  /** The caller's context in a guarded route. */
  context(request: FastifyRequest): ModuleRequestContext;
  /** The request's language (Accept-Language, Russian by default); public routes too. */
  locale(request: FastifyRequest): Locale;
}

/** Acting for a user outside a request (a bot's message, a job, another module's call). */
export interface ContextsService {
  /** The context the guard would give that user in that workspace; null where it would refuse them. */
  forUser(workspaceId: string, userId: string, locale?: Locale): Promise<ModuleRequestContext | null>;
}

export interface DbService {
  /**
   * The module's tables (named `<id>_…`, created by its migrations) and read-only references to the platform's
   * (`coreTables`). A transaction handle is a ModuleOrm too.
   */
  readonly orm: ModuleOrm;
  readonly kind: 'pglite' | 'postgres';
  /**
   * On embedded PGlite, which only this process uses, a count that moves with every write: a read whose count
   * has not moved since it started is still what the database holds, so it may be kept in memory until the
   * count moves. Null on PostgreSQL, where other instances write too.
   */
  writeCount(): number | null;
}

export interface Member {
  userId: string;
  name: string;
  email: string;
  role: WorkspaceRole;
}

export interface UserSummary {
  id: string;
  name: string;
  email: string;
}

export interface MembersService {
  list(workspaceId: string): Promise<Member[]>;
  get(workspaceId: string, userId: string): Promise<Member | null>;
  /** The members among these ids; ids of non-members are left out. */
  byIds(workspaceId: string, userIds: readonly string[]): Promise<Member[]>;
  byEmail(workspaceId: string, email: string): Promise<Member | null>;
  /** Any user's display name and e-mail (an actor, an author who has left since). */
  user(userId: string): Promise<UserSummary | null>;
}

/** A board of the caller's workspace that they may view, with what they may do on it (SPEC §6). */
export interface BoardGrant {
  board: BoardRow;
  /** The caller's own board role, if they have one. */
  boardRole: string | null;
  permissions: ReadonlySet<WorkspacePermission>;
}

export interface PermissionScope {
  boardId?: string;
  /** A board grant already read (`board`, `grantOn`): decided on it, without reading the board again. */
  board?: BoardGrant;
}

export interface PermissionsService {
  /**
   * The one check of SPEC §6 for every module. A module's own name ('wiki.edit'): the user's '*', then
   * '<module>.*', then the name granted to them, then their workspace role's default in the manifest's
   * `permissions`. SPEC's names ('edit_card'): the user's '*', then the workspace role, then on a board its own
   * grants or the board role.
   */
  can(context: ModuleRequestContext, permission: PermissionName, scope?: PermissionScope): Promise<boolean>;
  /** As `can`, throwing 403 forbidden (SPEC §8's «Недостаточно прав») when not. */
  require(context: ModuleRequestContext, permission: PermissionName, scope?: PermissionScope): Promise<void>;
  /** The board with the caller's rights on it; null when it is not in the workspace or they may not view it. */
  board(context: ModuleRequestContext, boardId: string): Promise<BoardGrant | null>;
  /**
   * As `board`, for a row of coreTables.boards the module read itself (with its own state, in one query): null
   * when it is not of the context's workspace or the caller may not view it.
   */
  grantOn(context: ModuleRequestContext, board: BoardRow): Promise<BoardGrant | null>;
  /** Every board of the workspace the caller may view. */
  boards(context: ModuleRequestContext): Promise<BoardGrant[]>;
}

/** Writes to the platform's boards (SPEC §3 'Board'); checking the caller's rights is the module's job. */
export interface BoardsService {
  update(boardId: string, changes: { name?: string; description?: string }, tx?: ModuleOrm): Promise<BoardRow>;
  delete(boardId: string, tx?: ModuleOrm): Promise<void>;
  /**
   * For a module that keeps boards' content and archives them (kanban): answers which of these boards of one
   * workspace it holds archived, and since when. The platform's own board list (GET /workspaces/{id}/boards)
   * asks every such module, so the workspace page can tell active boards from archived ones without reading
   * a module's tables. One answerer per module; registering again replaces it.
   */
  reportArchived(archivedSince: BoardArchiveQuery): void;
  /** Runs after a board is created (kanban gives it its default columns). One hook per module; again replaces it. */
  onCreated(hook: BoardCreatedHook): void;
}

/** A board just created, by whom and in which language they work (for the names a module gives its parts). */
export interface NewBoard {
  boardId: string;
  workspaceId: string;
  createdById: string;
  locale: Locale;
}

export type BoardCreatedHook = (board: NewBoard) => Promise<void>;

/** Board id → when it was archived, for the boards among `boardIds` that are archived; the rest are left out. */
export type BoardArchiveQuery = (workspaceId: string, boardIds: readonly string[]) => Promise<ReadonlyMap<string, Date>>;

/** A notification type the module sends, with the category it gets unless the sender names one. */
export interface ModuleNotificationType {
  type: NotificationType;
  category: NotificationCategory;
}

/**
 * What a notification tells of, which its recipient must be allowed to see at the moment it is sent (SPEC §6):
 * a permission as `permissions.can` decides it (SPEC's or the module's own), on one board when `boardId` is
 * given, or the module's own check of the recipient's context. Titles and messages carry content (a card's title, a
 * comment's words), so a recipient who may not see it gets nothing: no stored notification, no live push.
 */
export type NotificationSubject =
  { permission: PermissionName; boardId?: string } | { mayRead(reader: ModuleRequestContext): boolean | Promise<boolean> };

export interface NotificationInput {
  userId: string;
  /** One of the types the module declared. */
  type: NotificationType;
  /** 1-200 characters: per language (`inEveryLanguage(messages, key)`) so that each reader sees theirs, or one for all. */
  title: LocalisedText | string;
  /** 0-2000 characters, per language or one for all. */
  message: LocalisedText | string;
  workspaceId?: string | null;
  priority?: NotificationPriority;
  category?: NotificationCategory;
  /** `targetUrl` is an in-app path ('/…'); other keys are kept. */
  data?: { targetUrl?: string; clickable?: boolean } & Record<string, unknown>;
  /**
   * What the recipient must be allowed to see in `workspaceId` (required with it). Without it, a notification of
   * a workspace still reaches only a member of it who could use the module there now.
   */
  about?: NotificationSubject;
}

export interface NotificationsService {
  /**
   * Stores it and pushes it live on every instance unless the recipient's preferences say no, or the recipient
   * may not see what it is `about` (then nothing happens). Call after your transaction.
   */
  send(input: NotificationInput): Promise<void>;
}

/** A live event: ids and small values, never content, since every subscriber of the workspace receives it. */
export type RealtimeEvent = { kind: string } & Record<string, unknown>;

export interface RealtimeService {
  /** To every socket subscribed to the workspace, on every instance. JSON under 7 KB. */
  publishToWorkspace(workspaceId: string, event: RealtimeEvent): Promise<void>;
  /** To the viewers of one board: the workspace's sockets, with `boardId` set so clients keep their board's events. */
  publishToBoard(workspaceId: string, boardId: string, event: RealtimeEvent): Promise<void>;
}

/**
 * Bytes per workspace in a named bucket of the module. Keys are `/`-separated segments of letters, digits,
 * `.`, `_` and `-`. Stored in DATA_DIR by default and in PostgreSQL with DATABASE_URL, so every instance serves every file.
 */
export interface FileBucket {
  put(workspaceId: string, key: string, bytes: Buffer): Promise<void>;
  /** null when there is no such file. */
  get(workspaceId: string, key: string): Promise<Buffer | null>;
  delete(workspaceId: string, key: string): Promise<void>;
  /** Every file whose key starts with `prefix/`. */
  deleteFolder(workspaceId: string, prefix: string): Promise<void>;
}

export interface FilesService {
  bucket(name: string): FileBucket;
}

export type Job = () => Promise<void>;

/**
 * Jobs that run once per due time across every instance on one database (a claimed slot per job and time),
 * started when the server is ready and stopped when it closes. Names are unique within the module.
 */
export interface SchedulerService {
  every(name: string, intervalMs: number, job: Job): void;
  /** Five- or six-field cron, server time zone unless `timezone` (IANA) is given. */
  cron(name: string, expression: string, job: Job, options?: { timezone?: string }): void;
}

export interface ModuleLogger {
  debug(object: object | string, message?: string): void;
  info(object: object | string, message?: string): void;
  warn(object: object | string, message?: string): void;
  error(object: object | string, message?: string): void;
}

export interface MessagesService {
  /** The module's message in that language with `{name}` filled. */
  t(key: string, locale: Locale, params?: MessageParams): string;
}

export interface ErrorsService {
  /** An error answered as `{ error: { code, message, statusCode, details } }`, the message being the module's `code` message. */
  moduleError(code: string, status: number, params?: MessageParams, details?: unknown): ModuleError;
  /** The platform's 403 'forbidden'. */
  forbidden(): ModuleError;
  /** The platform's 400 'validation_error' with details of the fields at fault. */
  validation(details: unknown): ModuleError;
}

/**
 * Cooperation without imports: a module provides a service under a ref from its `contract.ts`
 * (`createServiceRef<T>('<its id>.<name>')`); another imports that contract, and nothing else of it, to use it.
 */
export interface ServiceRegistry {
  provide<T extends object>(ref: ServiceRef<T>, implementation: T): void;
  /** Throws when nobody provides it. Ask in a handler or job, not in `register`: later modules register after you. */
  get<T extends object>(ref: ServiceRef<T>): T;
  find<T extends object>(ref: ServiceRef<T>): T | undefined;
}

export type EventHandler = (payload: Record<string, unknown>) => void | Promise<void>;

/**
 * In-process events `<module id>.<what happened>`, emitted after the change committed. A failing handler is logged.
 * An event named like one of the module's flow triggers also starts the flows listening in `payload.workspaceId`.
 */
export interface EventsService {
  emit(name: string, payload: Record<string, unknown>): Promise<void>;
  on(name: string, handler: EventHandler): () => void;
}

/** Keys for encrypting a module's data at rest, derived from the server's secret (which modules never see). */
export interface SecretsService {
  /** 32 bytes, the same for this module and purpose on every instance of the server; another purpose, another key. */
  key(purpose: string): Buffer;
  /**
   * Never write this value to the log: every log line of the process, at every level, shows `[redacted]` where
   * it would appear (in a message, a field, an error, a URL). For a value the module holds in memory (a
   * decrypted token, a webhook's secret); values under 8 characters are ignored.
   */
  conceal(value: string): void;
}

/**
 * The only way a module's server reaches a URL a user could influence (a webhook, an LLM endpoint, a Bot API):
 * addresses inside a network are refused in every notation unless a platform administrator allowed the host
 * (OUTBOUND_ALLOW_HOSTS or /admin/settings); redirects are checked again, time and size limited. Its errors
 * (OutboundError) name a cause, never the URL.
 */
export type OutboundService = OutboundHttp;

/** A setting of the whole instance that a module declared (`instanceSettings`): a platform admin's, never a workspace's. */
export interface InstanceSettingsService {
  /** What the platform admin stored, else the declared environment variable, else the default. */
  get(key: string): string;
  /**
   * The outbound client for the URL this setting names: it also reaches that host wherever it is, since only
   * the platform's administrator sets it. `services.outbound` does not, so a workspace's own URLs cannot.
   */
  outboundTo(key: string): OutboundHttp;
}

export interface ModuleServices {
  moduleId: string;
  http: HttpService;
  contexts: ContextsService;
  db: DbService;
  members: MembersService;
  permissions: PermissionsService;
  boards: BoardsService;
  notifications: NotificationsService;
  realtime: RealtimeService;
  files: FilesService;
  scheduler: SchedulerService;
  logger: ModuleLogger;
  messages: MessagesService;
  errors: ErrorsService;
  services: ServiceRegistry;
  events: EventsService;
  secrets: SecretsService;
  analytics: AnalyticsService;
  flows: FlowsService;
  outbound: OutboundService;
  instanceSettings: InstanceSettingsService;
}
