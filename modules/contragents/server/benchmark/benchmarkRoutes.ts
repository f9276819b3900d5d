/**
 * Benchmarks ('Бенчмарк'): candidates for one need compared on weighted criteria, scored, ranked
 * (benchmarkScoring.ts), and the winner promoted to an active partner. Each benchmark keeps its history.
 */
import type { ModuleOrm, ModuleRequestContext, ModuleRoutes, ModuleServices } from '@artel/sdk/server';
import { Type } from '@sinclair/typebox';
import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { logActivity } from '../activityLog';
import { issue } from '../../shared/documents/issues';
import { issuesError } from '../issueErrors';
import { type PartnerInput, readPartner } from '../partners/partnerInput';
import { partnersChanged } from '../partners/partnerListVersion';
import { searchText } from '../partners/partnerOrder';
import { findPartner, partnerWithInn, replaceBankAccounts } from '../partners/partnerStore';
import { activity, benchmarkCandidates, benchmarkCriteria, benchmarks, benchmarkScores, partners } from '../tables';
import { type Criterion, rankCandidates, validateCriteria, validateScore } from './benchmarkScoring';

const Params = Type.Object({ id: Type.String({ format: 'uuid' }) });
const CandidateParams = Type.Object({ id: Type.String({ format: 'uuid' }), candidateId: Type.String({ format: 'uuid' }) });
const CriterionBody = Type.Object({
  id: Type.Optional(Type.String({ format: 'uuid' })),
  name: Type.Optional(Type.String()),
  weight: Type.Optional(Type.Unknown()),
  kind: Type.Optional(Type.String()),
  direction: Type.Optional(Type.String()),
});
const BenchmarkBody = Type.Object({
  title: Type.Optional(Type.String()),
  need: Type.Optional(Type.String()),
  criteria: Type.Optional(Type.Array(CriterionBody, { maxItems: 50 })),
});
const AnyBody = Type.Record(Type.String(), Type.Unknown());
const TITLE_MAX = 200;
const K = 'benchmark';

type BenchmarkRow = typeof benchmarks.$inferSelect;
type CriterionInput = { id?: string; name?: string; weight?: unknown; kind?: string; direction?: string };

function criteriaOf(inputs: readonly CriterionInput[]): Partial<Criterion>[] {
  return inputs.map((input) => ({
    id: input.id ?? '',
    name: (input.name ?? '').trim(),
    weight:
      typeof input.weight === 'number'
        ? input.weight
        : typeof input.weight === 'string'
          ? Number(input.weight.replace(',', '.'))
          : Number.NaN,
    kind: input.kind as Criterion['kind'],
    ...(input.direction ? { direction: input.direction as Criterion['direction'] } : {}),
  }));
}

/** Replaces the criteria: those sent with an id are kept (and their scores), the others added, the rest removed. */
async function writeCriteria(tx: ModuleOrm, benchmarkId: string, criteria: Partial<Criterion>[]): Promise<void> {
  const kept = criteria.map((criterion) => criterion.id).filter((id): id is string => !!id);
  await tx
    .delete(benchmarkCriteria)
    .where(
      kept.length > 0
        ? and(eq(benchmarkCriteria.benchmarkId, benchmarkId), notInArray(benchmarkCriteria.id, kept))
        : eq(benchmarkCriteria.benchmarkId, benchmarkId),
    );
  for (const [position, criterion] of criteria.entries()) {
    const values = {
      name: criterion.name!,
      weight: criterion.weight!,
      kind: criterion.kind!,
      direction: criterion.kind === 'numeric' ? criterion.direction! : null,
      position,
    };
    if (criterion.id)
      await tx
        .update(benchmarkCriteria)
        .set(values)
        .where(and(eq(benchmarkCriteria.id, criterion.id), eq(benchmarkCriteria.benchmarkId, benchmarkId)));
    else await tx.insert(benchmarkCriteria).values({ ...values, benchmarkId });
  }
}

