/**
 * The platform's outbound clients (@artel/sdk/server's createOutboundClient): one for the platform's own calls
 * (flows' webhooks) and one per module, each allowing the hosts of OUTBOUND_ALLOW_HOSTS and of the admin's
 * allow-list, read at each call so a change in /admin/settings applies at once; a module's also allows the
 * hosts of its own instance URL settings, which only the platform's administrator sets.
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

export function moduleOutbound(app: FastifyInstance, moduleId: string): OutboundHttp {
  return createOutboundClient({ allowedHosts: () => [...platformAllowedHosts(app), ...app.moduleInstanceSettings.trustedHosts(moduleId)] });
}
