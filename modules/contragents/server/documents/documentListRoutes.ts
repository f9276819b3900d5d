/**
 * The workspace's documents in bulk: a filtered page with its totals, the same filter as a CSV export, and the
 * receivables summary the dashboard widgets show; overdue is counted against today in the viewer's time zone.
 */
import type { ModuleRoutes, ModuleServices } from '@artel/sdk/server';
import { type Static, Type } from '@sinclair/typebox';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { documents } from '../tables';
import { Dec } from '../../shared/documents/money';
import { stateNow, viewerDay } from './documentReads';
import { documentsCsv } from './documentsCsv';
import { documentJson } from './documentStore';
import { DOCUMENT_KINDS } from './numbering';
import { receivablesAgeing } from './receivablesAgeing';

const ListQuery = Type.Object({
  kind: Type.Optional(Type.Union(DOCUMENT_KINDS.map((kind) => Type.Literal(kind)))),
  state: Type.Optional(Type.String({ maxLength: 40 })),
  partnerId: Type.Optional(Type.String({ format: 'uuid' })),
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
  overdue: Type.Optional(Type.Boolean()),
  /** The viewer's IANA zone: what «today» is for `overdue`. */
  timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});
const SummaryQuery = Type.Object({ timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) });

/** At most this many rows go into one CSV export. */
const CSV_LIMIT = 10_000;

type ListFilters = Static<typeof ListQuery>;

function listConditions(workspaceId: string, query: ListFilters, day: string): SQL | undefined {
  const conditions: SQL[] = [eq(documents.workspaceId, workspaceId)];
  if (query.kind) conditions.push(eq(documents.kind, query.kind));
  if (query.state) conditions.push(eq(documents.state, query.state));
  if (query.partnerId) conditions.push(eq(documents.partnerId, query.partnerId));
  if (query.from) conditions.push(gte(documents.date, query.from));
  if (query.to) conditions.push(lte(documents.date, query.to));
  if (query.overdue) {
    conditions.push(
      sql`${documents.kind} = 'invoice' and ${documents.state} in ('issued', 'partiallyPaid') and ${documents.dueDate} < ${day}`,
    );
  }
  return and(...conditions);
}

export function documentListRoutes({ http, db, errors, messages, permissions }: ModuleServices): ModuleRoutes {
  const { orm } = db;

  return async (router) => {
    router.get('/documents', { schema: { querystring: ListQuery } }, async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'document.view');
      const query = request.query;
      const day = viewerDay(errors, query.timeZone);
      const where = listConditions(context.workspaceId, query, day);
      const pageSize = query.pageSize ?? 50;
      const offset = ((query.page ?? 1) - 1) * pageSize;
      const [rows, [summary]] = await Promise.all([
        orm.select().from(documents).where(where).orderBy(desc(documents.date), desc(documents.sequence)).limit(pageSize).offset(offset),
        orm
          .select({
            count: sql<number>`count(*)::int`,
            total: sql<string>`coalesce(sum(${documents.total}), 0)::text`,
            paid: sql<string>`coalesce(sum(${documents.paid}), 0)::text`,
          })
          .from(documents)
          .where(where),
      ]);
      return {
        total: summary?.count ?? 0,
        sums: { total: new Dec(summary?.total ?? 0).toFixed(2), paid: new Dec(summary?.paid ?? 0).toFixed(2) },
        documents: rows.map((row) => documentJson(row, stateNow(row, day))),
      };
    });

    router.get('/documents/export.csv', { schema: { querystring: ListQuery } }, async (request, reply) => {
      const context = http.context(request);
      await permissions.require(context, 'document.view');
      // A bulk export of the workspace's documents: SPEC §6's export_data, the owner's alone.
      await permissions.require(context, 'export_data');
      const day = viewerDay(errors, request.query.timeZone);
      const rows = await orm
        .select()
        .from(documents)
        .where(listConditions(context.workspaceId, request.query, day))
        .orderBy(desc(documents.date), desc(documents.sequence))
        .limit(CSV_LIMIT);
      const csv = documentsCsv(
        rows.map((row) => ({ ...row, ...stateNow(row, day), buyerName: row.buyer.name, buyerInn: row.buyer.inn })),
        (state) => messages.t(`states.${state}`, context.locale),
      );
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="documents-${day}.csv"`).send(csv);
    });

    /**
     * For dashboard widgets: what partners owe and how much of it is past due, today in the viewer's time zone,
     * from the same ageing the analytics report draws.
     */
    router.get('/documents/summary', { schema: { querystring: SummaryQuery } }, async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'document.view');
      const day = viewerDay(errors, request.query.timeZone);
      const { receivable, invoices, overdue, overdueInvoices } = await receivablesAgeing(orm, {
        workspaceId: context.workspaceId,
        asOf: day,
        today: day,
      });
      return { receivable, invoices, overdue, overdueInvoices };
    });
  };
}
