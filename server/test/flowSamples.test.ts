import './support/nativeModules';
import type { InjectOptions } from 'fastify';
import { flowProbe } from './support/flowProbe';
import { createModuleTestHost, type ModuleTestHost, type TestPerson } from './support/moduleTestHost';

const probe = flowProbe();
let host: ModuleTestHost;

beforeAll(async () => {
  host = await createModuleTestHost(probe.module);
});

afterAll(() => host.close());

function samples(person: TestPerson, workspaceId: string, body: unknown) {
  return host.app.inject({
    method: 'POST',
    url: `/api/v1/workspaces/${workspaceId}/flow-samples`,
    headers: { authorization: person.headers.authorization!, 'accept-language': 'ru' },
    payload: body as InjectOptions['payload'],
  });
}

type Sample = { id: string; summary: string; at?: string; event: Record<string, unknown> };

describe('real events to test a flow on', () => {
  it('offers the members who joined, newest first, and finds one by name', async () => {
    const { workspaceId, owner } = await host.newTeam('Анна');
    const boris = await host.join(workspaceId, 'member', 'Борис Петров');
    const trigger = { type: 'platform.member_joined', settings: {} };
    const newest = (await samples(owner, workspaceId, { trigger })).json<{ supported: boolean; samples: Sample[] }>();
    expect(newest.supported).toBe(true);
    expect(newest.samples.map((sample) => sample.summary)).toEqual(['Присоединился(-ась) Борис Петров', 'Присоединился(-ась) Анна']);
    expect(newest.samples[0]!.event).toMatchObject({ userId: boris.userId, userName: 'Борис Петров', role: 'member' });
    const found = (await samples(owner, workspaceId, { trigger, search: 'анн' })).json<{ samples: Sample[] }>();
    expect(found.samples.map((sample) => sample.event.userName)).toEqual(['Анна']);
  });

  it('names the member a condition reads in a test run', async () => {
    const { workspaceId, owner } = await host.newTeam('Анна');
    const boris = await host.join(workspaceId, 'member', 'Борис Петров');
    const created = await host.app.inject({
      method: 'POST',
      url: `/api/v1/workspaces/${workspaceId}/flows`,
      headers: { authorization: owner.headers.authorization! },
      payload: {
        name: 'Новичкам',
        definition: {
          trigger: { type: 'platform.member_joined', settings: {} },
          conditions: { '==': [{ var: 'userId' }, boris.userId] },
          steps: [
            {
              id: 'hi',
              kind: 'action',
              action: 'platform.notify',
              settings: { members: '{{userId}}', message: 'Добро пожаловать, {{userName}}' },
            },
          ],
        },
      },
    });
    const [joined] = (await samples(owner, workspaceId, { trigger: { type: 'platform.member_joined', settings: {} } })).json<{
      samples: Sample[];
    }>().samples;
    const tested = await host.app.inject({
      method: 'POST',
      url: `/api/v1/workspaces/${workspaceId}/flows/${created.json().id}/test`,
      headers: { authorization: owner.headers.authorization! },
      payload: { event: joined!.event },
    });
    expect(tested.json()).toMatchObject({
      conditions: [{ passed: true, actual: [{ field: 'userId', value: 'Борис Петров' }] }],
      steps: [{ wouldDo: 'Уведомит: Борис Петров — «Добро пожаловать, Борис Петров»' }],
    });
  });

  it('offers "run now" as the tester starting it', async () => {
    const { workspaceId, owner } = await host.newTeam('Пётр');
    const answer = (await samples(owner, workspaceId, { trigger: { type: 'platform.manual', settings: {} } })).json<{
      samples: Sample[];
    }>();
    expect(answer.samples).toEqual([
      expect.objectContaining({
        summary: 'Запуск сейчас: Пётр',
        event: expect.objectContaining({ userId: owner.userId, userName: 'Пётр' }),
      }),
    ]);
  });

  it('says when a trigger offers no real events, so its sample is used', async () => {
    const { workspaceId, owner } = await host.newTeam();
    const answer = await samples(owner, workspaceId, { trigger: { type: 'probe.happened', settings: {} } });
    expect(answer.json()).toEqual({ supported: false, samples: [] });
  });

  it('refuses an unknown trigger', async () => {
    const { workspaceId, owner } = await host.newTeam();
    const answer = await samples(owner, workspaceId, { trigger: { type: 'nobody.nothing', settings: {} } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('unknown_trigger');
  });

  it('shows a workspace’s members to nobody outside it and to no one there who does not manage flows', async () => {
    const { workspaceId } = await host.newTeam('Анна');
    const trigger = { type: 'platform.member_joined', settings: {} };
    const outsider = (await host.newTeam('Чужой')).owner;
    const asOutsider = await samples(outsider, workspaceId, { trigger });
    expect(asOutsider.statusCode).toBe(404);
    expect(asOutsider.body).not.toContain('Анна');
    for (const role of ['member', 'viewer', 'guest'] as const) {
      const insider = await host.join(workspaceId, role, `Роль ${role}`);
      const answer = await samples(insider, workspaceId, { trigger });
      expect(answer.statusCode).toBe(403);
      expect(answer.body).not.toContain('Анна');
    }
  });
});
