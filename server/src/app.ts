import path from 'node:path';
import fastifyJwt from '@fastify/jwt';
import fastifyWebsocket from '@fastify/websocket';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { authenticate } from './auth/authenticate';
import { adminRoutes } from './admin/adminRoutes';
import { AnalyticsReports } from './analytics/analyticsReports';
import { analyticsRoutes } from './analytics/analyticsRoutes';
import { BoardArchives } from './boards/boardArchives';
import { BoardCreationHooks } from './boards/boardCreationHooks';
import { authRoutes } from './auth/authRoutes';
import { resolveJwtSecret } from './auth/jwtSecret';
import { registerSessionRevocations } from './auth/revokedSessions';
import { registerSignedInUsers } from './auth/signedInUsers';
import type { Config } from './config';
import type { Database } from './db/database';
import { openDatabase } from './db/openDatabase';
import { concealConfiguredSecrets } from './logging/configuredSecrets';
import { type LogDestination, loggerOptions } from './logging/loggerOptions';
import { errorReportRoute } from './http/errorReportRoute';
import { registerCompression } from './http/compression';
import { registerErrorHandler } from './http/errors';
import { guardInput } from './http/inputGuard';
import { acceptJsonBodiesOnly } from './http/jsonBodiesOnly';
import { registerRouteTable } from './http/routeTable';
import { applyRouteSchemaRules } from './http/routeSchemaRules';
import { schemaFormatPlugins } from './http/schemaFormats';
import { boardRoleRoutes } from './boards/boardRoleRoutes';
import { avatarRoutes } from './profile/avatarRoutes';
import { boardRoutes } from './boards/boardRoutes';
import { healthRoute } from './http/healthRoute';
import { registerFlows } from './flows/registerFlows';
import { instanceRoute } from './http/instanceRoute';
import { registerInstanceSettings } from './instance/instanceSettingsStore';
import { ModuleInstanceSettings } from './instance/moduleInstanceSettings';
import { pagePolicyFor, registerSecurityHeaders } from './http/securityHeaders';
import { registerRateLimit } from './http/rateLimit';
import { registerStatic } from './http/static';
import { acceptInvitationRoute } from './invitations/acceptInvitationRoute';
import { invitationPreviewRoute } from './invitations/invitationPreview';
import { onboardingRoutes } from './onboarding/onboardingRoutes';
import { invitationRoutes } from './invitations/invitationRoutes';
import { legalEntityRoutes } from './legalEntities/legalEntityRoutes';
import { preferredLegalEntityRoutes } from './legalEntities/preferredLegalEntityRoutes';
import type { ServerModule } from '@artel/sdk/server';
import { moduleHost } from './moduleHost/moduleHost';
import { bundledServerModules } from './moduleHost/serverModules';
import { registerOutbound } from './outbound/outboundClients';
import { registerModuleBundleServing } from './marketplace/bundleServing';
import { marketplaceRoutes } from './marketplace/marketplaceRoutes';
import { notificationsPlugin } from './notifications/notificationsPlugin';
import { lazyRequestLogger } from './logging/lazyRequestLogger';
import { syncModuleCatalog } from './marketplace/moduleCatalog';
import { registerAccessCache } from './permissions/accessCache';
import { readModuleDescriptors } from './marketplace/moduleDescriptors';
import { closeSocketsOnShutdown } from './realtime/closeSockets';
import { registerRealtime } from './realtime/realtime';
import { permissionRoutes } from './permissions/permissionRoutes';
import { profileRoutes } from './profile/profileRoutes';
import { memberRoutes } from './workspaces/memberRoutes';
import { workspaceRoutes } from './workspaces/workspaceRoutes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** onRequest hook of protected routes: sets request.user or answers 401. */
    authenticate: typeof authenticate;
    /** The server's secret (signs tokens; modules get keys derived from it, never the secret itself). */
    serverSecret: string;
    /** The analytics reports the modules registered (served by analyticsRoutes). */
    analyticsReports: AnalyticsReports;
    /** The modules that say which boards they hold archived (read by the core board list). */
    boardArchives: BoardArchives;
    /** What modules do when a board is created (run by the core board route). */
    boardCreationHooks: BoardCreationHooks;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** An open database the caller keeps owning (tests share one per file). Omitted: opened from config, closed with the app. */
  database?: Database;
  /** Omitted: no logging (tests). Lines go to `destination` (stdout by default), secrets redacted. */
  logger?: { level: string; destination?: LogDestination };
  /** Server halves mounted under /api/v1/modules/<id>. Omitted: every modules/<id>/server/index.ts (tests pass fixtures). */
  serverModules?: ServerModule[];
}

/** Where built module descriptors live: STATIC_DIR's own, then EXTRA_MODULES_DIR's (which win). */
function moduleDirectories(config: Config): string[] {
  const bundled = path.join(config.staticDir, 'static/modules');
  return config.extraModulesDir ? [bundled, config.extraModulesDir] : [bundled];
}

