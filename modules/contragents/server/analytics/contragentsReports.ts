/** The partners module's analytics reports (on /analytics for workspaces that have it). */
import type { ModuleServices } from '@artel/sdk/server';
import { invoicedVsPaid } from './invoicedVsPaid';
import { receivablesAgeingReport } from './receivablesAgeing';

export function registerContragentsReports({ analytics, db }: ModuleServices): void {
  analytics.registerReport({
    id: 'contragents.invoicedVsPaid',
    title: { ru: 'Выставлено и оплачено по месяцам', en: 'Invoiced and paid per month' },
    kind: 'bar',
    filters: [],
    compute: (query) => invoicedVsPaid(db.orm, query),
  });
  analytics.registerReport({
    id: 'contragents.receivablesAgeing',
    title: { ru: 'Дебиторская задолженность по срокам', en: 'Receivables ageing' },
    kind: 'bar',
    filters: [],
    compute: (query) => receivablesAgeingReport(db.orm, query),
  });
}
