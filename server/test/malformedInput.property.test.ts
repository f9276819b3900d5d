/**
 * Issue 10: input a client can send never answers 5xx. Every route of the app (read from app.routeTable, so
 * every bundled module's routes too) gets generated requests as a signed-in user with real objects:
 * path parameters, query values, bodies and the workspace header are each either a real value or a bad one
 * (NUL, lone surrogates, ids that are no UUIDs, numbers and dates past what PostgreSQL stores, JSON nested
 * thousands deep). Seeded and bounded, so a run is repeatable and short.
 */
import fc from 'fast-check';
import type { RouteEntry } from '../src/http/routeTable';
import { call } from './support/organisations';
import {
  fillUrl,
  hasBody,
  type IdPool,
  openProbeApp,
  parameterNames,
  type ProbeSetup,
  probedRoutes,
  queryString,
  sampleOf,
  send,
  validParams,
} from './support/routeProbe';
import { bearer, PASSWORD, type SignedIn } from './support/users';

const SEED = 20261123;
const RUNS_PER_ROUTE = 6;

/** A number token written into the JSON text as is (JSON.stringify cannot write 1e999). */
const RAW = 'RAW::';
const raw = (token: string) => `${RAW}${token}`;

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? { a: value } : [value];
  return value;
}

const BAD_TEXT = ['\u0000', 'a\u0000b', '\ud800', 'x\udc00y', 'not-a-uuid', '1;DROP TABLE users', '../..', '..%2F..', '', 'ы'.repeat(3000)];
const BAD_NUMBER_TEXT = ['99999999999999999999', '1e999', '9223372036854775808', '-9223372036854775809', 'NaN', '-1', '0.5'];
const BAD_DATES = ['0000-01-01T00:00:00Z', '9999-12-31T23:59:60Z', '2024-02-30T00:00:00Z', '9999-12-31T23:59:59-05:00'];
const badScalar = fc.constantFrom(...BAD_TEXT, ...BAD_NUMBER_TEXT, ...BAD_DATES);
const badJsonValue = fc.oneof(
  badScalar,
  fc.constantFrom(raw('1e999'), raw('-1e999'), raw('9223372036854775808'), raw('99999999999999999999'), raw('1.5'), raw('-1')),
  fc.constant(deeplyNested(2000)),
  fc.constant({ '\u0000key': 1 }),
  fc.constant([null, '\ud800']),
);

function toJson(value: unknown): string {
  const rawToken = new RegExp(`"${RAW}([^"]*)"`, 'g');
  return JSON.stringify(value).replace(rawToken, (_whole, token: string) => token);
}

const properties = (schema: unknown) => (schema as { properties?: Record<string, Record<string, unknown>> } | undefined)?.properties ?? {};

/** Where a request carries the bad value: one path parameter, query value, body field, the header or the whole body. */
function slotsOf(route: RouteEntry): string[] {
  return [
    ...parameterNames(route.url).map((name) => `params:${name}`),
    ...Object.keys(properties(route.schema?.querystring)).map((name) => `query:${name}`),
    ...(hasBody(route) ? Object.keys(properties(route.schema?.body)).map((name) => `body:${name}`) : []),
    'header',
    ...(route.method === 'GET' ? [] : ['body']),
    // A request with nothing bad: it creates the objects whose ids the next routes use.
    'none',
  ];
}

interface Plan {
  slot: string;
  text: string;
  json: unknown;
  /** Also a second bad value elsewhere, for the combinations. */
  second: { slot: string; text: string } | null;
}

/** A generated request plan for one route: every value real except the one (or two) fast-check picks. */
function planOf(route: RouteEntry): fc.Arbitrary<Plan> {
  const slots = slotsOf(route);
  const slot = fc.constantFrom(...slots);
  return fc.record({
    slot,
    text: badScalar,
    json: badJsonValue,
    second: fc.option(fc.record({ slot, text: badScalar }), { freq: 2 }),
  });
}