async function configure(
  app: FastifyInstance,
  config: Config,
  database: Database,
  serverModules: ServerModule[] | undefined,
): Promise<void> {
  app.decorate('config', config);
  app.decorate('db', database);
  app.decorate('authenticate', authenticate);
  app.decorateRequest('sessionId', '');
  registerErrorHandler(app);
  acceptJsonBodiesOnly(app);
  registerSecurityHeaders(app);
  // The input rules come before any route, so the core and every module inherit them.
  app.addHook('onRoute', applyRouteSchemaRules);
  registerRouteTable(app);
  app.addHook('preValidation', guardInput);
  app.addHook('preHandler', guardInput);
  await registerCompression(app);

  app.decorate('serverSecret', await resolveJwtSecret(config, database));
  concealConfiguredSecrets(config, app.serverSecret);
  await app.register(fastifyJwt, {
    secret: app.serverSecret,
    sign: { algorithm: 'HS256', expiresIn: `${config.accessTokenTtl}s` },
    // A verified token is kept (fast-jwt's cache, keyed by the token's hash, never past its expiry): every API
    // request verifies one, mostly the same few. A logged-out session is refused separately (verifyAccessToken).
    verify: { algorithms: ['HS256'], cache: true },
  });
  await registerRateLimit(app);
  await registerRealtime(app);
  await registerSessionRevocations(app);
  registerSignedInUsers(app);
  registerAccessCache(app);
  await registerInstanceSettings(app);
  registerOutbound(app);
  // Frames are capped per route (the notification socket takes 4 KB); this is the ceiling for any socket.
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 }, preClose: closeSocketsOnShutdown });

  const descriptors = readModuleDescriptors(moduleDirectories(config), (message) => app.log.warn(message));
  await syncModuleCatalog(database.orm, descriptors);
  // Another instance may keep the modules' previous manifests (their config options) in its access cache.
  await app.access.changed();

  await app.register(authRoutes, { prefix: '/api/v1/auth' });
  await app.register(healthRoute, { prefix: '/api/v1' });
  await app.register(instanceRoute, { prefix: '/api/v1' });
  await app.register(marketplaceRoutes, { prefix: '/api/v1/marketplace' });
  app.decorate('analyticsReports', new AnalyticsReports());
  app.decorate('boardArchives', new BoardArchives());
  app.decorate('boardCreationHooks', new BoardCreationHooks());
  const modules = serverModules ?? bundledServerModules((message) => app.log.warn(message));
  app.decorate('moduleInstanceSettings', new ModuleInstanceSettings(app, modules));
  await registerFlows(app);
  await app.register(moduleHost, { prefix: '/api/v1/modules', modules });
  await app.register(notificationsPlugin, { prefix: '/api/v1/notifications' });
  await app.register(legalEntityRoutes, { prefix: '/api/v1/profile' });
  await app.register(profileRoutes, { prefix: '/api/v1/profile' });
  await app.register(avatarRoutes, { prefix: '/api/v1' });
  await app.register(adminRoutes, { prefix: '/api/v1/admin' });
  await app.register(preferredLegalEntityRoutes, { prefix: '/api/v1' });
  await app.register(onboardingRoutes, { prefix: '/api/v1' });
  await app.register(workspaceRoutes, { prefix: '/api/v1/workspaces' });
  await app.register(memberRoutes, { prefix: '/api/v1/workspaces' });
  await app.register(analyticsRoutes, { prefix: '/api/v1/workspaces' });
  await app.register(invitationRoutes, { prefix: '/api/v1/workspaces' });
  await app.register(boardRoutes, { prefix: '/api/v1/workspaces' });
  await app.register(boardRoleRoutes, { prefix: '/api/v1/workspaces' });
  await app.register(permissionRoutes, { prefix: '/api/v1' });
  await app.register(errorReportRoute, { prefix: '/api' });
  await app.register(acceptInvitationRoute, { prefix: '/api' });
  await app.register(invitationPreviewRoute, { prefix: '/api' });
  registerModuleBundleServing(app);
  await registerStatic(app, {
    staticDir: config.staticDir,
    extraModulesDir: config.extraModulesDir,
    pagePolicy: pagePolicyFor(path.join(config.staticDir, 'index.html'), {
      avatarLookup: () => app.instanceSettings.current().avatarLookup,
      devScriptOrigins: () => [...config.devScriptOrigins, ...app.instanceSettings.current().devScriptOrigins],
    }),
  });
}

/** The whole server, ready for `listen` (main.ts) or `inject` (tests). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const logger = options.logger ? loggerOptions(options.logger.level, options.logger.destination) : false;
  const app = Fastify({
    logger,
    childLoggerFactory: lazyRequestLogger,
    trustProxy: config.trustProxy,
    ajv: { plugins: schemaFormatPlugins },
  }).withTypeProvider<TypeBoxTypeProvider>();
  const database = options.database ?? (await openDatabase(config, (error) => app.log.error({ err: error }, 'database')));
  if (!options.database) app.addHook('onClose', () => database.close());
  try {
    await configure(app, config, database, options.serverModules);
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
