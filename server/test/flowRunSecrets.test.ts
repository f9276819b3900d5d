import './support/nativeModules';
import { eq } from 'drizzle-orm';
import { flowRuns } from '../src/db/tables/flows';
import { notifications } from '../src/db/tables/notifications';
import { flowProbe } from './support/flowProbe';
import { createModuleTestHost, type ModuleTestHost, type TestPerson, workspaceApi } from './support/moduleTestHost';
import { countingReceiver } from './support/webhookReceiver';

const probe = flowProbe();
let host: ModuleTestHost;
let api: ReturnType<typeof workspaceApi>;

beforeAll(async () => {
  // The test's webhook receiver runs on this machine, which only a platform administrator may allow.
  host = await createModuleTestHost(probe.module, { config: { outboundAllowHosts: ['127.0.0.1'] } });
  api = workspaceApi(host);
});

afterAll(() => host.close());

const WEBHOOK_SECRET = 'whsec-7f3a9c1e5b2d';
const TOKEN = 'tok-51c0ffee42';

async function teamWithReaders() {
  const { workspaceId, owner } = await host.newTeam();
  const readers = [
    owner,
    await host.join(workspaceId, 'admin'),
    await host.join(workspaceId, 'member'),
    await host.join(workspaceId, 'viewer'),
  ];
  return { workspaceId, owner, readers };
}

async function enabledFlow(owner: TestPerson, steps: unknown[]) {
  const response = await api(owner, 'POST', '/flows', {
    name: 'Signed',
    state: 'enabled',
    definition: { trigger: { type: 'probe.happened', settings: {} }, conditions: null, steps },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

/** Every answer about the flow's runs, as raw JSON, for each reader. */
async function runAnswers(readers: TestPerson[], flowId: string): Promise<string[]> {
  await host.app.flows.idle();
  const answers: string[] = [];
  for (const reader of readers) {
    const list = await api(reader, 'GET', `/flows/${flowId}/runs?limit=100`);
    expect(list.statusCode).toBe(200);
    answers.push(list.body);
    for (const { id } of list.json().items as Array<{ id: string }>) {
      const detail = await api(reader, 'GET', `/flows/${flowId}/runs/${id}`);
      expect(detail.statusCode).toBe(200);
      answers.push(detail.body);
    }
  }
  return answers;
}

const storedRuns = async (flowId: string) =>
  JSON.stringify(await host.app.db.orm.select().from(flowRuns).where(eq(flowRuns.flowId, flowId)));

describe('secrets in run logs', () => {
  it('keeps a webhook’s secret and a module action’s secret out of the stored run and every run answer, for every role', async () => {
    const hook = await countingReceiver();
    try {
      const { workspaceId, owner, readers } = await teamWithReaders();
      const flowId = await enabledFlow(owner, [
        { id: 'hook', kind: 'action', action: 'platform.webhook', settings: { url: hook.url, secret: WEBHOOK_SECRET } },
        { id: 'token', kind: 'action', action: 'probe.use_token', settings: { token: TOKEN } },
      ]);
      await probe.emit(workspaceId, { title: 'Paid' });
      const answers = await runAnswers(readers, flowId);

      expect(hook.received()).toBe(1);
      expect(answers[0]).toContain('"succeeded"');
      expect(answers[1]).toContain('"stepId":"token"');
      for (const raw of [...answers, await storedRuns(flowId)]) {
        expect(raw).not.toContain(WEBHOOK_SECRET);
        expect(raw).not.toContain(TOKEN);
      }
    } finally {
      await hook.close();
    }
  });

  it('keeps the secret out of a failed run’s error texts and the owner’s failure notification', async () => {
    const { workspaceId, owner, readers } = await teamWithReaders();
    const flowId = await enabledFlow(owner, [
      { id: 'token', kind: 'action', action: 'probe.use_token', settings: { token: TOKEN, refuse: true } },
    ]);
    await probe.emit(workspaceId, { title: 'Refused' });
    const answers = await runAnswers(readers, flowId);

    expect(answers[0]).toContain('"failed"');
    expect(answers[0]).toContain('the service refused token');
    const told = JSON.stringify(await host.app.db.orm.select().from(notifications).where(eq(notifications.userId, owner.userId)));
    expect(told).toContain('the service refused token');
    for (const raw of [...answers, await storedRuns(flowId), told]) expect(raw).not.toContain(TOKEN);
  });

  it('redacts runs stored before the rule when they are read, including a secret the flow no longer uses', async () => {
    const { owner, readers } = await teamWithReaders();
    const flowId = await enabledFlow(owner, [
      { id: 'hook', kind: 'action', action: 'platform.webhook', settings: { url: 'https://example.com/hook', secret: 'whsec-current-1' } },
    ]);
    const oldSecret = 'whsec-replaced-0';
    await host.app.db.orm.insert(flowRuns).values({
      flowId,
      status: 'failed',
      event: { title: 'Old' },
      error: `signing with ${oldSecret} failed`,
      steps: [
        {
          stepId: 'hook',
          action: 'platform.webhook',
          input: { url: 'https://example.com/hook', secret: oldSecret },
          output: null,
          durationMs: 3,
          status: 'failed',
          error: `signing with ${oldSecret} failed`,
        },
      ],
    });
    const answers = await runAnswers(readers, flowId);

    expect(answers).toHaveLength(8);
    expect(answers[1]).toContain('signing with');
    for (const raw of answers) expect(raw).not.toContain(oldSecret);
  });

  it('keeps the secret out of a test run’s answer to the flow’s manager', async () => {
    const { owner } = await teamWithReaders();
    const flowId = await enabledFlow(owner, [{ id: 'token', kind: 'action', action: 'probe.use_token', settings: { token: TOKEN } }]);
    const tested = await api(owner, 'POST', `/flows/${flowId}/test`, { event: { title: 'Try' } });
    expect(tested.statusCode).toBe(200);
    expect(tested.json().steps[0].wouldDo).toMatch(/^would use /);
    expect(tested.body).not.toContain(TOKEN);
  });
});
