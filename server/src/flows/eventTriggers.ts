/**
 * A module's events are its flow triggers: an event emitted under a registered trigger's name queues the runs of
 * the flows listening, with the trigger's fields taken from the payload. One name per fact, and no second emit.
 */
import type { EventsService, FlowEvent, FlowTriggerDefinition, ModuleLogger } from '@artel/sdk/server';
import type { FlowEngine } from './flowEngine';

/** The trigger's declared fields of the payload: what conditions and templates may use, and all the run log keeps. */
function fieldsOf(trigger: FlowTriggerDefinition, payload: Record<string, unknown>): FlowEvent {
  return Object.fromEntries(trigger.fields.filter((field) => field.key in payload).map((field) => [field.key, payload[field.key]]));
}

export function withFlowTriggers(events: EventsService, engine: FlowEngine, logger: ModuleLogger): EventsService {
  return {
    ...events,
    emit: async (name, payload) => {
      await events.emit(name, payload);
      const trigger = engine.catalog.trigger(name)?.definition;
      if (!trigger || typeof payload.workspaceId !== 'string') return;
      // The module's change has committed whatever happens here: a failure to queue is logged, not thrown at it.
      await engine
        .emit(name, { workspaceId: payload.workspaceId, payload: fieldsOf(trigger, payload) })
        .catch((error: unknown) => logger.error({ err: error, trigger: name }, 'flow trigger not queued'));
    },
  };
}
