/**
 * Flows in the server: the engine (as `app.flows`, which the module host hands modules as their `flows`
 * service), the platform's own triggers and actions, and the routes. Before the module host, so modules find it.
 */
import type { FastifyInstance } from 'fastify';
import { FlowEngine } from './flowEngine';
import { PLATFORM } from './flowCatalog';
import { flowRoutes } from './flowRoutes';
import { flowSampleRoutes } from './flowSampleRoutes';
import { notifyAction } from './notifyAction';
import { manualSamples, memberJoinedSamples, scheduleSamples } from './platformSamples';
import { manualTrigger, memberJoinedTrigger, scheduleTrigger } from './platformTriggers';
import { webhookAction } from './webhookAction';

declare module 'fastify' {
  interface FastifyInstance {
    flows: FlowEngine;
  }
}

export async function registerFlows(app: FastifyInstance): Promise<void> {
  const engine = new FlowEngine(app);
  app.decorate('flows', engine);
  engine.catalog.addTrigger(PLATFORM, { ...memberJoinedTrigger, samples: memberJoinedSamples(app) });
  engine.catalog.addTrigger(PLATFORM, { ...scheduleTrigger, samples: scheduleSamples });
  engine.catalog.addTrigger(PLATFORM, { ...manualTrigger, samples: manualSamples(app) });
  engine.catalog.addAction(PLATFORM, notifyAction(app));
  engine.catalog.addAction(PLATFORM, webhookAction(app.outbound));
  app.addHook('onReady', async () => engine.start());
  app.addHook('onClose', async () => {
    engine.stop();
    await engine.idle();
  });
  await app.register(flowRoutes, { prefix: '/api/v1/workspaces', engine });
  await app.register(flowSampleRoutes, { prefix: '/api/v1/workspaces', engine });
}
