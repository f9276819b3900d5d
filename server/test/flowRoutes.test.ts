import './support/nativeModules';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { flows } from '../src/db/tables/flows';
import { flowProbe } from './support/flowProbe';
import { createModuleTestHost, type ModuleTestHost, type TestPerson } from './support/moduleTestHost';

const probe = flowProbe();
let host: ModuleTestHost;

beforeAll(async () => {
  host = await createModuleTestHost(probe.module);
});

afterAll(() => host.close());

function api(person: TestPerson, method: InjectOptions['method'], url: string, payload?: unknown, locale: 'ru' | 'en' = 'en') {
  return host.app.inject({
    method,
    url: `/api/v1/workspaces/${person.workspaceId}${url}`,
    headers: { authorization: person.headers.authorization!, 'accept-language': locale },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

const complete = {
  trigger: { type: 'probe.happened', settings: {} },
  conditions: { '>': [{ var: 'amount' }, 10] },
  steps: [{ id: 'record', kind: 'action', action: 'probe.record', settings: { note: 'got {{title}}' } }],
};

describe('flow routes', () => {
  it('lists the platform and enabled modules’ triggers and actions in the catalog', async () => {
    const { owner } = await host.newTeam();
    const response = await api(owner, 'GET', '/flow-catalog');
    expect(response.statusCode).toBe(200);
    const catalog = response.json();
    const triggerTypes = catalog.triggers.map((trigger: { type: string }) => trigger.type);
    expect(triggerTypes).toEqual(
      expect.arrayContaining(['platform.member_joined', 'platform.schedule', 'platform.manual', 'probe.happened']),
    );
    expect(catalog.actions.map((action: { type: string }) => action.type)).toEqual(
      expect.arrayContaining(['platform.notify', 'platform.webhook', 'probe.record', 'probe.echo']),
    );
    const happened = catalog.triggers.find((trigger: { type: string }) => trigger.type === 'probe.happened');
    expect(happened).toMatchObject({ module: 'probe', label: { en: 'Something happened' }, sample: { kind: 'sample' } });
    expect(happened.fields.map((field: { key: string }) => field.key)).toEqual(['kind', 'amount', 'title', 'card']);
  });

  it('leaves out what a module disabled in the workspace contributes, and refuses to enable a flow using it', async () => {
    const { workspaceId, owner } = await host.newTeam();
    const draft = await api(owner, 'POST', '/flows', { name: 'Draft', definition: complete });
    expect(draft.statusCode).toBe(201);
    const disabled = await host.app.inject({
      method: 'POST',
      url: '/api/v1/marketplace/modules/probe/disable',
      headers: { authorization: owner.headers.authorization!, 'x-workspace-id': workspaceId },
    });
    expect(disabled.statusCode).toBe(200);
    const catalog = (await api(owner, 'GET', '/flow-catalog')).json();
    expect(catalog.triggers.map((trigger: { type: string }) => trigger.type)).not.toContain('probe.happened');
    expect(catalog.actions.map((action: { type: string }) => action.type)).not.toContain('probe.record');
    const enabling = await api(owner, 'PUT', `/flows/${draft.json().id}`, { state: 'enabled' });
    expect(enabling.statusCode).toBe(400);
    expect(enabling.json().error).toMatchObject({ code: 'trigger_not_available', details: { nodeId: 'trigger' } });
  });

  it('creates, reads, lists, updates and deletes a flow', async () => {
    const { owner } = await host.newTeam('Ольга');
    const created = await api(owner, 'POST', '/flows', { name: '  Big amounts ', state: 'enabled', definition: complete });
    expect(created.statusCode).toBe(201);
    const flow = created.json();
    expect(flow).toMatchObject({ name: 'Big amounts', state: 'enabled', ownerId: owner.userId, definition: complete });

    expect((await api(owner, 'GET', `/flows/${flow.id}`)).json()).toEqual(flow);
    const list = (await api(owner, 'GET', '/flows')).json();
    expect(list).toEqual([
      {
        id: flow.id,
        name: 'Big amounts',
        state: 'enabled',
        pausedReason: null,
        ownerId: owner.userId,
        ownerName: 'Ольга',
        triggerType: 'probe.happened',
        updatedAt: flow.updatedAt,
        lastRun: null,
        failuresLast7Days: 0,
      },
    ]);

    const updated = await api(owner, 'PUT', `/flows/${flow.id}`, { name: 'Renamed', state: 'draft' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Renamed', state: 'draft', definition: complete });

    expect((await api(owner, 'DELETE', `/flows/${flow.id}`)).statusCode).toBe(204);
    expect((await api(owner, 'GET', `/flows/${flow.id}`)).statusCode).toBe(404);
    expect((await api(owner, 'GET', '/flows')).json()).toEqual([]);
  });

  it('refuses an empty name with the flows’ own text in the user’s language, on create and on rename', async () => {
    const { owner } = await host.newTeam();
    const created = await api(owner, 'POST', '/flows', { name: '', definition: complete }, 'ru');
    expect(created.statusCode).toBe(400);
    expect(created.json().error).toMatchObject({
      code: 'flow_name_required',
      message: 'Укажите название сценария',
      details: { nodeId: 'name' },
    });
    const flow = (await api(owner, 'POST', '/flows', { name: 'Named', definition: complete })).json();
    const renamed = await api(owner, 'PUT', `/flows/${flow.id}`, { name: '   ' }, 'en');
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error).toMatchObject({ code: 'flow_name_required', message: 'Enter the flow name' });
    expect((await api(owner, 'GET', `/flows/${flow.id}`)).json().name).toBe('Named');
  });

  it('names a step by its position and label on save and on enable', async () => {
    const { owner } = await host.newTeam();
    const steps = [
      { id: 'echo-1', kind: 'action', action: 'probe.echo', settings: {} },
      { id: 'step-mx034r0a-2a7cg', kind: 'action', action: 'probe.record', settings: { note: 'n', count: 'many' } },
    ];
    const saved = await api(owner, 'POST', '/flows', { name: 'Two steps', definition: { ...complete, steps } }, 'ru');
    expect(saved.json().error).toMatchObject({ code: 'setting_invalid', message: 'Шаг 2 «Записать»: некорректное значение поля «Число»' });
    const draft = await api(owner, 'POST', '/flows', {
      name: 'Two steps',
      definition: { ...complete, steps: [steps[0], { ...steps[1], settings: {} }] },
    });
    const enabling = await api(owner, 'PUT', `/flows/${draft.json().id}`, { state: 'enabled' }, 'ru');
    expect(enabling.json().error).toMatchObject({ code: 'setting_required', message: 'Шаг 2 «Записать»: заполните поле «Заметка»' });
  });

  it('saves an incomplete draft but checks it whole when it is enabled', async () => {
    const { owner } = await host.newTeam();
    const incomplete = { trigger: { type: '', settings: {} }, conditions: null, steps: [] };
    const draft = await api(owner, 'POST', '/flows', { name: 'Later', definition: incomplete });
    expect(draft.statusCode).toBe(201);
    const enabling = await api(owner, 'PUT', `/flows/${draft.json().id}`, { state: 'enabled' }, 'ru');
    expect(enabling.statusCode).toBe(400);
    expect(enabling.json().error).toMatchObject({ code: 'trigger_required', message: 'Выберите триггер, чтобы включить сценарий' });

    const missingNote = { ...complete, steps: [{ id: 'record', kind: 'action', action: 'probe.record', settings: {} }] };
    expect((await api(owner, 'PUT', `/flows/${draft.json().id}`, { definition: missingNote })).statusCode).toBe(200);
    const refused = await api(owner, 'PUT', `/flows/${draft.json().id}`, { state: 'enabled' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'setting_required',
      message: 'Step 1 "Record": fill in "Note"',
      statusCode: 400,
      details: { nodeId: 'record', setting: 'note' },
    });
    expect((await api(owner, 'GET', `/flows/${draft.json().id}`)).json().state).toBe('draft');
  });

  it.each([
    [
      'an unknown trigger',
      { ...complete, trigger: { type: 'nobody.nothing', settings: {} } },
      'unknown_trigger',
      'trigger',
      'Unknown trigger "nobody.nothing"',
    ],
    [
      'an unknown action',
      { ...complete, steps: [{ id: 'x1', kind: 'action', action: 'probe.nothing', settings: {} }] },
      'unknown_action',
      'x1',
      'Step 1: unknown action "probe.nothing"',
    ],
    [
      'an invalid cron',
      { trigger: { type: 'platform.schedule', settings: { cron: '61 * * *' } }, conditions: null, steps: complete.steps },
      'cron_invalid',
      'trigger',
      'Trigger: invalid cron schedule "61 * * *"',
    ],
    [
      'an unknown operator',
      { ...complete, conditions: { frobnicate: [1, 2] } },
      'condition_invalid',
      'conditions',
      'Conditions: invalid condition: Unrecognized operation frobnicate',
    ],
    [
      'an unknown field',
      { ...complete, conditions: { '==': [{ var: 'colour' }, 'red'] } },
      'condition_unknown_field',
      'conditions',
      'Conditions: the condition uses an unknown field "colour"',
    ],
    [
      'a bad if condition',
      { ...complete, steps: [{ id: 'branch', kind: 'if', condition: { '==': [{ var: 'nope' }, 1] }, then: [], else: [] }] },
      'condition_unknown_field',
      'branch',
      'Step 1 "If": the condition uses an unknown field "nope"',
    ],
    [
      'a setting of the wrong type',
      { ...complete, steps: [{ id: 'r', kind: 'action', action: 'probe.record', settings: { note: 'n', count: 'many' } }] },
      'setting_invalid',
      'r',
      'Step 1 "Record": "Count" has an invalid value',
    ],
    [
      'a template Mustache cannot read',
      { ...complete, steps: [{ id: 'r', kind: 'action', action: 'probe.record', settings: { note: 'hello {{#title}}' } }] },
      'setting_invalid',
      'r',
      'Step 1 "Record": "Note" has an invalid value',
    ],
    [
      'a webhook to a non-http address',
      {
        ...complete,
        steps: [{ id: 'hook', kind: 'action', action: 'platform.webhook', settings: { url: 'ftp://example.com', secret: 's' } }],
      },
      'url_invalid',
      'hook',
      'Step 1 "Send a signed webhook": "URL" must be an http(s) address',
    ],
    [
      'a step id used twice',
      { ...complete, steps: [complete.steps[0], complete.steps[0]] },
      'step_duplicate',
      'record',
      'Step "record" appears twice',
    ],
  ])('refuses %s with a 400 naming the node, and stores nothing', async (_case, definition, code, nodeId, message) => {
    const { owner } = await host.newTeam();
    const response = await api(owner, 'POST', '/flows', { name: 'Bad', definition });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code, message, details: { nodeId } });
    expect((await api(owner, 'GET', '/flows')).json()).toEqual([]);
  });

  it('lets owners and admins manage, members and viewers read, and keeps guests and outsiders out', async () => {
    const { workspaceId, owner } = await host.newTeam();
    const admin = await host.join(workspaceId, 'admin');
    const member = await host.join(workspaceId, 'member');
    const viewer = await host.join(workspaceId, 'viewer');
    const guest = await host.join(workspaceId, 'guest');
    const { owner: outsider } = await host.newTeam();
    const stranger = host.inWorkspace(outsider, workspaceId);

    const byAdmin = await api(admin, 'POST', '/flows', { name: 'By admin', state: 'enabled', definition: complete });
    expect(byAdmin.statusCode).toBe(201);
    const flowId = byAdmin.json().id;
    const runId = (await api(owner, 'POST', `/flows/${flowId}/run`)).json().runId;
    await host.app.flows.idle();

    const reads: Array<[InjectOptions['method'], string]> = [
      ['GET', '/flow-catalog'],
      ['GET', '/flows'],
      ['GET', `/flows/${flowId}`],
      ['GET', `/flows/${flowId}/runs`],
      ['GET', `/flows/${flowId}/runs/${runId}`],
    ];
    const writes: Array<[InjectOptions['method'], string, unknown]> = [
      ['POST', '/flows', { name: 'x', definition: complete }],
      ['PUT', `/flows/${flowId}`, { name: 'y' }],
      ['POST', `/flows/${flowId}/run`, undefined],
      ['POST', `/flows/${flowId}/test`, {}],
      ['DELETE', `/flows/${flowId}`, undefined],
    ];
    for (const reader of [member, viewer]) {
      for (const [method, url] of reads) expect([url, (await api(reader, method, url)).statusCode]).toEqual([url, 200]);
      for (const [method, url, body] of writes) expect([url, (await api(reader, method, url, body)).statusCode]).toEqual([url, 403]);
    }
    for (const [method, url] of reads) expect([url, (await api(guest, method, url)).statusCode]).toEqual([url, 403]);
    for (const [method, url, body] of [...reads.map(([m, u]) => [m, u, undefined] as const), ...writes]) {
      const response = await api(stranger, method, url, body);
      expect([url, response.statusCode, response.json().error.code]).toEqual([url, 404, 'workspace_not_found']);
    }
    expect((await api(admin, 'PUT', `/flows/${flowId}`, { name: 'Admin renamed' })).statusCode).toBe(200);
    expect((await api(admin, 'POST', `/flows/${flowId}/test`, {})).statusCode).toBe(200);
    expect((await api(admin, 'DELETE', `/flows/${flowId}`)).statusCode).toBe(204);
  });

  it('answers 404 for a flow or run of another workspace, through every route', async () => {
    const { owner } = await host.newTeam();
    const { owner: other } = await host.newTeam();
    const flowId = (await api(owner, 'POST', '/flows', { name: 'Mine', state: 'enabled', definition: complete })).json().id;
    const runId = (await api(owner, 'POST', `/flows/${flowId}/run`)).json().runId;
    const otherFlowId = (await api(other, 'POST', '/flows', { name: 'Theirs', definition: complete })).json().id;
    for (const [method, url, body] of [
      ['GET', `/flows/${flowId}`, undefined],
      ['PUT', `/flows/${flowId}`, { name: 'stolen' }],
      ['DELETE', `/flows/${flowId}`, undefined],
      ['POST', `/flows/${flowId}/run`, undefined],
      ['POST', `/flows/${flowId}/test`, {}],
      ['GET', `/flows/${flowId}/runs`, undefined],
      ['GET', `/flows/${flowId}/runs/${runId}`, undefined],
    ] as const) {
      const response = await api(other, method, url, body);
      expect([url, response.statusCode, response.json().error.code]).toEqual([url, 404, 'flow_not_found']);
    }
    const crossed = await api(other, 'GET', `/flows/${otherFlowId}/runs/${runId}`);
    expect(crossed.json().error.code).toBe('run_not_found');
    expect((await api(owner, 'GET', `/flows/${flowId}`)).json().name).toBe('Mine');
  });

  it('keeps a webhook’s signing secret write-only: blank in every answer, kept when a save leaves it blank', async () => {
    const { workspaceId, owner } = await host.newTeam();
    const member = await host.join(workspaceId, 'member');
    const hook = {
      id: 'hook',
      kind: 'action',
      action: 'platform.webhook',
      settings: { url: 'https://example.com/hook', secret: 'ssh-secret' },
    };
    const created = await api(owner, 'POST', '/flows', { name: 'Hook', definition: { ...complete, steps: [hook] } });
    expect(created.body).not.toContain('ssh-secret');
    const flowId = created.json().id;
    for (const reader of [member, owner]) {
      expect((await api(reader, 'GET', `/flows/${flowId}`)).json().definition.steps[0].settings).toEqual({
        url: 'https://example.com/hook',
        secret: '',
      });
    }
    const blankSecret = { ...hook, settings: { url: 'https://example.com/other', secret: '' } };
    const saved = await api(owner, 'PUT', `/flows/${flowId}`, { definition: { ...complete, steps: [blankSecret] } });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain('ssh-secret');
    const [row] = await host.app.db.orm.select().from(flows).where(eq(flows.id, flowId));
    expect((row!.definition as { steps: Array<{ settings: Record<string, string> }> }).steps[0]!.settings).toEqual({
      url: 'https://example.com/other',
      secret: 'ssh-secret',
    });
  });
});
