import type { ModuleTestHost } from '@artel/sdk/server/testing';
import { addCard, boardWithColumns, createKanbanHost, kanban, newTeam, type Person } from '../testing/kanbanFixtures';
import { fireDueDates } from './dueDateTriggers';

let host: ModuleTestHost;

beforeAll(async () => {
  host = await createKanbanHost();
});

afterAll(() => host.close());

type Run = { id: string; status: string; depth: number; error?: string };

async function team() {
  const { workspaceId, owner } = await newTeam(host);
  const person = host.personFor(owner.id, workspaceId);
  const { boardId, columnIds } = await boardWithColumns(host.app, owner, workspaceId, ['Todo', 'Doing', 'Done']);
  return { workspaceId, owner, person, boardId, columnIds: columnIds as [string, string, string] };
}

async function flow(owner: Person, workspaceId: string, trigger: Record<string, unknown>, steps: unknown[], conditions: unknown = null) {
  const response = await host.api(host.personFor(owner.id, workspaceId), 'POST', `/workspaces/${workspaceId}/flows`, {
    name: 'Kanban flow',
    state: 'enabled',
    definition: { trigger, conditions, steps },
  });
  if (response.statusCode !== 201) throw new Error(`flow: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

async function runs(owner: Person, workspaceId: string, flowId: string): Promise<Run[]> {
  await host.flows.settled();
  const response = await host.api(
    host.personFor(owner.id, workspaceId),
    'GET',
    `/workspaces/${workspaceId}/flows/${flowId}/runs?limit=100`,
  );
  return response.json<{ items: Run[] }>().items;
}

async function runEvent(owner: Person, workspaceId: string, flowId: string, runId: string) {
  return (await host.api(host.personFor(owner.id, workspaceId), 'GET', `/workspaces/${workspaceId}/flows/${flowId}/runs/${runId}`)).json<{
    event: Record<string, unknown>;
    steps: Array<{ output: Record<string, unknown> }>;
  }>();
}

async function card(owner: Person, cardId: string) {
  return (await kanban(host.app, owner, 'GET', `/cards/${cardId}`)).json<{
    card: { columnId: string; assigneeIds: string[]; labelIds: string[]; checklistItems: Array<{ text: string }>; title: string };
  }>().card;
}

describe('kanban flow triggers and actions', () => {
  it('card created fires with the card’s fields; conditions filter; "add a checklist" adds the items', async () => {
    const { workspaceId, owner, boardId, columnIds } = await team();
    const flowId = await flow(
      owner,
      workspaceId,
      { type: 'kanban.card.created', settings: { boardId } },
      [
        {
          id: 'list',
          kind: 'action',
          action: 'kanban.create_checklist',
          settings: { cardId: '{{cardId}}', items: 'Review {{title}}\nShip it' },
        },
      ],
      { '==': [{ var: 'priority' }, 'high'] },
    );
    const important = await addCard(host.app, owner, columnIds[0], 'Contract', { priority: 'high' });
    await addCard(host.app, owner, columnIds[0], 'Trivia', { priority: 'low' });

    const [skipped, succeeded] = await runs(owner, workspaceId, flowId);
    expect([succeeded!.status, skipped!.status]).toEqual(['succeeded', 'skipped']);
    expect((await runEvent(owner, workspaceId, flowId, succeeded!.id)).event).toMatchObject({
      cardId: important.id,
      boardId,
      columnId: columnIds[0],
      title: 'Contract',
      priority: 'high',
      actorId: owner.id,
    });
    expect((await card(owner, important.id)).checklistItems.map((item) => item.text)).toEqual(['Review Contract', 'Ship it']);
  });

  it('card moved fires only for the column set; "assign" adds the members to the card', async () => {
    const { workspaceId, owner, columnIds } = await team();
    const flowId = await flow(owner, workspaceId, { type: 'kanban.card.moved', settings: { columnId: columnIds[2] } }, [
      { id: 'assign', kind: 'action', action: 'kanban.assign_card', settings: { cardId: '{{cardId}}', members: [owner.id] } },
    ]);
    const task = await addCard(host.app, owner, columnIds[0], 'Task');
    await kanban(host.app, owner, 'POST', `/cards/${task.id}/move`, { columnId: columnIds[1] });
    expect(await runs(owner, workspaceId, flowId)).toEqual([]);
    await kanban(host.app, owner, 'POST', `/cards/${task.id}/move`, { columnId: columnIds[2] });

    const [run] = await runs(owner, workspaceId, flowId);
    expect(run!.status).toBe('succeeded');
    expect((await runEvent(owner, workspaceId, flowId, run!.id)).event).toMatchObject({
      fromColumnId: columnIds[1],
      columnId: columnIds[2],
    });
    expect((await card(owner, task.id)).assigneeIds).toEqual([owner.id]);
  });

  it('card assigned fires per new assignee; "add labels" labels the card', async () => {
    const { workspaceId, owner, boardId, columnIds } = await team();
    const label = (await kanban(host.app, owner, 'POST', `/boards/${boardId}/labels`, { name: 'Mine', color: 'red' })).json<{
      label: { id: string };
    }>().label;
    const flowId = await flow(owner, workspaceId, { type: 'kanban.card.assigned', settings: { assigneeId: owner.id } }, [
      { id: 'label', kind: 'action', action: 'kanban.label_card', settings: { cardId: '{{cardId}}', labelIds: [label.id] } },
    ]);
    const task = await addCard(host.app, owner, columnIds[0], 'Task');
    expect((await kanban(host.app, owner, 'PUT', `/cards/${task.id}/assignees`, { userIds: [owner.id] })).statusCode).toBe(200);

    const [run] = await runs(owner, workspaceId, flowId);
    expect(run!.status).toBe('succeeded');
    expect((await runEvent(owner, workspaceId, flowId, run!.id)).event).toMatchObject({ assigneeId: owner.id, cardId: task.id });
    expect((await card(owner, task.id)).labelIds).toEqual([label.id]);
  });

  it('comment added fires with the text; "move the card" moves it', async () => {
    const { workspaceId, owner, columnIds } = await team();
    const flowId = await flow(
      owner,
      workspaceId,
      { type: 'kanban.comment.added', settings: {} },
      [{ id: 'move', kind: 'action', action: 'kanban.move_card', settings: { cardId: '{{cardId}}', columnId: columnIds[1] } }],
      { in: ['urgent', { var: 'text' }] },
    );
    const task = await addCard(host.app, owner, columnIds[0], 'Task');
    await kanban(host.app, owner, 'POST', `/cards/${task.id}/comments`, { body: 'just a note' });
    await kanban(host.app, owner, 'POST', `/cards/${task.id}/comments`, { body: 'this is urgent!' });

    const statuses = (await runs(owner, workspaceId, flowId)).map((run) => run.status);
    expect(statuses).toEqual(['succeeded', 'skipped']);
    expect((await card(owner, task.id)).columnId).toBe(columnIds[1]);
  });

  it('due soon and overdue fire at their minute, not for a card done or due-complete; "create a card" creates one from the template', async () => {
    const { workspaceId, owner, boardId, columnIds } = await team();
    const minute = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 3600_000);
    // Due dates are wall-clock times; a trigger reads them in the platform's default zone, Moscow (UTC+3).
    const moscow = (instant: number) => new Date(instant + 3 * 3600_000).toISOString();
    const soonFlow = await flow(owner, workspaceId, { type: 'kanban.card.due_soon', settings: { boardId } }, [
      {
        id: 'follow',
        kind: 'action',
        action: 'kanban.create_card',
        settings: { columnId: columnIds[1], title: 'Prepare {{title}}', priority: 'urgent' },
      },
    ]);
    const lateFlow = await flow(owner, workspaceId, { type: 'kanban.card.overdue', settings: {} }, [
      { id: 'follow', kind: 'action', action: 'kanban.create_card', settings: { columnId: columnIds[2], title: 'Late: {{title}}' } },
    ]);
    await addCard(host.app, owner, columnIds[0], 'Tomorrow', { dueDate: moscow(minute.getTime() + 24 * 3600_000 - 30_000) });
    await addCard(host.app, owner, columnIds[0], 'Now', { dueDate: moscow(minute.getTime() - 10_000) });
    await addCard(host.app, owner, columnIds[0], 'Later', { dueDate: moscow(minute.getTime() + 5 * 24 * 3600_000) });
    const met = await addCard(host.app, owner, columnIds[0], 'Met', { dueDate: moscow(minute.getTime() - 20_000) });
    await kanban(host.app, owner, 'PATCH', `/cards/${met.id}`, { dueComplete: true });
    await addCard(host.app, owner, columnIds[columnIds.length - 1]!, 'Finished', { dueDate: moscow(minute.getTime() - 20_000) });

    await fireDueDates(host.orm, host.flows, new Date(minute.getTime() - 60_000));
    expect(await runs(owner, workspaceId, soonFlow)).toEqual([]);
    await fireDueDates(host.orm, host.flows, minute);

    const [soon] = await runs(owner, workspaceId, soonFlow);
    const lateRuns = await runs(owner, workspaceId, lateFlow);
    expect(lateRuns).toHaveLength(1);
    const [late] = lateRuns;
    expect([soon!.status, late!.status]).toEqual(['succeeded', 'succeeded']);
    expect((await runEvent(owner, workspaceId, soonFlow, soon!.id)).event.title).toBe('Tomorrow');
    const created = (await runEvent(owner, workspaceId, soonFlow, soon!.id)).steps[0]!.output.cardId as string;
    expect(await card(owner, created)).toMatchObject({ title: 'Prepare Tomorrow', columnId: columnIds[1] });
    const late1 = (await runEvent(owner, workspaceId, lateFlow, late!.id)).steps[0]!.output.cardId as string;
    expect(await card(owner, late1)).toMatchObject({ title: 'Late: Now', columnId: columnIds[2] });
  });

  it('a flow creating the cards it listens to is caught when enabled and, confirmed, makes one extra card', async () => {
    const { workspaceId, owner, person, boardId, columnIds } = await team();
    const trigger = { type: 'kanban.card.created', settings: { boardId } };
    const copy = {
      id: 'again',
      kind: 'action',
      action: 'kanban.create_card',
      settings: { columnId: columnIds[0], title: 'Копия: {{title}}', priority: 'low' },
    };
    const definition = { trigger, conditions: null, steps: [copy] };
    const refused = await host.api(
      person,
      'POST',
      `/workspaces/${workspaceId}/flows`,
      { name: 'Копии', state: 'enabled', definition },
      'ru',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Действие «Создать карточку» снова запустит этот сценарий (событие «Карточка создана» на доске «Спринт»)',
    );

    const highOnly = { ...definition, conditions: { '==': [{ var: 'priority' }, 'high'] } };
    const other = await boardWithColumns(host.app, owner, workspaceId, ['Входящие']);
    const elsewhere = { ...definition, steps: [{ ...copy, settings: { ...copy.settings, columnId: other.columnIds[0] } }] };
    for (const fine of [highOnly, elsewhere]) {
      expect(
        (await host.api(person, 'POST', `/workspaces/${workspaceId}/flows`, { name: 'Без цикла', state: 'enabled', definition: fine }))
          .statusCode,
      ).toBe(201);
    }

    const confirmed = await host.api(person, 'POST', `/workspaces/${workspaceId}/flows`, {
      name: 'Копии',
      state: 'enabled',
      definition,
      confirmLoop: true,
    });
    expect(confirmed.statusCode).toBe(201);
    await addCard(host.app, owner, columnIds[0], 'Seed', { priority: 'medium' });
    const all = (await runs(owner, workspaceId, confirmed.json<{ id: string }>().id)).reverse();
    expect(all.map((run) => [run.depth, run.status])).toEqual([
      [0, 'succeeded'],
      [1, 'loop_stopped'],
    ]);
    const cards = (await kanban(host.app, owner, 'GET', `/boards/${boardId}`)).json<{ cards: Array<{ title: string }> }>().cards;
    expect(cards.map((card) => card.title).sort()).toEqual(['Seed', 'Копия: Seed']);
  });

  it('a flow labelling the cards whose labels it listens to is caught when enabled; another board or label is not', async () => {
    const { workspaceId, owner, person, boardId } = await team();
    const addLabel = async (board: string, name: string) =>
      (await kanban(host.app, owner, 'POST', `/boards/${board}/labels`, { name, color: 'green' })).json<{ label: { id: string } }>().label
        .id;
    const checked = await addLabel(boardId, 'Проверено');
    const urgent = await addLabel(boardId, 'Срочно');
    const label = (labelId: string) => ({
      id: 'mark',
      kind: 'action',
      action: 'kanban.label_card',
      settings: { cardId: '{{cardId}}', labelIds: [labelId] },
    });
    const save = (definition: unknown) =>
      host.api(person, 'POST', `/workspaces/${workspaceId}/flows`, { name: 'Метки', state: 'enabled', definition }, 'ru');

    const loop = { trigger: { type: 'kanban.card.labeled', settings: { boardId } }, conditions: null, steps: [label(checked)] };
    const refused = await save(loop);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Действие «Добавить метки» снова запустит этот сценарий (событие «Карточке добавлена метка» на доске «Спринт»)',
    );

    const other = await boardWithColumns(host.app, owner, workspaceId, ['Входящие']);
    const elsewhere = { ...loop, steps: [label(await addLabel(other.boardId, 'Проверено'))] };
    const onlyUrgent = { ...loop, trigger: { type: 'kanban.card.labeled', settings: { boardId, labelId: urgent } } };
    const notChecked = { ...loop, conditions: { '!=': [{ var: 'labelId' }, checked] } };
    for (const fine of [elsewhere, onlyUrgent, notChecked]) expect((await save(fine)).statusCode).toBe(201);
  });

  it('a test run says what the actions would do and changes nothing', async () => {
    const { workspaceId, owner, person, columnIds } = await team();
    const task = await addCard(host.app, owner, columnIds[0], 'Task');
    const flowId = await flow(owner, workspaceId, { type: 'kanban.card.created', settings: {} }, [
      { id: 'move', kind: 'action', action: 'kanban.move_card', settings: { cardId: '{{cardId}}', columnId: columnIds[2] } },
    ]);
    const response = await host.api(person, 'POST', `/workspaces/${workspaceId}/flows/${flowId}/test`, {
      event: { cardId: task.id, title: 'Task' },
    });
    expect(response.json()).toMatchObject({
      conditionsPassed: true,
      steps: [{ stepId: 'move', wouldDo: 'Переместит карточку «Task» в колонку «Done»' }],
    });
    expect((await card(owner, task.id)).columnId).toBe(columnIds[0]);
    expect(await runs(owner, workspaceId, flowId)).toEqual([]);
  });
});
