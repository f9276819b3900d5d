/**
 * POST /api/v1/workspaces/:id/flow-samples: real events a flow's trigger could fire with, for «Проверить» —
 * the newest from the module's history, or entities found by name. Only those who manage flows test them, and
 * the module offers only what the caller may see.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { requestLocale } from '../http/errors';
import { requireWorkspaceSettingsRole } from '../workspaces/workspaceAccess';
import { WorkspaceParamsSchema } from '../workspaces/workspaceSchemas';
import { enabledModules } from './flowData';
import { type FlowEngine, settingsMatch } from './flowEngine';
import { flowError } from './flowMessages';

/** What the picker lists; the module is asked for more, since the trigger's settings narrow them afterwards. */
const SHOWN = 20;
const ASKED = 100;

const SamplesBodySchema = Type.Object({
  trigger: Type.Object({ type: Type.String({ minLength: 1 }), settings: Type.Record(Type.String(), Type.Unknown()) }),
  search: Type.Optional(Type.String({ maxLength: 200 })),
});

const SamplesSchema = Type.Object({
  /** false: the trigger keeps no history and finds no entities; its sample event is all a test can use. */
  supported: Type.Boolean(),
  samples: Type.Array(
    Type.Object({
      id: Type.String(),
      summary: Type.String(),
      at: Type.Optional(Type.String()),
      actorName: Type.Optional(Type.String()),
      event: Type.Record(Type.String(), Type.Unknown()),
    }),
  ),
});

export const flowSampleRoutes: FastifyPluginAsyncTypebox<{ engine: FlowEngine }> = async (app, { engine }) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/:id/flow-samples',
    { schema: { params: WorkspaceParamsSchema, body: SamplesBodySchema, response: { 200: SamplesSchema } } },
    async (request) => {
      const workspaceId = request.params.id;
      await requireWorkspaceSettingsRole(app.db.orm, workspaceId, request.user);
      const { type, settings } = request.body.trigger;
      const available = engine.catalog.available(await enabledModules(app.db.orm, workspaceId)).triggers;
      const trigger = available.find((entry) => entry.definition.type === type)?.definition;
      if (!trigger)
        throw flowError(engine.catalog.trigger(type) ? 'trigger_not_available' : 'unknown_trigger', 400, { type }, { nodeId: 'trigger' });
      if (!trigger.samples) return { supported: false, samples: [] };
      const search = request.body.search?.trim();
      const found = await trigger.samples({
        workspaceId,
        userId: request.user.id,
        locale: requestLocale(request),
        settings,
        ...(search ? { search } : {}),
        limit: ASKED,
      });
      const fieldKeys = new Set(trigger.fields.map((field) => field.key));
      const wanted = (event: Record<string, unknown>) =>
        trigger.matches ? trigger.matches(settings, event) : settingsMatch(fieldKeys, settings, event);
      return { supported: true, samples: found.filter((sample) => wanted(sample.event)).slice(0, SHOWN) };
    },
  );
};
