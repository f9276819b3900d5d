/**
 * The partners module's server half (issue 12), mounted at /api/v1/modules/contragents behind the host's guard:
 * signed in, a member of the X-Workspace-ID workspace, the module enabled there. Each route then checks the
 * module permission it needs (access.ts) and reads only that workspace's rows.
 */
import { defineServerModule } from '@artel/sdk/server';
import { partnerLookupRef } from '../contract';
import { registerContragentsReports } from './analytics/contragentsReports';
import { benchmarkRoutes } from './benchmark/benchmarkRoutes';
import { DAILY_REMINDERS_CRON, moscowToday, runDailyReminders } from './documents/dailyReminders';
import { contractTemplateRoutes } from './documents/contract/contractTemplateRoutes';
import { documentListRoutes } from './documents/documentListRoutes';
import { documentPdfRoute } from './documents/documentPdfRoute';
import { documentRoutes } from './documents/documentRoutes';
import { documentSearchRoutes } from './documents/documentSearchRoutes';
import { documentStateRoutes } from './documents/documentStateRoutes';
import { registerDocumentFlows } from './flows/documentFlows';
import { messages } from './messages';
import { commentRoutes } from './partners/commentRoutes';
import { contactRoutes } from './partners/contactRoutes';
import { partnerLookup } from './partners/partnerLookup';
import { partnerRoutes } from './partners/partnerRoutes';

export default defineServerModule({
  id: 'contragents',
  migrations: 'migrations',
  messages,
  notificationTypes: [
    { type: 'warning', category: 'billing' },
    { type: 'info', category: 'module' },
    { type: 'comment', category: 'comment' },
  ],
  register(services) {
    services.services.provide(partnerLookupRef, partnerLookup(services.db, services.contexts, services.permissions));
    services.http.routes(partnerRoutes(services));
    services.http.routes(contactRoutes(services));
    services.http.routes(commentRoutes(services));
    services.http.routes(documentRoutes(services));
    services.http.routes(documentListRoutes(services));
    services.http.routes(documentStateRoutes(services));
    services.http.routes(documentPdfRoute(services));
    services.http.routes(documentSearchRoutes(services));
    services.http.routes(contractTemplateRoutes(services));
    services.http.routes(benchmarkRoutes(services));
    registerContragentsReports(services);
    registerDocumentFlows(services);
    services.scheduler.cron(
      'daily-reminders',
      DAILY_REMINDERS_CRON,
      async () => {
        await runDailyReminders(services, moscowToday());
      },
      { timezone: 'Europe/Moscow' },
    );
  },
});
