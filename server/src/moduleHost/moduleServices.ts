/** The services one module receives in `register` (ARCHITECTURE §3c), built over the running app. */
import type { ModuleOrm, ModuleServices, ServerModule } from '@artel/sdk/server';
import type { FastifyInstance } from 'fastify';
import type { AnalyticsReports } from '../analytics/analyticsReports';
import { withFlowTriggers } from '../flows/eventTriggers';
import { instanceSettingOutbound } from '../outbound/outboundClients';
import { boardsService } from './services/boardsService';
import { contextsService } from './services/contextsService';
import type { ModuleCooperation } from './services/cooperation';
import type { FileStore } from './services/fileStores';
import { filesService } from './services/filesService';
import { type DeclaredRoutes, httpService } from './services/httpService';
import { membersService } from './services/membersService';
import { errorsService, messagesService } from './services/messagesService';
import { notificationsService } from './services/notificationsService';
import { permissionsService } from './services/permissionsService';
import { realtimeService } from './services/realtimeService';
import { secretsService } from './services/secretsService';
import type { JobScheduler } from './services/scheduler';

export interface SharedServices {
  files: FileStore;
  scheduler: JobScheduler;
  cooperation: ModuleCooperation;
  analytics: AnalyticsReports;
}

export function moduleServices(app: FastifyInstance, module: ServerModule, shared: SharedServices, routes: DeclaredRoutes): ModuleServices {
  const { orm } = app.db;
  const logger = app.log.child({ module: module.id });
  const messages = messagesService(module.messages);
  const contexts = contextsService(orm, module.id);
  const permissions = permissionsService(orm);
  return {
    moduleId: module.id,
    http: httpService(module.id, routes),
    contexts,
    // The platform's ORM typed without its schema: modules reach their own tables and coreTables only.
    db: { orm: orm as unknown as ModuleOrm, kind: app.db.kind, writeCount: () => app.db.writeCount() },
    members: membersService(orm),
    permissions,
    boards: boardsService(orm, module.id, app.boardArchives, app.boardCreationHooks),
    notifications: notificationsService(app, module.id, module.notificationTypes ?? [], { contexts, permissions }),
    realtime: realtimeService(app),
    files: filesService(shared.files, module.id),
    scheduler: shared.scheduler.serviceFor(module.id, logger),
    logger,
    messages,
    errors: errorsService(module.messages),
    services: shared.cooperation.registryFor(module.id),
    events: withFlowTriggers(shared.cooperation.eventsFor(module.id, logger), app.flows, logger),
    secrets: secretsService(app.serverSecret, module.id),
    analytics: shared.analytics.serviceFor(module.id),
    flows: app.flows.serviceFor(module.id),
    outbound: app.outbound,
    instanceSettings: {
      get: (key) => app.moduleInstanceSettings.get(module.id, key),
      outboundTo: (key) => instanceSettingOutbound(app, module.id, key),
    },
  };
}