/** The request of a plan: real ids of the caller's objects, schema-shaped values, and the bad ones. */
function requestOf(route: RouteEntry, plan: Plan, pool: IdPool, workspaceId: string) {
  const bad = new Map<string, { text: string; json: unknown }>([[plan.slot, { text: plan.text, json: plan.json }]]);
  if (plan.second && !bad.has(plan.second.slot)) bad.set(plan.second.slot, { text: plan.second.text, json: plan.second.text });
  const params = validParams(route, pool, (options) => options[options.length - 1]!) ?? {};
  for (const name of parameterNames(route.url)) {
    const value = bad.get(`params:${name}`);
    if (value) params[name] = value.text;
  }
  const query: Record<string, string> = {};
  for (const [name, schema] of Object.entries(properties(route.schema?.querystring))) {
    const value = bad.get(`query:${name}`);
    // A long poll that waits its full 30 s would only slow the run down.
    query[name] = value ? value.text : name === 'timeout' ? '0' : String(sampleOf(schema, pool, name) ?? '');
  }
  let body: string | undefined;
  if (bad.has('body')) {
    body = toJson(bad.get('body')!.json);
  } else if (hasBody(route)) {
    const sampled = sampleOf(route.schema?.body as Record<string, unknown>, pool);
    const value = (typeof sampled === 'object' && sampled !== null ? sampled : {}) as Record<string, unknown>;
    for (const name of Object.keys(properties(route.schema?.body))) {
      const badValue = bad.get(`body:${name}`);
      if (badValue) value[name] = badValue.json;
    }
    body = toJson(value);
  }
  const header = bad.get('header')?.text.replace(/[^\x20-\x7e]/g, '') ?? workspaceId;
  return { url: `${fillUrl(route.url, params)}${queryString(query)}`, body, header };
}

describe('malformed input on every route', () => {
  let setup: ProbeSetup;

  beforeAll(async () => {
    setup = await openProbeApp();
    const { app, owner, workspaceId, pool } = setup;
    pool.learn(
      await call(app, owner, 'POST', `/api/v1/workspaces/${workspaceId}/invitations`, { email: 'guest@example.test', role: 'guest' }).then(
        (r) => ({ invitation: r.json() }),
      ),
    );
    pool.learn((await call(app, owner, 'POST', '/api/v1/notifications/test')).json());
  });

  afterAll(() => setup.close());

  it('answers no 5xx to generated bad input on any route', async () => {
    const { app, owner, workspaceId, pool, enableEveryModule } = setup;
    const routes = probedRoutes(app);
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const [index, route] of routes.entries()) {
      // A fresh session per route: logout and refresh, probed too, must not end the run for the others.
      // Sign-out everywhere, probed too, ends the owner's first session as well: every call takes the new one.
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: owner.user.email, password: PASSWORD },
      });
      Object.assign(owner, login.json<SignedIn>());
      const token = owner.access_token;
      await enableEveryModule();
      const failuresBefore = failures.length;
      await fc
        .assert(
          fc.asyncProperty(planOf(route), async (plan) => {
            const { url, body, header } = requestOf(route, plan, pool, workspaceId);
            const headers = { ...bearer(token), 'x-workspace-id': header, 'accept-language': 'en' };
            const response = await send(app, route.method, url, headers, body);
            if (response.statusCode < 300 && String(response.headers['content-type']).includes('json')) pool.learn(response.json());
            if (response.statusCode >= 500) failures.push(`${route.method} ${url} → ${response.statusCode} ${response.body.slice(0, 200)}`);
            return response.statusCode < 500;
          }),
          { seed: SEED + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        )
        .catch((error: Error) => {
          // A 5xx is already listed; anything else that stopped the property (a thrown error) is listed here.
          const cause = String((error as { cause?: unknown }).cause ?? error.message).slice(0, 300);
          if (failures.length === failuresBefore) failures.push(`${route.method} ${route.url}: ${cause}`);
        });
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
