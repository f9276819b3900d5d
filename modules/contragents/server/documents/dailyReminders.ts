/**
 * The daily job: tells the partner's responsible member (or, without one, whoever made the document) about
 * invoices that became overdue and contracts that end soon, once each, and marks contracts whose last day has
 * passed as expired. The scheduler runs it once per day across all server instances.
 */
import type { FlowsService, ModuleServices } from '@artel/sdk/server';
import { and, eq, gte, inArray, isNull, lt, lte } from 'drizzle-orm';
import { logActivity } from '../activityLog';
import { CONTRACT_EXPIRING, documentEvent, INVOICE_OVERDUE } from '../flows/documentTriggers';
import { documents, partners } from '../tables';
import { addDays, formatRussianShortDate } from './calendarDate';
import { Dec, formatMoney } from './money';

/** The manifest's default: the job has no workspace request, so it uses the notice period every workspace starts with. */
export const CONTRACT_REMINDER_DAYS = 14;

/** With `flows`, flows hear of each reminder too (invoice overdue, contract expiring). */
type Services = Pick<ModuleServices, 'db' | 'notifications' | 'messages' | 'logger'> & { flows?: Pick<FlowsService, 'emit'> };

async function recipients(services: Services, rows: { partnerId: string; createdById: string | null }[]) {
  const ids = [...new Set(rows.map((row) => row.partnerId))];
  if (ids.length === 0) return new Map<string, string | null>();
  const found = await services.db.orm.select({ id: partners.id, responsibleId: partners.responsibleId }).from(partners).where(inArray(partners.id, ids));
  return new Map(found.map((row) => [row.id, row.responsibleId]));
}

export async function runDailyReminders(services: Services, today: string): Promise<{ overdue: number; expiring: number; expired: number }> {
  const { orm } = services.db;
  const overdue = await orm
    .select()
    .from(documents)
    .where(and(eq(documents.kind, 'invoice'), inArray(documents.state, ['issued', 'partiallyPaid']), lt(documents.dueDate, today), isNull(documents.remindedAt)));
  const expiring = await orm
    .select()
    .from(documents)
    .where(and(eq(documents.kind, 'contract'), eq(documents.state, 'active'), gte(documents.validTo, today), lte(documents.validTo, addDays(today, CONTRACT_REMINDER_DAYS)), isNull(documents.remindedAt)));
  const responsible = await recipients(services, [...overdue, ...expiring]);
  for (const row of overdue) {
    const userId = responsible.get(row.partnerId) ?? row.createdById;
    if (userId) {
      const owed = formatMoney(new Dec(row.total).minus(row.paid));
      await services.notifications.send({
        userId,
        type: 'warning',
        category: 'billing',
        priority: 'high',
        workspaceId: row.workspaceId,
        title: services.messages.t('reminders.overdueTitle', 'ru', { number: row.number, buyer: row.buyer.name }),
        message: services.messages.t('reminders.overdueMessage', 'ru', { due: formatRussianShortDate(row.dueDate!), owed }),
        data: { targetUrl: `/modules/contragents/invoices?document=${row.id}`, clickable: true, documentId: row.id },
      });
    }
    await orm.update(documents).set({ remindedAt: new Date() }).where(eq(documents.id, row.id));
    await services.flows?.emit(INVOICE_OVERDUE, { workspaceId: row.workspaceId, payload: documentEvent(row, null) });
  }
  for (const row of expiring) {
    const userId = responsible.get(row.partnerId) ?? row.createdById;
    if (userId) {
      await services.notifications.send({
        userId,
        type: 'info',
        category: 'module',
        workspaceId: row.workspaceId,
        title: services.messages.t('reminders.contractEndsTitle', 'ru', { number: row.number, buyer: row.buyer.name }),
        message: services.messages.t('reminders.contractEndsMessage', 'ru', { end: formatRussianShortDate(row.validTo!) }),
        data: { targetUrl: `/modules/contragents/contracts?document=${row.id}`, clickable: true, documentId: row.id },
      });
    }
    await orm.update(documents).set({ remindedAt: new Date() }).where(eq(documents.id, row.id));
    await services.flows?.emit(CONTRACT_EXPIRING, { workspaceId: row.workspaceId, payload: documentEvent(row, null) });
  }
  const expired = await orm
    .update(documents)
    .set({ state: 'expired', updatedAt: new Date() })
    .where(and(eq(documents.kind, 'contract'), eq(documents.state, 'active'), lt(documents.validTo, today)))
    .returning({ id: documents.id, workspaceId: documents.workspaceId, partnerId: documents.partnerId, number: documents.number });
  for (const row of expired) {
    await logActivity(orm, { workspaceId: row.workspaceId, partnerId: row.partnerId, documentId: row.id, actorId: null, action: 'contract.expired', data: { number: row.number } });
  }
  services.logger.info({ overdue: overdue.length, expiring: expiring.length, expired: expired.length, today }, 'daily reminders sent');
  return { overdue: overdue.length, expiring: expiring.length, expired: expired.length };
}

/** A day as the job sees it: Moscow's calendar, where Russian invoices fall due. */
export function moscowToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(now);
}

export const DAILY_REMINDERS_CRON = '0 8 * * *';
