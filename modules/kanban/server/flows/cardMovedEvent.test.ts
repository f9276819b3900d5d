/**
 * One fact, one name: the `kanban.card.moved` event kanban emits at the write is the flows' trigger, carrying
 * what a flow needs, so nothing reads the card again to tell flows of the move.
 */
import type { ModuleTestHost } from '@artel/sdk/server/testing';
import { getTableName, type Table } from 'drizzle-orm';
import { addCard, boardWithColumns, createKanbanHost, joinAs, kanban, newTeam } from '../testing/kanbanFixtures';

let host: ModuleTestHost;

beforeAll(async () => {
  host = await createKanbanHost();
});

afterAll(() => host.close());

type Run = { id: string; status: string };

/** The tables every top-level read (outside a transaction) selects from while `act` runs. */
async function tablesRead(act: () => Promise<unknown>): Promise<string[]> {
  const orm = host.orm as unknown as { select: (...args: unknown[]) => { from: (table: Table) => unknown } };
  const select = orm.select.bind(orm);
  const read: string[] = [];
  const spy = jest.spyOn(orm, 'select').mockImplementation((...args: unknown[]) => {
    const builder = select(...args);
    const from = builder.from.bind(builder);
    builder.from = (table: Table) => {
      read.push(getTableName(table));
      return from(table);
    };
    return builder;
  });
  try {
    await act();
  } finally {
    spy.mockRestore();
  }
  return read;
}

describe('the card-moved event', () => {
  it('starts a flow bound to it once per move, with the card, the columns by name and the people, and no second read of the card', async () => {
    const { workspaceId, owner } = await newTeam(host);
    const person = host.personFor(owner.id, workspaceId);
    const anna = await joinAs(host, workspaceId, 'member', 'Анна');
    const { boardId, columnIds } = await boardWithColumns(host.app, owner, workspaceId, ['Todo', 'Doing', 'Done']);
    const [todo, doing, done] = columnIds as [string, string, string];
    const saved = await host.api(person, 'POST', `/workspaces/${workspaceId}/flows`, {
      name: 'Готово',
      state: 'enabled',
      definition: {
        trigger: { type: 'kanban.card.moved', settings: { boardId, columnId: done } },
        conditions: null,
        steps: [
          {
            id: 'tell',
            kind: 'action',
            action: 'platform.notify',
            settings: { members: '{{assigneeIds}}', message: '«{{title}}»: {{fromColumnName}} → {{columnName}}' },
          },
        ],
      },
    });
    expect(saved.statusCode).toBe(201);
    const flowId = saved.json<{ id: string }>().id;
    const card = await addCard(host.app, anna, todo, 'Счёт поставщику', { assigneeIds: [anna.id] });
    await kanban(host.app, owner, 'POST', `/cards/${card.id}/move`, { columnId: doing });

    const read = await tablesRead(async () => {
      await kanban(host.app, owner, 'POST', `/cards/${card.id}/move`, { columnId: done });
      await host.flows.settled();
    });
    // The route reads the card once to check access and twice for its answer (the summary); the flow and the
    // notification get the card from the event (a listener reading it again made this 4).
    expect(read.filter((table) => table === 'kanban_cards')).toHaveLength(3);
    // Within the column: a new place, not a move to a column.
    await kanban(host.app, owner, 'POST', `/cards/${card.id}/move`, { columnId: done });

    const runs = (await host.api(person, 'GET', `/workspaces/${workspaceId}/flows/${flowId}/runs?limit=10`)).json<{ items: Run[] }>().items;
    expect(runs.map((run) => run.status)).toEqual(['succeeded']);
    const run = (await host.api(person, 'GET', `/workspaces/${workspaceId}/flows/${flowId}/runs/${runs[0]!.id}`)).json<{
      event: Record<string, unknown>;
    }>();
    expect(run.event).toEqual({
      cardId: card.id,
      boardId,
      columnId: done,
      columnName: 'Done',
      fromColumnId: doing,
      fromColumnName: 'Doing',
      title: 'Счёт поставщику',
      description: '',
      priority: 'medium',
      assigneeIds: [anna.id],
      labelIds: [],
      dueDate: null,
      dueComplete: false,
      createdById: anna.id,
      actorId: owner.id,
    });
    const told = await host.api(host.personFor(anna.id, workspaceId), 'GET', '/notifications');
    expect(told.json<{ notifications: Array<{ message: string }> }>().notifications.map((notification) => notification.message)).toContain(
      '«Счёт поставщику»: Doing → Done',
    );
  });
});
