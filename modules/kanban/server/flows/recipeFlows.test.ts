import type { ModuleTestHost } from '@artel/sdk/server/testing';
import { addCard, boardWithColumns, createKanbanHost, joinAs, kanban, newTeam, type Person } from '../testing/kanbanFixtures';

let host: ModuleTestHost;

beforeAll(async () => {
  host = await createKanbanHost();
});

afterAll(() => host.close());

type Run = { id: string; status: string; error?: string };

async function team() {
  const { workspaceId, owner } = await newTeam(host);
  const { boardId, columnIds } = await boardWithColumns(host.app, owner, workspaceId, ['Todo', 'Готово']);
  return { workspaceId, owner, boardId, columnIds: columnIds as [string, string] };
}

async function flow(owner: Person, workspaceId: string, trigger: Record<string, unknown>, steps: unknown[]) {
  const response = await host.api(host.personFor(owner.id, workspaceId), 'POST', `/workspaces/${workspaceId}/flows`, {
    name: 'Recipe',
    state: 'enabled',
    definition: { trigger, conditions: null, steps },
  });
  if (response.statusCode !== 201) throw new Error(`flow: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

async function runs(owner: Person, workspaceId: string, flowId: string) {
  await host.flows.settled();
  const who = host.personFor(owner.id, workspaceId);
  const { items } = (await host.api(who, 'GET', `/workspaces/${workspaceId}/flows/${flowId}/runs?limit=100`)).json<{ items: Run[] }>();
  return Promise.all(
    items.map(async (run) =>
      (await host.api(who, 'GET', `/workspaces/${workspaceId}/flows/${flowId}/runs/${run.id}`)).json<
        Run & { event: Record<string, unknown>; steps: Array<{ effect?: string; output: unknown }> }
      >(),
    ),
  );
}

const notificationsOf = async (who: Person) =>
  (await host.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: who.headers })).json<{
    notifications: Array<{ title: string; message: string }>;
  }>().notifications;

describe('kanban triggers and actions the recipes need', () => {
  it('«Карточке добавлена метка» fires once per label added, on a new card and on an edit, only for the label set', async () => {
    const { workspaceId, owner, boardId, columnIds } = await team();
    const label = async (name: string) =>
      (await kanban(host.app, owner, 'POST', `/boards/${boardId}/labels`, { name, color: 'red' })).json<{ label: { id: string } }>().label
        .id;
    const urgent = await label('Срочно');
    const other = await label('Потом');
    const flowId = await flow(owner, workspaceId, { type: 'kanban.card.labeled', settings: { labelId: urgent } }, [
      { id: 'assign', kind: 'action', action: 'kanban.assign_card', settings: { cardId: '{{cardId}}', members: [owner.id] } },
    ]);
    const created = await addCard(host.app, owner, columnIds[0], 'Сразу срочная', { labelIds: [urgent] });
    const edited = await addCard(host.app, owner, columnIds[0], 'Стала срочной', { labelIds: [other] });
    await kanban(host.app, owner, 'PATCH', `/cards/${edited.id}`, { labelIds: [other, urgent] });
    await kanban(host.app, owner, 'PATCH', `/cards/${edited.id}`, { title: 'Стала срочной!', labelIds: [other, urgent] });

    const fired = await runs(owner, workspaceId, flowId);
    expect(fired.map((run) => [run.status, run.event.cardId, run.event.labelId]).sort()).toEqual(
      [
        ['succeeded', created.id, urgent],
        ['succeeded', edited.id, urgent],
      ].sort(),
    );
  });

  it('«Сводка просроченных» tells each recipient the overdue cards outside the done column, in one notification', async () => {
    const { workspaceId, owner, boardId, columnIds } = await team();
    const boris = await joinAs(host, workspaceId, 'member', 'Борис Петров');
    const past = new Date(Date.now() - 2 * 24 * 3600_000).toISOString();
    await addCard(host.app, owner, columnIds[0], 'Отчёт за ноябрь', { dueDate: past });
    await addCard(host.app, owner, columnIds[1], 'Уже сделано', { dueDate: past });
    await addCard(host.app, owner, columnIds[0], 'Ещё не срок', { dueDate: new Date(Date.now() + 24 * 3600_000).toISOString() });
    const flowId = await flow(owner, workspaceId, { type: 'platform.manual', settings: {} }, [
      {
        id: 'digest',
        kind: 'action',
        action: 'kanban.overdue_digest',
        settings: { boardId, members: [boris.id], exceptColumnId: columnIds[1] },
      },
    ]);
    const who = host.personFor(owner.id, workspaceId);
    const test = await host.api(who, 'POST', `/workspaces/${workspaceId}/flows/${flowId}/test`, {}, 'ru');
    expect(test.json().steps[0].wouldDo).toMatch(/\(1 просроченная\) получателям: 1$/);
    expect(await notificationsOf(boris)).toEqual([]);

    expect((await host.api(who, 'POST', `/workspaces/${workspaceId}/flows/${flowId}/run`)).statusCode).toBe(202);
    const [run] = await runs(owner, workspaceId, flowId);
    expect(run!.status).toBe('succeeded');
    expect(run!.steps[0]!.effect).toMatch(/\(1 overdue\) sent to: Борис Петров$/);
    const [digest, ...others] = await notificationsOf(boris);
    expect(others).toEqual([]);
    expect(digest!.message).toBe('• Отчёт за ноябрь');
  });
});
