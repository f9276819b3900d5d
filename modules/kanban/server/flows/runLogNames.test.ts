import type { ModuleTestHost } from '@artel/sdk/server/testing';
import { addCard, boardWithColumns, createKanbanHost, joinAs, kanban, newTeam, type Person } from '../testing/kanbanFixtures';

let host: ModuleTestHost;

beforeAll(async () => {
  host = await createKanbanHost();
});

afterAll(() => host.close());

type RunDetail = {
  names: Record<string, { kind: string; name: string }>;
  event: Record<string, unknown>;
  steps: Array<{ stepId: string; effect?: string }>;
};

async function team() {
  const { workspaceId, owner } = await newTeam(host);
  const { boardId, columnIds } = await boardWithColumns(host.app, owner, workspaceId, ['Todo', 'Готово']);
  const label = (await kanban(host.app, owner, 'POST', `/boards/${boardId}/labels`, { name: 'Проверено', color: 'green' })).json<{
    label: { id: string };
  }>().label;
  return { workspaceId, owner, boardId, columnIds: columnIds as [string, string], labelId: label.id };
}

/** "Card to Done → notify its assignees and add a label", enabled, with these extra members to notify. */
async function doneFlow(owner: Person, workspaceId: string, doneColumnId: string, labelId: string, members: string[]) {
  const response = await host.api(host.personFor(owner.id, workspaceId), 'POST', `/workspaces/${workspaceId}/flows`, {
    name: 'Done',
    state: 'enabled',
    definition: {
      trigger: { type: 'kanban.card.moved', settings: { columnId: doneColumnId } },
      conditions: null,
      steps: [
        {
          id: 'tell',
          kind: 'action',
          action: 'platform.notify',
          settings: { members: ['{{assigneeIds}}', ...members], message: 'Готово: {{title}}' },
        },
        { id: 'mark', kind: 'action', action: 'kanban.label_card', settings: { cardId: '{{cardId}}', labelIds: [labelId] } },
      ],
    },
  });
  if (response.statusCode !== 201) throw new Error(`flow: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

async function onlyRun(reader: Person, workspaceId: string, flowId: string, locale: 'ru' | 'en') {
  await host.flows.settled();
  const who = host.personFor(reader.id, workspaceId);
  const [run] = (await host.api(who, 'GET', `/workspaces/${workspaceId}/flows/${flowId}/runs`)).json<{ items: Array<{ id: string }> }>()
    .items;
  const response = await host.api(who, 'GET', `/workspaces/${workspaceId}/flows/${flowId}/runs/${run!.id}`, undefined, locale);
  expect(response.statusCode).toBe(200);
  return { body: response.body, run: response.json<RunDetail>() };
}

describe('the run log names what its ids stand for', () => {
  it('names the card, its board, column, assignee and label, and says each step’s effect in the reader’s language', async () => {
    const { workspaceId, owner, boardId, columnIds, labelId } = await team();
    const boris = await joinAs(host, workspaceId, 'member', 'Борис Петров');
    const flowId = await doneFlow(owner, workspaceId, columnIds[1], labelId, []);
    const task = await addCard(host.app, owner, columnIds[0], 'Подготовить договор', { assigneeIds: [boris.id] });
    await kanban(host.app, owner, 'POST', `/cards/${task.id}/move`, { columnId: columnIds[1] });

    const { run } = await onlyRun(owner, workspaceId, flowId, 'ru');
    expect(run.names[task.id]).toEqual({ kind: 'card', name: 'Подготовить договор' });
    expect(run.names[boardId]).toMatchObject({ kind: 'board' });
    expect(run.names[columnIds[1]]).toEqual({ kind: 'column', name: 'Готово' });
    expect(run.names[boris.id]).toEqual({ kind: 'member', name: 'Борис Петров' });
    expect(run.names[labelId]).toEqual({ kind: 'label', name: 'Проверено' });
    expect(run.steps.map((step) => step.effect)).toEqual([
      'Уведомлено: Борис Петров',
      'Карточке «Подготовить договор» добавлены метки «Проверено»',
    ]);

    const english = (await onlyRun(owner, workspaceId, flowId, 'en')).run;
    expect(english.steps[0]!.effect).toBe('Notified: Борис Петров');
  });

  it('leaves the ids of another workspace unnamed, even when a flow carries them', async () => {
    const other = await team();
    const stranger = await joinAs(host, other.workspaceId, 'member', 'Чужой Человек');
    const otherCard = await addCard(host.app, other.owner, other.columnIds[0], 'Секретная карточка');
    const { workspaceId, owner, columnIds, labelId } = await team();
    const flowId = await doneFlow(owner, workspaceId, columnIds[1], labelId, [stranger.id, otherCard.id, other.labelId, other.boardId]);
    const task = await addCard(host.app, owner, columnIds[0], 'Своя карточка');
    await kanban(host.app, owner, 'POST', `/cards/${task.id}/move`, { columnId: columnIds[1] });

    const { run, body } = await onlyRun(owner, workspaceId, flowId, 'ru');
    expect(run.names[task.id]?.name).toBe('Своя карточка');
    for (const foreign of [stranger.id, otherCard.id, other.labelId, other.boardId]) expect(run.names[foreign]).toBeUndefined();
    for (const secret of ['Чужой Человек', 'Секретная карточка']) expect(body).not.toContain(secret);
  });

  it('filters the runs list by status; an outsider reads neither the list nor a run', async () => {
    const { workspaceId, owner, columnIds, labelId } = await team();
    const flowId = await doneFlow(owner, workspaceId, columnIds[1], labelId, []);
    const task = await addCard(host.app, owner, columnIds[0], 'Task');
    await kanban(host.app, owner, 'POST', `/cards/${task.id}/move`, { columnId: columnIds[1] });
    await host.flows.settled();
    const who = host.personFor(owner.id, workspaceId);
    const list = (status: string) => host.api(who, 'GET', `/workspaces/${workspaceId}/flows/${flowId}/runs?status=${status}`);
    expect((await list('succeeded')).json()).toMatchObject({ total: 1 });
    expect((await list('failed')).json()).toEqual({ items: [], total: 0 });
    expect((await list('nonsense')).statusCode).toBe(400);

    const outsider = await newTeam(host);
    const stranger = host.personFor(outsider.owner.id, outsider.workspaceId);
    const [run] = (await list('succeeded')).json<{ items: Array<{ id: string }> }>().items;
    expect((await host.api(stranger, 'GET', `/workspaces/${workspaceId}/flows/${flowId}/runs?status=succeeded`)).statusCode).toBe(404);
    expect((await host.api(stranger, 'GET', `/workspaces/${workspaceId}/flows/${flowId}/runs/${run!.id}`)).statusCode).toBe(404);
  });
});
