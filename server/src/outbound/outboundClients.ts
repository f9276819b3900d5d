/**
 * The platform's outbound clients (@artel/sdk/server's createOutboundClient): one for the platform's own calls
 * (flows' webhooks) and one per module, each allowing the hosts of OUTBOUND_ALLOW_HOSTS and of the admin's
 * allow-list, read at each call (another instance reloads the settings within 5 s); a module reaches the
 * host of one of its instance URL settings only through `instanceSettings.outboundTo(key)`: trusting the Bot
 * API root must not open it to an LLM address a workspace admin types.
 */
import { createOutboundClient, type OutboundHttp } from '@artel/sdk/server';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    outbound: OutboundHttp;
  }
}

export function platformAllowedHosts(app: FastifyInstance): string[] {
  return [...app.config.outboundAllowHosts, ...app.instanceSettings.current().outboundAllowHosts];
}

export function registerOutbound(app: FastifyInstance): void {
  app.decorate('outbound', createOutboundClient({ allowedHosts: () => platformAllowedHosts(app) }));
}

/** The module's client for the URL in one of its instance settings: the platform's allow-list and that setting's host. */
export function instanceSettingOutbound(app: FastifyInstance, moduleId: string, key: string): OutboundHttp {
  return createOutboundClient({
    allowedHosts: () => [...platformAllowedHosts(app), ...app.moduleInstanceSettings.trustedHosts(moduleId, key)],
  });
}
