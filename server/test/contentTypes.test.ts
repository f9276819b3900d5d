/**
 * Issue 26: request bodies are JSON only. Every route of the app that takes a body (read from app.routeTable, so
 * every bundled module's routes too), sent its own valid body labelled text/plain by a signed-in owner with real
 * ids, answers 415 in the caller's language and never runs; a request with no body needs no content type.
 */
import { openProbeApp, type ProbeSetup, probedRoutes, validRequest } from './support/routeProbe';
import { bearer, PASSWORD, type SignedIn } from './support/users';

const RANDOM_ID = '00000000-0000-4000-8000-000000000000';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let setup: ProbeSetup;

beforeAll(async () => {
  setup = await openProbeApp();
});

afterAll(() => setup.close());

describe('content types', () => {
  it('refuses a text/plain body on every route that takes a body with 415, before the route runs', async () => {
    const { app, owner, workspaceId, pool } = setup;
    const routes = probedRoutes(app).filter((route) => BODY_METHODS.has(route.method));
    expect(routes.length).toBeGreaterThan(50);
    const answers: string[] = [];
    for (const route of routes) {
      const valid = validRequest(route, pool);
      const url = valid?.url ?? route.url.replace(/:[A-Za-z0-9_]+/g, RANDOM_ID);
      const payload = valid?.body ?? '{}';
      const response = await app.inject({
        method: route.method as 'POST',
        url,
        payload,
        headers: {
          ...bearer(owner.access_token),
          'x-workspace-id': workspaceId,
          'content-type': 'text/plain; charset=utf-8',
          'accept-language': 'en',
        },
      });
      if (response.statusCode !== 415) answers.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(answers).toEqual([]);
  }, 120_000);

  it('says what to send, in Russian by default and in English when asked', async () => {
    const { app } = setup;
    const login = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: JSON.stringify({ email: 'a@example.test', password: PASSWORD }),
        headers: { 'content-type': 'text/plain', ...headers },
      });
    expect((await login({})).json()).toEqual({
      error: {
        code: 'unsupported_media_type',
        message: 'Неподдерживаемый тип содержимого: отправьте данные в формате JSON (Content-Type: application/json)',
        statusCode: 415,
      },
    });
    expect((await login({ 'accept-language': 'en' })).json().error.message).toBe(
      'Unsupported content type: send the data as JSON (Content-Type: application/json)',
    );
  });

  it('refuses a body with no content type, and takes a request with no body and no content type', async () => {
    const { app, owner } = setup;
    const noType = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: Buffer.from(JSON.stringify({ refresh_token: owner.refresh_token })),
    });
    expect(noType.statusCode).toBe(415);
    const signedIn = (
      await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: owner.user.email, password: PASSWORD } })
    ).json<SignedIn>();
    const bodiless = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(signedIn.access_token) });
    expect(bodiless.statusCode).toBe(200);
  });

  it('still takes JSON, with or without a charset', async () => {
    const { app, owner } = setup;
    const payload = JSON.stringify({ email: owner.user.email, password: PASSWORD });
    for (const type of ['application/json', 'application/json; charset=utf-8']) {
      const response = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload, headers: { 'content-type': type } });
      expect([type, response.statusCode]).toEqual([type, 200]);
    }
  });
});
