/**
 * /api/v1/workspaces/:id/flow-catalog and /flows…: owners and admins manage flows, members and viewers read
 * them, guests and outsiders get 403 / 404 like every workspace route.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { and, eq } from 'drizzle-orm';
import { flows } from '../db/tables/flows';
import { requestLocale } from '../http/errors';
import { optionalBody } from '../http/optionalBody';
import { requireMembership } from '../workspaces/membership';
import { forbidden, requireWorkspaceSettingsRole, userPermissionsOf } from '../workspaces/workspaceAccess';
import { WorkspaceParamsSchema } from '../workspaces/workspaceSchemas';
import type { FlowEngine } from './flowEngine';
import { enabledModules, findFlow, findRun, type FlowRow, listFlows, listRuns, type RunRow } from './flowData';
import type { FlowDefinition, FlowDefinitionInput } from './flowDefinition';
import { keepingStoredSecrets, withoutSecrets } from './flowSecrets';
import { flowError } from './flowMessages';
import { LoopFinder, loopError } from './flowLoops';
import {
  CatalogSchema,
  CreateFlowBodySchema,
  FlowListItemSchema,
  FlowParamsSchema,
  FlowSchema,
  RunParamsSchema,
  RunSchema,
  RunsQuerySchema,
  RunSummarySchema,
  TestBodySchema,
  TestResultSchema,
  UpdateFlowBodySchema,
} from './flowSchemas';
import { checkOutboundUrls } from './outboundUrls';
import { validateDefinition } from './flowValidation';
import { readableRun } from './readableRun';
import { redactRun, secretsOfDefinition } from './runRedaction';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function storedFlowJson(flow: FlowRow) {
  return {
    id: flow.id,
    name: flow.name,
    state: flow.state,
    pausedReason: flow.pausedReason,
    ownerId: flow.ownerId,
    definition: flow.definition,
    createdAt: flow.createdAt.toISOString(),
    updatedAt: flow.updatedAt.toISOString(),
  };
}

function toRunSummary(run: RunRow) {
  return {
    id: run.id,
    status: run.status,
    startedAt: iso(run.startedAt),
    finishedAt: iso(run.finishedAt),
    durationMs: run.startedAt && run.finishedAt ? run.finishedAt.getTime() - run.startedAt.getTime() : null,
    ...(run.error ? { error: run.error } : {}),
    depth: run.depth,
  };
}

export const flowRoutes: FastifyPluginAsyncTypebox<{ engine: FlowEngine }> = async (app, { engine }) => {
  app.addHook('onRequest', app.authenticate);
  const orm = app.db.orm;
  /** A flow as every answer gives it: its secrets blanked, whoever asks. */
  const toFlowJson = (flow: FlowRow) => {
    const json = storedFlowJson(flow);
    return { ...json, definition: withoutSecrets(json.definition as unknown as FlowDefinition, engine.catalog) };
  };

  /** Members and viewers read; guests do not (they see single boards, not the workspace's automation). */
  const requireReader = async (workspaceId: string, user: Parameters<typeof userPermissionsOf>[0]) => {
    const { role } = await requireMembership(orm, workspaceId, user.id);
    if (role === 'guest' && !userPermissionsOf(user).includes('*')) throw forbidden();
  };
  const requireFlow = async (workspaceId: string, flowId: string) => {
    const flow = await findFlow(orm, workspaceId, flowId);
    if (!flow) throw flowError('flow_not_found', 404);
    return flow;
  };
  const validate = async (workspaceId: string, input: FlowDefinitionInput, complete: boolean) => {
    const definition = validateDefinition(input, {
      catalog: engine.catalog,
      enabledModules: await enabledModules(orm, workspaceId),
      complete,
    });
    await checkOutboundUrls(definition, engine.catalog, app.outbound);
    return definition;
  };
  const loops = new LoopFinder(orm, engine.catalog);
  const refuseLoop = async (
    workspaceId: string,
    flow: { id: string | null; name: string; definition: FlowDefinition },
    confirmed: boolean | undefined,
  ) => {
    if (confirmed) return;
    const loop = await loops.find(workspaceId, flow);
    if (loop) throw loopError(loop);
  };

  app.get('/:id/flow-catalog', { schema: { params: WorkspaceParamsSchema, response: { 200: CatalogSchema } } }, async (request) => {
    await requireReader(request.params.id, request.user);
    const { triggers, actions } = engine.catalog.available(await enabledModules(orm, request.params.id));
    return {
      triggers: triggers.map(({ module, definition }) => ({
        type: definition.type,
        module,
        label: definition.label,
        ...(definition.description ? { description: definition.description } : {}),
        fields: [...definition.fields],
        settings: [...(definition.settings ?? [])],
        sample: definition.sample,
      })),
      actions: actions.map(({ module, definition }) => ({
        type: definition.type,
        module,
        label: definition.label,
        settings: [...definition.settings],
      })),
    };
  });

  app.get(
    '/:id/flows',
    { schema: { params: WorkspaceParamsSchema, response: { 200: Type.Array(FlowListItemSchema) } } },
    async (request) => {
      await requireReader(request.params.id, request.user);
      const rows = await listFlows(orm, request.params.id);
      return rows.map(({ flow, ownerName, lastRun, failuresLast7Days }) => ({
        id: flow.id,
        name: flow.name,
        state: flow.state,
        pausedReason: flow.pausedReason,
        ownerId: flow.ownerId,
        ownerName,
        triggerType: flow.triggerType,
        updatedAt: flow.updatedAt.toISOString(),
        lastRun: lastRun ? { id: lastRun.id, status: lastRun.status, startedAt: iso(lastRun.startedAt) } : null,
        failuresLast7Days,
      }));
    },
  );

  app.post(
    '/:id/flows',
    { schema: { params: WorkspaceParamsSchema, body: CreateFlowBodySchema, response: { 201: FlowSchema } } },
    async (request, reply) => {
      const workspaceId = request.params.id;
      await requireWorkspaceSettingsRole(orm, workspaceId, request.user);
      const name = request.body.name.trim();
      if (!name) throw flowError('flow_name_required', 400, {}, { nodeId: 'name' });
      const state = request.body.state ?? 'draft';
      const definition = await validate(workspaceId, request.body.definition, state === 'enabled');
      if (state === 'enabled') await refuseLoop(workspaceId, { id: null, name, definition }, request.body.confirmLoop);
      const [flow] = await orm
        .insert(flows)
        .values({ workspaceId, name, state, ownerId: request.user.id, triggerType: definition.trigger.type, definition: { ...definition } })
        .returning();
      return reply.code(201).send(toFlowJson(flow!));
    },
  );

  app.get('/:id/flows/:flowId', { schema: { params: FlowParamsSchema, response: { 200: FlowSchema } } }, async (request) => {
    await requireReader(request.params.id, request.user);
    return toFlowJson(await requireFlow(request.params.id, request.params.flowId));
  });

  app.put(
    '/:id/flows/:flowId',
    { schema: { params: FlowParamsSchema, body: UpdateFlowBodySchema, response: { 200: FlowSchema } } },
    async (request) => {
      const { id: workspaceId, flowId } = request.params;
      await requireWorkspaceSettingsRole(orm, workspaceId, request.user);
      const current = await requireFlow(workspaceId, flowId);
      const name = request.body.name === undefined ? current.name : request.body.name.trim();
      if (!name) throw flowError('flow_name_required', 400, {}, { nodeId: 'name' });
      const state = request.body.state ?? current.state;
      const stored = current.definition as unknown as FlowDefinition;
      const given = request.body.definition
        ? keepingStoredSecrets(request.body.definition, stored, engine.catalog)
        : (stored as unknown as FlowDefinitionInput);
      const definition = await validate(workspaceId, given, state === 'enabled');
      // An enabled flow saved with the same steps was enabled knowing its loops: a rename does not ask again.
      const sameEnabledFlow = current.state === 'enabled' && Value.Equal(current.definition, definition);
      if (state === 'enabled' && !sameEnabledFlow)
        await refuseLoop(workspaceId, { id: flowId, name, definition }, request.body.confirmLoop);
      // Enabling a flow the engine paused takes it over: from now on it runs with this manager's rights.
      const takenOver = current.state === 'paused' && state === 'enabled' ? { ownerId: request.user.id } : {};
      const [flow] = await orm
        .update(flows)
        .set({
          name,
          state,
          pausedReason: state === 'paused' ? current.pausedReason : null,
          // A changed flow may loop differently: its next stopped loop is worth telling again.
          loopNotifiedAt: null,
          ...takenOver,
          triggerType: definition.trigger.type,
          definition: { ...definition },
          updatedAt: new Date(),
        })
        .where(and(eq(flows.id, flowId), eq(flows.workspaceId, workspaceId)))
        .returning();
      return toFlowJson(flow!);
    },
  );

  app.delete('/:id/flows/:flowId', { schema: { params: FlowParamsSchema } }, async (request, reply) => {
    const { id: workspaceId, flowId } = request.params;
    await requireWorkspaceSettingsRole(orm, workspaceId, request.user);
    await requireFlow(workspaceId, flowId);
    await orm.delete(flows).where(and(eq(flows.id, flowId), eq(flows.workspaceId, workspaceId)));
    return reply.code(204).send();
  });

  app.post('/:id/flows/:flowId/run', { schema: { params: FlowParamsSchema }, preValidation: optionalBody }, async (request, reply) => {
    const { id: workspaceId, flowId } = request.params;
    await requireWorkspaceSettingsRole(orm, workspaceId, request.user);
    const flow = await requireFlow(workspaceId, flowId);
    await validate(workspaceId, flow.definition as unknown as FlowDefinitionInput, true);
    const runId = await engine.runNow(flow, request.user);
    return reply.code(202).send({ runId });
  });

  app.post(
    '/:id/flows/:flowId/test',
    { schema: { params: FlowParamsSchema, body: TestBodySchema, response: { 200: TestResultSchema } }, preValidation: optionalBody },
    async (request) => {
      const { id: workspaceId, flowId } = request.params;
      await requireWorkspaceSettingsRole(orm, workspaceId, request.user);
      const flow = await requireFlow(workspaceId, flowId);
      const definition = await validate(workspaceId, flow.definition as unknown as FlowDefinitionInput, true);
      const sample = engine.catalog.trigger(definition.trigger.type)?.definition.sample ?? {};
      return engine.testRun(flow, request.body.event ?? sample);
    },
  );

  app.get(
    '/:id/flows/:flowId/runs',
    {
      schema: {
        params: FlowParamsSchema,
        querystring: RunsQuerySchema,
        response: { 200: Type.Object({ items: Type.Array(RunSummarySchema), total: Type.Integer() }) },
      },
    },
    async (request) => {
      const { id: workspaceId, flowId } = request.params;
      await requireReader(workspaceId, request.user);
      const flow = await requireFlow(workspaceId, flowId);
      const secrets = secretsOfDefinition(flow.definition as unknown as FlowDefinition, engine.catalog);
      const { items, total } = await listRuns(orm, flowId, request.query.offset ?? 0, request.query.limit ?? 20, request.query.status);
      return { items: items.map((run) => toRunSummary(redactRun(run, engine.catalog, secrets))), total };
    },
  );

  app.get('/:id/flows/:flowId/runs/:runId', { schema: { params: RunParamsSchema, response: { 200: RunSchema } } }, async (request) => {
    const { id: workspaceId, flowId, runId } = request.params;
    await requireReader(workspaceId, request.user);
    const flow = await requireFlow(workspaceId, flowId);
    const stored = await findRun(orm, flowId, runId);
    if (!stored) throw flowError('run_not_found', 404);
    const run = redactRun(stored, engine.catalog, secretsOfDefinition(flow.definition as unknown as FlowDefinition, engine.catalog));
    const { names, steps } = await readableRun(run, {
      orm,
      catalog: engine.catalog,
      resolvers: engine.names,
      workspaceId,
      locale: requestLocale(request),
    });
    return { ...toRunSummary(run), queuedAt: run.queuedAt.toISOString(), event: run.event, steps, names };
  });
};