export function benchmarkRoutes({ http, db, errors, messages, permissions }: ModuleServices): ModuleRoutes {
  const { orm } = db;

  async function benchmarkOr404(workspaceId: string, id: string): Promise<BenchmarkRow> {
    const [row] = await orm
      .select()
      .from(benchmarks)
      .where(and(eq(benchmarks.id, id), eq(benchmarks.workspaceId, workspaceId)));
    if (!row) throw errors.moduleError('benchmark.notFound', 404);
    return row;
  }

  function checkedCriteria(context: ModuleRequestContext, inputs: readonly CriterionInput[], knownIds: ReadonlySet<string>) {
    const criteria = criteriaOf(inputs);
    const problems = validateCriteria(criteria);
    criteria.forEach((criterion, index) => {
      if (criterion.id && !knownIds.has(criterion.id)) problems.push(issue(`criteria.${index}.id`, `${K}.criterionNotFound`));
    });
    if (problems.length > 0) throw issuesError(messages, problems, context.locale);
    return criteria;
  }

  function titleOf(context: ModuleRequestContext, value: unknown): string {
    const title = typeof value === 'string' ? value.trim() : '';
    if (!title) throw issuesError(messages, [issue('title', `${K}.titleRequired`)], context.locale);
    if (title.length > TITLE_MAX) throw issuesError(messages, [issue('title', `${K}.nameTooLong`, { max: TITLE_MAX })], context.locale);
    return title;
  }

  /** The benchmark with its criteria, candidates, scores and the ranking they give. */
  async function full(row: BenchmarkRow) {
    const criteriaRows = await orm
      .select()
      .from(benchmarkCriteria)
      .where(eq(benchmarkCriteria.benchmarkId, row.id))
      .orderBy(asc(benchmarkCriteria.position));
    const candidateRows = await orm
      .select()
      .from(benchmarkCandidates)
      .where(eq(benchmarkCandidates.benchmarkId, row.id))
      .orderBy(asc(benchmarkCandidates.createdAt));
    const scoreRows = candidateRows.length
      ? await orm
          .select()
          .from(benchmarkScores)
          .where(
            inArray(
              benchmarkScores.candidateId,
              candidateRows.map((candidate) => candidate.id),
            ),
          )
      : [];
    const criteria: Criterion[] = criteriaRows.map((criterion) => ({
      id: criterion.id,
      name: criterion.name,
      weight: criterion.weight,
      kind: criterion.kind as Criterion['kind'],
      ...(criterion.direction ? { direction: criterion.direction as Criterion['direction'] } : {}),
    }));
    const candidates = candidateRows.map((candidate) => ({
      id: candidate.id,
      name: candidate.name,
      partnerId: candidate.partnerId,
      inn: candidate.inn,
      note: candidate.note,
      scores: Object.fromEntries(
        scoreRows.filter((score) => score.candidateId === candidate.id).map((score) => [score.criterionId, score.value]),
      ),
    }));
    const ranking = rankCandidates(criteria, candidates).map((entry) => ({
      candidateId: entry.candidate.id,
      rank: entry.rank,
      total: entry.total,
      normalised: entry.normalised,
    }));
    const { workspaceId: _workspace, ...fields } = row;
    return { ...fields, criteria, candidates, ranking };
  }

  async function touch(
    tx: ModuleOrm,
    context: ModuleRequestContext,
    row: BenchmarkRow,
    action: string,
    data: Record<string, unknown> = {},
  ) {
    await tx.update(benchmarks).set({ updatedAt: new Date() }).where(eq(benchmarks.id, row.id));
    await tx
      .insert(activity)
      .values({ workspaceId: context.workspaceId, partnerId: null, benchmarkId: row.id, actorId: context.userId, action, data });
  }

  return async (router) => {
    router.get('/benchmarks', async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'partner.view');
      const rows = await orm
        .select()
        .from(benchmarks)
        .where(eq(benchmarks.workspaceId, context.workspaceId))
        .orderBy(desc(benchmarks.updatedAt));
      return { benchmarks: rows.map(({ workspaceId: _workspace, ...fields }) => fields) };
    });

    router.post('/benchmarks', { schema: { body: BenchmarkBody } }, async (request, reply) => {
      const context = http.context(request);
      await permissions.require(context, 'partner.edit');
      const title = titleOf(context, request.body.title);
      const criteria = checkedCriteria(
        context,
        (request.body.criteria ?? []).map(({ id: _ignored, ...criterion }) => criterion),
        new Set(),
      );
      const created = await orm.transaction(async (tx) => {
        const [row] = await tx
          .insert(benchmarks)
          .values({ workspaceId: context.workspaceId, title, need: (request.body.need ?? '').trim(), createdById: context.userId })
          .returning();
        await writeCriteria(tx, row!.id, criteria);
        await touch(tx, context, row!, 'benchmark.created', { title });
        return row!;
      });
      return reply.code(201).send({ benchmark: await full(created) });
    });

    router.get('/benchmarks/:id', { schema: { params: Params } }, async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'partner.view');
      return { benchmark: await full(await benchmarkOr404(context.workspaceId, request.params.id)) };
    });

    router.get('/benchmarks/:id/history', { schema: { params: Params } }, async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'partner.view');
      const row = await benchmarkOr404(context.workspaceId, request.params.id);
      const entries = await orm
        .select({ id: activity.id, action: activity.action, actorId: activity.actorId, data: activity.data, createdAt: activity.createdAt })
        .from(activity)
        .where(and(eq(activity.benchmarkId, row.id), eq(activity.workspaceId, context.workspaceId)))
        .orderBy(desc(activity.createdAt));
      return { history: entries };
    });

    router.patch('/benchmarks/:id', { schema: { params: Params, body: BenchmarkBody } }, async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'partner.edit');
      const row = await benchmarkOr404(context.workspaceId, request.params.id);
      const title = request.body.title === undefined ? row.title : titleOf(context, request.body.title);
      const known = new Set(
        (await orm.select({ id: benchmarkCriteria.id }).from(benchmarkCriteria).where(eq(benchmarkCriteria.benchmarkId, row.id))).map(
          (entry) => entry.id,
        ),
      );
      const criteria = request.body.criteria ? checkedCriteria(context, request.body.criteria, known) : null;
      await orm.transaction(async (tx) => {
        await tx
          .update(benchmarks)
          .set({ title, need: request.body.need === undefined ? row.need : request.body.need.trim() })
          .where(eq(benchmarks.id, row.id));
        if (criteria) await writeCriteria(tx, row.id, criteria);
        await touch(tx, context, row, 'benchmark.updated', { criteria: criteria?.length ?? null });
      });
      return { benchmark: await full(await benchmarkOr404(context.workspaceId, row.id)) };
    });

    router.post('/benchmarks/:id/candidates', { schema: { params: Params, body: AnyBody } }, async (request, reply) => {
      const context = http.context(request);
      await permissions.require(context, 'partner.edit');
      const row = await benchmarkOr404(context.workspaceId, request.params.id);
      const body = request.body;
      const partner = typeof body.partnerId === 'string' ? await findPartner(orm, context.workspaceId, body.partnerId) : null;
      if (body.partnerId !== undefined && (!partner || partner.deletedAt))
        throw issuesError(messages, [issue('partnerId', 'documents.partnerNotFound')], context.locale);
      const name = typeof body.name === 'string' && body.name.trim() ? body.name.trim() : (partner?.name ?? '');
      if (!name) throw issuesError(messages, [issue('name', `${K}.candidateNameRequired`)], context.locale);
      if (name.length > TITLE_MAX) throw issuesError(messages, [issue('name', `${K}.nameTooLong`, { max: TITLE_MAX })], context.locale);
      const candidate = await orm.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(benchmarkCandidates)
          .values({
            benchmarkId: row.id,
            name,
            partnerId: partner?.id ?? null,
            inn: partner?.inn ?? (typeof body.inn === 'string' ? body.inn.trim() : ''),
            note: typeof body.note === 'string' ? body.note.trim() : '',
          })
          .returning();
        await touch(tx, context, row, 'benchmark.candidateAdded', { name });
        return inserted!;
      });
      return reply.code(201).send({ candidate });
    });

    router.delete('/benchmarks/:id/candidates/:candidateId', { schema: { params: CandidateParams } }, async (request, reply) => {
      const context = http.context(request);
      await permissions.require(context, 'partner.edit');
      const row = await benchmarkOr404(context.workspaceId, request.params.id);
      await orm.transaction(async (tx) => {
        const removed = await tx
          .delete(benchmarkCandidates)
          .where(and(eq(benchmarkCandidates.id, request.params.candidateId), eq(benchmarkCandidates.benchmarkId, row.id)))
          .returning();
        if (removed.length === 0) throw errors.moduleError('benchmark.candidateNotFound', 404);
        await touch(tx, context, row, 'benchmark.candidateRemoved', { name: removed[0]!.name });
      });
      return reply.code(204).send();
    });

    router.put(
      '/benchmarks/:id/scores',
      {
        schema: {
          params: Params,
          body: Type.Object({
            candidateId: Type.String({ format: 'uuid' }),
            criterionId: Type.String({ format: 'uuid' }),
            value: Type.Unknown(),
          }),
        },
      },
      async (request) => {
        const context = http.context(request);
        await permissions.require(context, 'partner.edit');
        const row = await benchmarkOr404(context.workspaceId, request.params.id);
        const [criterion] = await orm
          .select()
          .from(benchmarkCriteria)
          .where(and(eq(benchmarkCriteria.id, request.body.criterionId), eq(benchmarkCriteria.benchmarkId, row.id)));
        const [candidate] = await orm
          .select()
          .from(benchmarkCandidates)
          .where(and(eq(benchmarkCandidates.id, request.body.candidateId), eq(benchmarkCandidates.benchmarkId, row.id)));
        if (!criterion) throw errors.moduleError('benchmark.criterionNotFound', 404);
        if (!candidate) throw errors.moduleError('benchmark.candidateNotFound', 404);
        const value = request.body.value;
        const problems = validateScore(
          { id: criterion.id, name: criterion.name, weight: criterion.weight, kind: criterion.kind as Criterion['kind'] },
          value,
        );
        if (problems.length > 0) throw issuesError(messages, problems, context.locale);
        await orm.transaction(async (tx) => {
          if (value === null) {
            await tx
              .delete(benchmarkScores)
              .where(and(eq(benchmarkScores.candidateId, candidate.id), eq(benchmarkScores.criterionId, criterion.id)));
          } else {
            await tx
              .insert(benchmarkScores)
              .values({ candidateId: candidate.id, criterionId: criterion.id, value: value as number })
              .onConflictDoUpdate({ target: [benchmarkScores.candidateId, benchmarkScores.criterionId], set: { value: value as number } });
          }
          await touch(tx, context, row, 'benchmark.scored', {
            candidate: candidate.name,
            criterion: criterion.name,
            value: value as number | null,
          });
        });
        return { benchmark: await full(row) };
      },
    );

    router.post('/benchmarks/:id/candidates/:candidateId/promote', { schema: { params: CandidateParams } }, async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'partner.create');
      const row = await benchmarkOr404(context.workspaceId, request.params.id);
      const [candidate] = await orm
        .select()
        .from(benchmarkCandidates)
        .where(and(eq(benchmarkCandidates.id, request.params.candidateId), eq(benchmarkCandidates.benchmarkId, row.id)));
      if (!candidate) throw errors.moduleError('benchmark.candidateNotFound', 404);
      const linked = candidate.partnerId ? await findPartner(orm, context.workspaceId, candidate.partnerId) : null;
      const partnerId = await orm.transaction(async (tx) => {
        let id: string;
        if (linked && !linked.deletedAt) {
          await tx.update(partners).set({ status: 'active', updatedAt: new Date() }).where(eq(partners.id, linked.id));
          id = linked.id;
        } else {
          // A candidate that is not a partner yet becomes one: its name and INN, plus what the request adds.
          const read = readPartner({
            type: 'company',
            name: candidate.name,
            inn: candidate.inn,
            ...(typeof request.body === 'object' && request.body !== null ? (request.body as PartnerInput) : {}),
            status: 'active',
          });
          if (!read.ok) throw issuesError(messages, read.issues, context.locale);
          const existing = await partnerWithInn(tx, context.workspaceId, read.value.inn);
          if (existing)
            throw errors.moduleError(
              existing.deletedAt ? 'partners.innTakenDeleted' : 'partners.innTaken',
              409,
              { inn: existing.inn, name: existing.name },
              { field: 'inn', partnerId: existing.id },
            );
          const { bankAccounts, ...fields } = read.value;
          const [created] = await tx
            .insert(partners)
            .values({
              ...fields,
              searchText: searchText(fields.name, fields.inn),
              workspaceId: context.workspaceId,
              createdById: context.userId,
            })
            .returning();
          await replaceBankAccounts(tx, created!.id, bankAccounts, true);
          id = created!.id;
        }
        await partnersChanged(tx, context.workspaceId);
        await tx.update(benchmarkCandidates).set({ partnerId: id }).where(eq(benchmarkCandidates.id, candidate.id));
        await tx.update(benchmarks).set({ status: 'decided', winnerCandidateId: candidate.id }).where(eq(benchmarks.id, row.id));
        await touch(tx, context, row, 'benchmark.winnerPromoted', { candidate: candidate.name, partnerId: id });
        await logActivity(tx, {
          workspaceId: context.workspaceId,
          partnerId: id,
          actorId: context.userId,
          action: 'partner.promoted',
          data: { benchmark: row.title },
        });
        return id;
      });
      return { benchmark: await full(await benchmarkOr404(context.workspaceId, row.id)), partnerId };
    });
  };
}
