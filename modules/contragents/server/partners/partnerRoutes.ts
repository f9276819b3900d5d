/**
 * Partners of the caller's workspace: list with search, filters, Russian order and pages; read; create; edit;
 * soft delete and restore. Another workspace's partner is 404 here: ids are never looked up across workspaces.
 */
import type { ModuleRoutes, ModuleServices } from '@artel/sdk/server';
import { Type } from '@sinclair/typebox';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { logActivity } from '../activityLog';
import { issue } from '../../shared/documents/issues';
import { issuesError, issueText } from '../issueErrors';
import { emitPartnerCreated } from '../flows/partnerCreated';
import { activity, partners } from '../tables';
import { type PartnerInput, PARTNER_STATUSES, type PartnerValues, readPartner } from './partnerInput';
import { partnersChanged } from './partnerListVersion';
import { searchText } from './partnerOrder';
import {
  bankAccountsOf,
  findPartner,
  listPartners,
  PARTNER_SORTS,
  type PartnerRow,
  type PartnerSort,
  partnerJson,
  partnerWithInn,
  refreshSearchText,
  replaceBankAccounts,
} from './partnerStore';

export const PartnerParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const AnyBody = Type.Record(Type.String(), Type.Unknown());
/**
 * The moment of a change to a partner, to the microsecond and not the transaction's start: partners sorted by
 * their latest change keep the order the changes were made in.
 */
const changedNow = sql`clock_timestamp()`;
/** Partners per import call: a spreadsheet is sent in chunks. */
const IMPORT_LIMIT = 500;
const ListQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(Type.String()),
  tag: Type.Optional(Type.String({ maxLength: 50 })),
  responsibleId: Type.Optional(Type.String({ format: 'uuid' })),
  deleted: Type.Optional(Type.Union([Type.Literal('exclude'), Type.Literal('include'), Type.Literal('only')])),
  sort: Type.Optional(Type.Union(PARTNER_SORTS.map((sort) => Type.Literal(sort)))),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});

