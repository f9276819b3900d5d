import type { ModuleTestHost } from '@artel/sdk/server/testing';
import { sql } from 'drizzle-orm';
import { addCard, boardWithColumns, createKanbanHost, joinAs, kanban, newTeam } from '../testing/kanbanFixtures';

let host: ModuleTestHost;

beforeAll(async () => {
  host = await createKanbanHost();
});

afterAll(() => host.close());

/**
 * Every table's content, hashed: any insert, update or delete anywhere (kanban, notifications, flow runs…)
 * changes it. Only the platform scheduler's own bookkeeping is left out: its clock ticks regardless.
 */
async function rowsOf<T>(query: ReturnType<typeof sql.raw>): Promise<T[]> {
  return ((await host.orm.execute(query)) as unknown as { rows: T[] }).rows;
}

async function databaseFingerprint(): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    sql.raw(
      `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'module_job_runs' order by 1`,
    ),
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rowsOf<{ hash: string | null }>(
      sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as hash from "${name}" t`),
    );
    fingerprint[name] = row?.hash ?? '';
  }
  return fingerprint;
}

async function movedCardScene() {
  const { workspaceId, owner } = await newTeam(host);
  const boris = await joinAs(host, workspaceId, 'member', 'Борис Петров');
  const { boardId, columnIds } = await boardWithColumns(host.app, owner, workspaceId, ['Todo', 'Doing', 'Готово']);
  const label = (await kanban(host.app, owner, 'POST', `/boards/${boardId}/labels`, { name: 'Проверено', color: 'green' })).json<{
    label: { id: string };
  }>().label;
  const card = await addCard(host.app, owner, columnIds[0]!, 'Счёт поставщику', { priority: 'high' });
  expect((await kanban(host.app, owner, 'PUT', `/cards/${card.id}/assignees`, { userIds: [boris.id] })).statusCode).toBe(200);
  expect((await kanban(host.app, owner, 'POST', `/cards/${card.id}/move`, { columnId: columnIds[2] })).statusCode).toBe(200);
  const manager = host.personFor(owner.id, workspaceId);
  const trigger = { type: 'kanban.card.moved', settings: { columnId: columnIds[2] } };
  const created = await host.api(manager, 'POST', `/workspaces/${workspaceId}/flows`, {
    name: 'Готово → исполнителям',
    definition: {
      trigger,
      conditions: { and: [{ '==': [{ var: 'priority' }, 'high'] }, { '==': [{ var: 'columnId' }, columnIds[2]] }] },
      steps: [
        {
          id: 'tell',
          kind: 'action',
          action: 'platform.notify',
          settings: { members: '{{assigneeIds}}', message: 'Карточка «{{title}}» готова' },
        },
        { id: 'label', kind: 'action', action: 'kanban.label_card', settings: { cardId: '{{cardId}}', labelIds: [label.id] } },
        {
          id: 'follow',
          kind: 'action',
          action: 'kanban.create_card',
          settings: { columnId: columnIds[0], title: 'Оплатить {{title}}', members: [boris.id] },
        },
        { id: 'back', kind: 'action', action: 'kanban.move_card', settings: { cardId: '{{cardId}}', columnId: columnIds[1] } },
        { id: 'list', kind: 'action', action: 'kanban.create_checklist', settings: { cardId: '{{cardId}}', items: 'Сверить\nОплатить' } },
      ],
    },
  });
  expect(created.statusCode).toBe(201);
  return { workspaceId, owner, manager, boris, boardId, columnIds, card, label, trigger, flowId: created.json<{ id: string }>().id };
}

type Sample = { id: string; summary: string; at?: string; actorName?: string; event: Record<string, unknown> };

describe('testing a flow on real kanban events', () => {
  it('offers the real move by name and dry-runs it: verdicts in words, effects by name, nothing written anywhere', async () => {
    const { workspaceId, manager, card, columnIds, trigger, flowId } = await movedCardScene();

    const samples = await host.api(manager, 'POST', `/workspaces/${workspaceId}/flow-samples`, { trigger }, 'ru');
    expect(samples.statusCode).toBe(200);
    const { supported, samples: moves } = samples.json<{ supported: boolean; samples: Sample[] }>();
    expect(supported).toBe(true);
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ summary: 'Карточка «Счёт поставщику» → «Готово»', actorName: 'Владелец' });
    expect(moves[0]!.event).toMatchObject({ cardId: card.id, columnId: columnIds[2], fromColumnId: columnIds[0], priority: 'high' });

    await host.flows.settled();
    const before = await databaseFingerprint();
    const tested = await host.api(manager, 'POST', `/workspaces/${workspaceId}/flows/${flowId}/test`, { event: moves[0]!.event }, 'ru');
    expect(tested.statusCode).toBe(200);
    await host.flows.settled();
    expect(await databaseFingerprint()).toEqual(before);
    const result = tested.json<{
      conditionsPassed: boolean;
      conditions: Array<{ passed: boolean; actual: unknown[] }>;
      steps: Array<{ stepId: string; wouldDo: string }>;
    }>();
    expect(result.conditionsPassed).toBe(true);
    expect(result.conditions.map(({ passed, actual }) => ({ passed, actual }))).toEqual([
      { passed: true, actual: [{ field: 'priority', value: 'Высокий' }] },
      { passed: true, actual: [{ field: 'columnId', value: 'Готово' }] },
    ]);
    expect(Object.fromEntries(result.steps.map((step) => [step.stepId, step.wouldDo]))).toEqual({
      tell: 'Уведомит: Борис Петров — «Карточка «Счёт поставщику» готова»',
      label: 'Добавит карточке «Счёт поставщику» метки: «Проверено»',
      follow: 'Создаст карточку «Оплатить Счёт поставщику» в колонке «Todo», исполнители: Борис Петров',
      back: 'Переместит карточку «Счёт поставщику» в колонку «Doing»',
      list: 'Добавит в чек-лист карточки «Счёт поставщику»: «Сверить», «Оплатить»',
    });
  });

  it('says which condition failed and with what value (in the owner’s language), and describes no step', async () => {
    const { workspaceId, manager, card, flowId } = await movedCardScene();
    const event = { cardId: card.id, priority: 'low', columnId: 'c01c3e00-0000-4000-8000-000000000002' };
    const result = (await host.api(manager, 'POST', `/workspaces/${workspaceId}/flows/${flowId}/test`, { event }, 'en')).json<{
      conditionsPassed: boolean;
      conditions: Array<{ passed: boolean; actual: unknown[] }>;
      steps: unknown[];
    }>();
    expect(result.conditionsPassed).toBe(false);
    expect(result.conditions.map(({ passed, actual }) => ({ passed, actual }))).toEqual([
      { passed: false, actual: [{ field: 'priority', value: 'Низкий' }] },
      { passed: false, actual: [{ field: 'columnId', value: 'c01c3e00-0000-4000-8000-000000000002' }] },
    ]);
    expect(result.steps).toEqual([]);
  });

  it('finds a card by its title as the trigger would carry it now', async () => {
    const { workspaceId, owner, manager, card, columnIds, trigger } = await movedCardScene();
    const found = (await host.api(manager, 'POST', `/workspaces/${workspaceId}/flow-samples`, { trigger, search: 'поставщ' }, 'ru')).json<{
      samples: Sample[];
    }>();
    expect(found.samples).toEqual([
      {
        id: card.id,
        summary: 'Карточка «Счёт поставщику» в «Готово»',
        event: expect.objectContaining({ cardId: card.id, columnId: columnIds[2] }),
      },
    ]);
    // A card elsewhere is offered as if it moved now to the column the flow waits for.
    const other = await addCard(host.app, owner, columnIds[0]!, 'Счёт подрядчику');
    const moved = (
      await host.api(manager, 'POST', `/workspaces/${workspaceId}/flow-samples`, { trigger, search: 'подрядчику' }, 'ru')
    ).json<{ samples: Sample[] }>();
    expect(moved.samples).toEqual([
      {
        id: other.id,
        summary: 'Карточка «Счёт подрядчику» в «Todo»',
        event: expect.objectContaining({ cardId: other.id, fromColumnId: columnIds[0], columnId: columnIds[2] }),
      },
    ]);
    const none = (await host.api(manager, 'POST', `/workspaces/${workspaceId}/flow-samples`, { trigger, search: 'нет такой' })).json<{
      samples: Sample[];
    }>();
    expect(none.samples).toEqual([]);
  });

  it('narrows the events by the trigger’s settings', async () => {
    const { workspaceId, manager, columnIds } = await movedCardScene();
    const elsewhere = { type: 'kanban.card.moved', settings: { columnId: columnIds[1] } };
    const answer = (await host.api(manager, 'POST', `/workspaces/${workspaceId}/flow-samples`, { trigger: elsewhere })).json<{
      samples: Sample[];
    }>();
    expect(answer.samples).toEqual([]);
  });

  it('offers another workspace’s events to nobody outside it, and only managers of this one', async () => {
    const { workspaceId, boris, trigger } = await movedCardScene();
    const outsider = await newTeam(host);
    const stranger = host.personFor(outsider.owner.id, workspaceId);
    const asStranger = await host.api(stranger, 'POST', `/workspaces/${workspaceId}/flow-samples`, { trigger });
    expect(asStranger.statusCode).toBe(404);
    expect(asStranger.body).not.toContain('Счёт поставщику');
    const asMember = await host.api(host.personFor(boris.id, workspaceId), 'POST', `/workspaces/${workspaceId}/flow-samples`, { trigger });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.body).not.toContain('Счёт поставщику');
  });
});
