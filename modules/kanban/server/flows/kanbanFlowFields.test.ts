import type { ModuleTestHost } from '@artel/sdk/server/testing';
import { addCard, boardWithColumns, createKanbanHost, kanban, newTeam } from '../testing/kanbanFixtures';

let host: ModuleTestHost;

beforeAll(async () => {
  host = await createKanbanHost();
});

afterAll(() => host.close());

async function team() {
  const { workspaceId, owner } = await newTeam(host);
  const person = host.personFor(owner.id, workspaceId);
  const { boardId, columnIds } = await boardWithColumns(host.app, owner, workspaceId, ['Todo', 'Done']);
  return { workspaceId, owner, person, boardId, columnIds: columnIds as [string, string] };
}

type Field = {
  key: string;
  type: string;
  multiple?: boolean;
  options?: Array<{ value: string; label: { ru: string; en: string } }>;
  eventDefault?: string;
  required?: boolean;
};

describe('kanban flow fields', () => {
  it('declares priority as an enum with its labels, lists as multiple, and the card as the event’s by default', async () => {
    const { person } = await team();
    const catalog = (await host.api(person, 'GET', `/workspaces/${person.workspaceId}/flow-catalog`)).json<{
      triggers: Array<{ type: string; fields: Field[] }>;
      actions: Array<{ type: string; settings: Field[] }>;
    }>();
    const moved = catalog.triggers.find((trigger) => trigger.type === 'kanban.card.moved')!;
    const field = (key: string) => moved.fields.find((candidate) => candidate.key === key);
    expect(field('priority')).toMatchObject({ type: 'enum' });
    expect(field('priority')!.options).toContainEqual({ value: 'high', label: { ru: 'Высокий', en: 'High' } });
    expect(field('assigneeIds')).toMatchObject({ type: 'member', multiple: true });
    expect(field('labelIds')).toMatchObject({ type: 'label', multiple: true });
    const labelCard = catalog.actions.find((action) => action.type === 'kanban.label_card')!;
    expect(labelCard.settings).toEqual([
      expect.objectContaining({ key: 'cardId', eventDefault: 'cardId' }),
      expect.objectContaining({ key: 'labelIds', type: 'label', multiple: true, required: true }),
    ]);
  });

  it('acts on the event’s card when none is named, and prints assignees by name and the priority by its label', async () => {
    const { workspaceId, owner, person, boardId, columnIds } = await team();
    const label = (await kanban(host.app, owner, 'POST', `/boards/${boardId}/labels`, { name: 'Проверено', color: 'green' })).json<{
      label: { id: string };
    }>().label;
    const created = await host.api(person, 'POST', `/workspaces/${workspaceId}/flows`, {
      name: 'Done and high',
      state: 'enabled',
      definition: {
        trigger: { type: 'kanban.card.moved', settings: { columnId: columnIds[1] } },
        conditions: { '==': [{ var: 'priority' }, 'high'] },
        steps: [
          { id: 'label', kind: 'action', action: 'kanban.label_card', settings: { labelIds: [label.id] } },
          {
            id: 'note',
            kind: 'action',
            action: 'kanban.create_checklist',
            settings: { items: 'Проверил: {{assigneeNames}} ({{priorityLabel}})' },
          },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const task = await addCard(host.app, owner, columnIds[0], 'Договор', { priority: 'high', assigneeIds: [owner.id] });
    await kanban(host.app, owner, 'POST', `/cards/${task.id}/move`, { columnId: columnIds[1] });
    await host.flows.settled();

    const card = (await kanban(host.app, owner, 'GET', `/cards/${task.id}`)).json<{
      card: { labelIds: string[]; checklistItems: Array<{ text: string }> };
    }>().card;
    expect(card.labelIds).toEqual([label.id]);
    expect(card.checklistItems.map((item) => item.text)).toEqual(['Проверил: Владелец (Высокий)']);
  });

  it('names the step by its position and label when a choice is missing, in the user’s language', async () => {
    const { workspaceId, person, columnIds } = await team();
    const definition = {
      trigger: { type: 'kanban.card.moved', settings: { columnId: columnIds[1] } },
      conditions: null,
      steps: [
        { id: 'step-mx034r0a-1', kind: 'action', action: 'kanban.create_checklist', settings: { items: 'Проверить' } },
        { id: 'step-mx034r0a-2a7cg', kind: 'action', action: 'kanban.label_card', settings: { labelIds: [] } },
      ],
    };
    const draft = await host.api(person, 'POST', `/workspaces/${workspaceId}/flows`, { name: 'Half done', definition });
    expect(draft.statusCode).toBe(201);
    const flowId = draft.json<{ id: string }>().id;

    const ru = await host.api(person, 'PUT', `/workspaces/${workspaceId}/flows/${flowId}`, { state: 'enabled' }, 'ru');
    expect(ru.statusCode).toBe(400);
    expect(ru.json().error).toMatchObject({
      code: 'choice_required',
      message: 'Шаг 2 «Добавить метки»: выберите «Метки»',
      details: { nodeId: 'step-mx034r0a-2a7cg', setting: 'labelIds' },
    });
    const en = await host.api(person, 'PUT', `/workspaces/${workspaceId}/flows/${flowId}`, { state: 'enabled' }, 'en');
    expect(en.json().error.message).toBe('Step 2 "Add labels": choose "Labels"');
    expect((await host.api(person, 'GET', `/workspaces/${workspaceId}/flows/${flowId}`)).json<{ state: string }>().state).toBe('draft');
  });

  it('asks for the card when the trigger has none to default to', async () => {
    const { workspaceId, person } = await team();
    const response = await host.api(
      person,
      'POST',
      `/workspaces/${workspaceId}/flows`,
      {
        name: 'Every morning',
        state: 'enabled',
        definition: {
          trigger: { type: 'platform.schedule', settings: { cron: '0 9 * * 1' } },
          conditions: null,
          steps: [{ id: 'list', kind: 'action', action: 'kanban.create_checklist', settings: { items: 'Утро' } }],
        },
      },
      'ru',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Шаг 1 «Добавить чек-лист»: выберите «Карточка»');
  });
});