export function partnerRoutes({ http, db, errors, messages, members, flows, permissions }: ModuleServices): ModuleRoutes {
  const { orm } = db;

  async function partnerOr404(workspaceId: string, id: string): Promise<PartnerRow> {
    const partner = await findPartner(orm, workspaceId, id);
    if (!partner) throw errors.moduleError('partners.notFound', 404);
    return partner;
  }

  function innTaken(existing: PartnerRow) {
    const code = existing.deletedAt ? 'partners.innTakenDeleted' : 'partners.innTaken';
    return errors.moduleError(code, 409, { inn: existing.inn, name: existing.name }, { field: 'inn', partnerId: existing.id });
  }

  return async (router) => {
    router.get('/partners', { schema: { querystring: ListQuery } }, async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'partner.view');
      const query = request.query;
      const showDeleted = context.config.showDeletedPartners === true;
      const result = await listPartners(db, context.workspaceId, {
        search: query.search,
        statuses: query.status?.split(',').filter((status) => (PARTNER_STATUSES as readonly string[]).includes(status)),
        tag: query.tag,
        responsibleId: query.responsibleId,
        deleted: query.deleted ?? (showDeleted ? 'include' : 'exclude'),
        sort: (query.sort ?? 'name') as PartnerSort,
        page: query.page ?? 1,
        pageSize: query.pageSize ?? 50,
      });
      return { total: result.total, partners: result.partners.map((row) => partnerJson(row)) };
    });

    router.get('/partners/:id', { schema: { params: PartnerParams } }, async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'partner.view');
      const partner = await partnerOr404(context.workspaceId, request.params.id);
      return { partner: partnerJson(partner, await bankAccountsOf(orm, partner.id)) };
    });

    router.get('/partners/:id/activity', { schema: { params: PartnerParams } }, async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'partner.view');
      const partner = await partnerOr404(context.workspaceId, request.params.id);
      const entries = await orm
        .select({
          id: activity.id,
          action: activity.action,
          actorId: activity.actorId,
          data: activity.data,
          documentId: activity.documentId,
          createdAt: activity.createdAt,
        })
        .from(activity)
        .where(and(eq(activity.partnerId, partner.id), eq(activity.workspaceId, context.workspaceId)))
        .orderBy(desc(activity.createdAt))
        .limit(200);
      return { activity: entries };
    });

    router.post('/partners', { schema: { body: AnyBody } }, async (request, reply) => {
      const context = http.context(request);
      await permissions.require(context, 'partner.create');
      const read = readPartner(request.body as PartnerInput);
      if (!read.ok) throw issuesError(messages, read.issues, context.locale);
      const values = read.value;
      if (values.responsibleId && !(await members.get(context.workspaceId, values.responsibleId))) {
        throw issuesError(messages, [issue('responsibleId', 'partners.responsibleNotMember')], context.locale);
      }
      const existing = await partnerWithInn(orm, context.workspaceId, values.inn);
      if (existing) throw innTaken(existing);
      const { bankAccounts, ...fields } = values;
      const created = await orm.transaction(async (tx) => {
        // A new partner has no contacts yet: its search text is its name and INN.
        const [row] = await tx
          .insert(partners)
          .values({
            ...fields,
            searchText: searchText(fields.name, fields.inn),
            workspaceId: context.workspaceId,
            createdById: context.userId,
          })
          .returning();
        await replaceBankAccounts(tx, row!.id, bankAccounts, true);
        await partnersChanged(tx, context.workspaceId);
        await logActivity(tx, {
          workspaceId: context.workspaceId,
          partnerId: row!.id,
          actorId: context.userId,
          action: 'partner.created',
          data: { name: row!.name },
        });
        return row!;
      });
      await emitPartnerCreated(flows, context.workspaceId, created, context.userId);
      return reply.code(201).send({ partner: partnerJson(created, await bankAccountsOf(orm, created.id)) });
    });

    router.post(
      '/partners/import',
      { schema: { body: Type.Object({ partners: Type.Array(AnyBody, { minItems: 1, maxItems: IMPORT_LIMIT }) }) } },
      async (request) => {
        const context = http.context(request);
        await permissions.require(context, 'partner.create');
        const rejected: { index: number; fields: { field: string; code: string; message: string }[] }[] = [];
        const accepted: { index: number; values: PartnerValues }[] = [];
        const seen = new Set<string>();
        const reads = request.body.partners.map((body) => readPartner(body as PartnerInput));
        const responsibleIds = [
          ...new Set(reads.flatMap((read) => (read.ok && read.value.responsibleId ? [read.value.responsibleId] : []))),
        ];
        const memberIds = new Set((await members.byIds(context.workspaceId, responsibleIds)).map((member) => member.userId));
        reads.forEach((read, index) => {
          const problems = read.ok ? [] : read.issues;
          if (read.ok && read.value.responsibleId && !memberIds.has(read.value.responsibleId))
            problems.push(issue('responsibleId', 'partners.responsibleNotMember'));
          if (read.ok && read.value.inn && seen.has(read.value.inn))
            problems.push(issue('inn', 'partners.innRepeated', { inn: read.value.inn }));
          if (problems.length > 0) {
            rejected.push({
              index,
              fields: problems.map((found) => ({
                field: found.field,
                code: found.key,
                message: issueText(messages, found, context.locale),
              })),
            });
          } else if (read.ok) {
            seen.add(read.value.inn);
            accepted.push({ index, values: read.value });
          }
        });
        const inns = accepted.map((entry) => entry.values.inn).filter((inn) => inn !== '');
        const taken = inns.length
          ? await orm
              .select({ inn: partners.inn, name: partners.name })
              .from(partners)
              .where(and(eq(partners.workspaceId, context.workspaceId), inArray(partners.inn, inns)))
          : [];
        const takenBy = new Map(taken.map((row) => [row.inn, row.name]));
        const fresh = accepted.filter((entry) => {
          const holder = entry.values.inn ? takenBy.get(entry.values.inn) : undefined;
          if (holder === undefined) return true;
          const found = issue('inn', 'partners.innTaken', { inn: entry.values.inn, name: holder });
          rejected.push({
            index: entry.index,
            fields: [{ field: 'inn', code: found.key, message: issueText(messages, found, context.locale) }],
          });
          return false;
        });
        // All or nothing for what passed the checks: one transaction, one activity entry per partner.
        const imported = await orm.transaction(async (tx) => {
          if (fresh.length === 0) return [];
          const rows = await tx
            .insert(partners)
            .values(
              fresh.map(({ values: { bankAccounts: _accounts, ...fields } }) => ({
                ...fields,
                searchText: searchText(fields.name, fields.inn),
                workspaceId: context.workspaceId,
                createdById: context.userId,
              })),
            )
            .returning({ id: partners.id, name: partners.name, inn: partners.inn, responsibleId: partners.responsibleId });
          for (const [position, row] of rows.entries()) await replaceBankAccounts(tx, row.id, fresh[position]!.values.bankAccounts, true);
          await partnersChanged(tx, context.workspaceId);
          await tx.insert(activity).values(
            rows.map((row) => ({
              workspaceId: context.workspaceId,
              partnerId: row.id,
              actorId: context.userId,
              action: 'partner.imported',
              data: { name: row.name },
            })),
          );
          return rows;
        });
        for (const partner of imported) await emitPartnerCreated(flows, context.workspaceId, partner, context.userId);
        return { imported: fresh.length, rejected: rejected.sort((a, b) => a.index - b.index) };
      },
    );

    router.patch('/partners/:id', { schema: { params: PartnerParams, body: AnyBody } }, async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'partner.edit');
      const current = await partnerOr404(context.workspaceId, request.params.id);
      if (current.deletedAt) throw errors.moduleError('partners.deleted', 409);
      const accounts = await bankAccountsOf(orm, current.id);
      const read = readPartner({ ...current, bankAccounts: accounts, ...(request.body as PartnerInput) });
      if (!read.ok) throw issuesError(messages, read.issues, context.locale);
      const values = read.value;
      if (
        values.responsibleId &&
        values.responsibleId !== current.responsibleId &&
        !(await members.get(context.workspaceId, values.responsibleId))
      ) {
        throw issuesError(messages, [issue('responsibleId', 'partners.responsibleNotMember')], context.locale);
      }
      if (values.inn !== current.inn) {
        const existing = await partnerWithInn(orm, context.workspaceId, values.inn, current.id);
        if (existing) throw innTaken(existing);
      }
      const { bankAccounts, ...fields } = values;
      await orm.transaction(async (tx) => {
        await tx
          .update(partners)
          .set({ ...fields, updatedAt: changedNow })
          .where(eq(partners.id, current.id));
        await replaceBankAccounts(tx, current.id, bankAccounts);
        await refreshSearchText(tx, current.id);
        await partnersChanged(tx, context.workspaceId);
        const changed = Object.keys(request.body as object).filter((key) => key in fields || key === 'bankAccounts');
        await logActivity(tx, {
          workspaceId: context.workspaceId,
          partnerId: current.id,
          actorId: context.userId,
          action: 'partner.updated',
          data: { fields: changed },
        });
      });
      const partner = (await findPartner(orm, context.workspaceId, current.id))!;
      return { partner: partnerJson(partner, await bankAccountsOf(orm, partner.id)) };
    });

    router.delete('/partners/:id', { schema: { params: PartnerParams } }, async (request, reply) => {
      const context = http.context(request);
      await permissions.require(context, 'partner.delete');
      const partner = await partnerOr404(context.workspaceId, request.params.id);
      if (!partner.deletedAt) {
        await orm.transaction(async (tx) => {
          await tx
            .update(partners)
            .set({ deletedAt: new Date(), deletedById: context.userId, updatedAt: changedNow })
            .where(eq(partners.id, partner.id));
          await partnersChanged(tx, context.workspaceId);
          await logActivity(tx, {
            workspaceId: context.workspaceId,
            partnerId: partner.id,
            actorId: context.userId,
            action: 'partner.deleted',
          });
        });
      }
      return reply.code(204).send();
    });

    router.post('/partners/:id/restore', { schema: { params: PartnerParams } }, async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'partner.delete');
      const partner = await partnerOr404(context.workspaceId, request.params.id);
      if (!partner.deletedAt) throw errors.moduleError('partners.notDeleted', 409);
      const living = await partnerWithInn(orm, context.workspaceId, partner.inn, partner.id);
      if (living && !living.deletedAt) throw innTaken(living);
      await orm.transaction(async (tx) => {
        await tx.update(partners).set({ deletedAt: null, deletedById: null, updatedAt: changedNow }).where(eq(partners.id, partner.id));
        await partnersChanged(tx, context.workspaceId);
        await logActivity(tx, {
          workspaceId: context.workspaceId,
          partnerId: partner.id,
          actorId: context.userId,
          action: 'partner.restored',
        });
      });
      const restored = (await findPartner(orm, context.workspaceId, partner.id))!;
      return { partner: partnerJson(restored, await bankAccountsOf(orm, restored.id)) };
    });
  };
}
