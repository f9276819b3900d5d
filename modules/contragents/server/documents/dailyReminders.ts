/**
 * The daily job: tells the partner's responsible member (or, without one, whoever made the document) about
 * invoices that became overdue and contracts that end within the workspace's `contractReminderDays`, once each,
 * in the recipient's language, and marks contracts whose last day has passed as expired. The scheduler runs it
 * once per day across all server instances.
 */
import { coreTables, type FlowsService, type Locale, type ModuleConfig, type ModuleServices } from '@artel/sdk/server';
import { and, eq, gte, inArray, isNull, lt, lte } from 'drizzle-orm';
import { logActivity } from '../activityLog';
import { CONTRACT_EXPIRING, emitDocumentTrigger, INVOICE_OVERDUE } from '../flows/documentTriggers';
import { documents, partners } from '../tables';
import { addDays, formatRussianShortDate } from '../../shared/documents/calendarDate';
import { type ContractState, isExpiringSoon } from '../../shared/documents/documentStates';
import { Dec, formatMoney } from '../../shared/documents/money';

/** The manifest's default notice period, for a contract nobody can be told about. */
export const CONTRACT_REMINDER_DAYS = 14;
/** The manifest's largest `contractReminderDays`: no workspace is told earlier than this. */
const LONGEST_NOTICE_DAYS = 365;

/** With `flows`, flows hear of each reminder too (invoice overdue, contract expiring). */
type Services = Pick<ModuleServices, 'db' | 'notifications' | 'messages' | 'logger' | 'contexts'> & { flows?: Pick<FlowsService, 'emit'> };

/** Who is told about a document, in which language, under which config; null config: the module no longer serves them there. */
interface Recipient {
  userId: string;
  locale: Locale;
  config: ModuleConfig | null;
}

async function responsibleOf(services: Services, rows: { partnerId: string }[]) {
  const ids = [...new Set(rows.map((row) => row.partnerId))];
  if (ids.length === 0) return new Map<string, string | null>();
  const found = await services.db.orm
    .select({ id: partners.id, responsibleId: partners.responsibleId })
    .from(partners)
    .where(inArray(partners.id, ids));
  return new Map(found.map((row) => [row.id, row.responsibleId]));
}

/** Resolves each document's recipient once per workspace and user: their language and the workspace's config. */
function recipientFinder(services: Services, responsible: Map<string, string | null>) {
  const known = new Map<string, Promise<Recipient | null>>();
  const find = async (workspaceId: string, userId: string): Promise<Recipient> => {
    const [user] = await services.db.orm
      .select({ language: coreTables.users.language })
      .from(coreTables.users)
      .where(eq(coreTables.users.id, userId));
    const locale: Locale = user?.language === 'en' ? 'en' : 'ru';
    const context = await services.contexts.forUser(workspaceId, userId, locale);
    return { userId, locale, config: context?.config ?? null };
  };
  return (row: { workspaceId: string; partnerId: string; createdById: string | null }): Promise<Recipient | null> => {
    const userId = responsible.get(row.partnerId) ?? row.createdById;
    if (!userId) return Promise.resolve(null);
    const key = `${row.workspaceId} ${userId}`;
    if (!known.has(key)) known.set(key, find(row.workspaceId, userId));
    return known.get(key)!;
  };
}

/** The reminders name the document, its buyer and what is owed: only for someone who may still view documents. */
const mayViewDocuments = { permission: 'document.view' } as const;

function noticeDays(config: ModuleConfig | null | undefined): number {
  const days = config?.contractReminderDays;
  return typeof days === 'number' && Number.isInteger(days) && days > 0 ? Math.min(days, LONGEST_NOTICE_DAYS) : CONTRACT_REMINDER_DAYS;
}

export async function runDailyReminders(
  services: Services,
  today: string,
): Promise<{ overdue: number; expiring: number; expired: number }> {
  const { orm } = services.db;
  const overdue = await orm
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.kind, 'invoice'),
        inArray(documents.state, ['issued', 'partiallyPaid']),
        lt(documents.dueDate, today),
        isNull(documents.remindedAt),
      ),
    );
  const expiring = await orm
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.kind, 'contract'),
        eq(documents.state, 'active'),
        gte(documents.validTo, today),
        lte(documents.validTo, addDays(today, LONGEST_NOTICE_DAYS)),
        isNull(documents.remindedAt),
      ),
    );
  const recipientOf = recipientFinder(services, await responsibleOf(services, [...overdue, ...expiring]));
  for (const row of overdue) {
    const recipient = await recipientOf(row);
    if (recipient?.config) {
      const { userId, locale } = recipient;
      const owed = formatMoney(new Dec(row.total).minus(row.paid));
      await services.notifications.send({
        userId,
        type: 'warning',
        category: 'billing',
        priority: 'high',
        workspaceId: row.workspaceId,
        about: mayViewDocuments,
        title: services.messages.t('reminders.overdueTitle', locale, { number: row.number, buyer: row.buyer.name }),
        message: services.messages.t('reminders.overdueMessage', locale, { due: formatRussianShortDate(row.dueDate!), owed }),
        data: { targetUrl: `/modules/contragents/invoices?document=${row.id}`, clickable: true, documentId: row.id },
      });
    }
    await orm.update(documents).set({ remindedAt: new Date() }).where(eq(documents.id, row.id));
    if (services.flows) await emitDocumentTrigger(services.flows, orm, INVOICE_OVERDUE, row, null);
  }
  let announced = 0;
  for (const row of expiring) {
    const recipient = await recipientOf(row);
    // Not due yet under this workspace's notice period: looked at again tomorrow.
    if (!isExpiringSoon({ state: row.state as ContractState, validTo: row.validTo }, today, noticeDays(recipient?.config))) continue;
    announced += 1;
    if (recipient?.config) {
      const { userId, locale } = recipient;
      await services.notifications.send({
        userId,
        type: 'info',
        category: 'module',
        workspaceId: row.workspaceId,
        about: mayViewDocuments,
        title: services.messages.t('reminders.contractEndsTitle', locale, { number: row.number, buyer: row.buyer.name }),
        message: services.messages.t('reminders.contractEndsMessage', locale, { end: formatRussianShortDate(row.validTo!) }),
        data: { targetUrl: `/modules/contragents/contracts?document=${row.id}`, clickable: true, documentId: row.id },
      });
    }
    await orm.update(documents).set({ remindedAt: new Date() }).where(eq(documents.id, row.id));
    if (services.flows) await emitDocumentTrigger(services.flows, orm, CONTRACT_EXPIRING, row, null);
  }
  const expired = await orm
    .update(documents)
    .set({ state: 'expired', updatedAt: new Date() })
    .where(and(eq(documents.kind, 'contract'), eq(documents.state, 'active'), lt(documents.validTo, today)))
    .returning({ id: documents.id, workspaceId: documents.workspaceId, partnerId: documents.partnerId, number: documents.number });
  for (const row of expired) {
    await logActivity(orm, {
      workspaceId: row.workspaceId,
      partnerId: row.partnerId,
      documentId: row.id,
      actorId: null,
      action: 'contract.expired',
      data: { number: row.number },
    });
  }
  services.logger.info({ overdue: overdue.length, expiring: announced, expired: expired.length, today }, 'daily reminders sent');
  return { overdue: overdue.length, expiring: announced, expired: expired.length };
}

/** A day as the job sees it: Moscow's calendar, where Russian invoices fall due. */
export function moscowToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(now);
}

export const DAILY_REMINDERS_CRON = '0 8 * * *';
