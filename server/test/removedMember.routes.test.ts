/**
 * Issue 10: removal from a workspace revokes what membership gave. A member (an admin, with boards and
 * cards of their own) walks every route of the app first, learning the ids of the workspace's objects;
 * once removed, every workspace-scoped route (read from app.routeTable, so every module's routes too)
 * answers them 403 or 404 with those same ids.
 */
import type { RouteEntry } from '../src/http/routeTable';
import { joinThroughInvitation } from './support/organisations';
import { mayEndSessions, openProbeApp, type ProbeSetup, probedRoutes, send, validRequest } from './support/routeProbe';
import { bearer, register, type SignedIn } from './support/users';

/** Routes that act in one workspace: named in the path, or in the X-Workspace-ID header every call here carries. */
function isWorkspaceScoped(route: RouteEntry): boolean {
  const { url } = route;
  if (url.startsWith('/api/v1/workspaces/:') || url.includes(':workspaceId') || url.startsWith('/api/v1/modules/')) return true;
  return url.startsWith('/api/v1/marketplace/') && !/\/(developer|admin|categories)\b/.test(url);
}

describe('a member removed from a workspace', () => {
  let setup: ProbeSetup;
  let removed: SignedIn;
  const headers = () => ({ ...bearer(removed.access_token), 'x-workspace-id': setup.workspaceId, 'accept-language': 'en' });

  beforeAll(async () => {
    setup = await openProbeApp();
    const { app, owner, workspaceId, pool } = setup;
    removed = await register(app, { name: 'Бывший участник' });
    await joinThroughInvitation(app, owner, workspaceId, removed, 'admin');
    // Two passes as a member, creations before deletions: later routes need what earlier ones made.
    for (let pass = 0; pass < 2; pass += 1) {
      for (const route of probedRoutes(app).filter((entry) => entry.method !== 'DELETE' && !mayEndSessions(entry))) {
        const request = validRequest(route, pool);
        if (!request) continue;
        const response = await send(app, route.method, request.url, headers(), request.body);
        if (response.statusCode < 300 && String(response.headers['content-type']).includes('json')) pool.learn(response.json());
      }
    }
    const removal = await app.inject({
      method: 'DELETE',
      url: `/api/v1/workspaces/${workspaceId}/members/${removed.user.id}`,
      headers: bearer(owner.access_token),
    });
    expect(removal.statusCode).toBe(204);
  }, 120_000);

  afterAll(() => setup.close());

  it('gets 403 or 404 on every workspace-scoped route, with the ids it knew', async () => {
    const { app, pool } = setup;
    const scoped = probedRoutes(app).filter(isWorkspaceScoped);
    expect(scoped.length).toBeGreaterThan(30);
    const leaks: string[] = [];
    let covered = 0;
    for (const route of scoped) {
      const request = validRequest(route, pool);
      if (!request) continue;
      covered += 1;
      const response = await send(app, route.method, request.url, headers(), request.body);
      const { statusCode } = response;
      // A body the schema refuses says nothing about the workspace: Fastify answers it before any handler.
      const schemaRefusal = statusCode === 400 && response.json().error?.code === 'validation_error';
      // A module's public route (a bot's webhook) asks for its own secret, not a member: without it, 401.
      const publicRefusal = statusCode === 401 && route.url.includes('/public/');
      if (statusCode !== 403 && statusCode !== 404 && !schemaRefusal && !publicRefusal)
        leaks.push(`${route.method} ${request.url} → ${statusCode}`);
    }
    expect(covered).toBe(scoped.length);
    expect(leaks).toEqual([]);
  }, 120_000);
});
