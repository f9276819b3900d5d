import { i18n, navigate } from '@artel/sdk';
import { initWorkspaceContextFx, sessionCleared, type Workspace } from '@artel/sdk/host';
import { errorBody, type FakeServer, installFakeServer, makeWorkspace, serveWorkspaces, signIn, testUser } from '@artel/sdk/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Flow, FlowCatalog } from '../api/flowTypes';
import { layOutReactFlowInJsdom } from '../testing/reactFlowInJsdom';
import { FlowBuilderPage } from './FlowBuilderPage';

const owned = makeWorkspace('w-fields', { name: 'Стройка', role: 'owner' });
const anna = { userId: testUser.id, name: testUser.name, email: testUser.email, role: 'owner', joinedAt: '' };
const board = {
  id: 'b-work',
  workspaceId: owned.id,
  name: 'Работа',
  description: '',
  createdById: testUser.id,
  role: null,
  archivedAt: null,
  createdAt: '',
};

/** The kanban part of the server's catalog: an enum field, list fields, and an action on the event's card. */
const catalog: FlowCatalog = {
  triggers: [
    {
      type: 'kanban.card.moved',
      module: 'kanban',
      label: { ru: 'Карточка перемещена в колонку', en: 'Card moved to a column' },
      fields: [
        { key: 'cardId', type: 'string', label: { ru: 'Карточка', en: 'Card' } },
        { key: 'title', type: 'string', label: { ru: 'Название', en: 'Title' } },
        {
          key: 'priority',
          type: 'enum',
          label: { ru: 'Приоритет', en: 'Priority' },
          options: [
            { value: 'low', label: { ru: 'Низкий', en: 'Low' } },
            { value: 'high', label: { ru: 'Высокий', en: 'High' } },
          ],
        },
        { key: 'assigneeIds', type: 'member', multiple: true, label: { ru: 'Исполнители', en: 'Assignees' } },
      ],
      settings: [{ key: 'boardId', type: 'board', label: { ru: 'Доска', en: 'Board' } }],
      sample: {},
    },
  ],
  actions: [
    {
      type: 'kanban.label_card',
      module: 'kanban',
      label: { ru: 'Добавить метки', en: 'Add labels' },
      settings: [
        { key: 'cardId', type: 'card', required: true, templated: true, eventDefault: 'cardId', label: { ru: 'Карточка', en: 'Card' } },
        { key: 'labelIds', type: 'label', required: true, multiple: true, label: { ru: 'Метки', en: 'Labels' } },
      ],
    },
    {
      type: 'contragents.create_invoice',
      module: 'contragents',
      label: { ru: 'Создать счёт по образцу', en: 'Create an invoice from a template' },
      settings: [
        { key: 'templateId', type: 'invoice', required: true, label: { ru: 'Счёт-образец', en: 'Template invoice' } },
        { key: 'partnerId', type: 'partner', templated: true, label: { ru: 'Контрагент', en: 'Partner' } },
      ],
    },
    {
      type: 'platform.notify',
      module: 'platform',
      label: { ru: 'Уведомить участников', en: 'Notify members' },
      settings: [{ key: 'message', type: 'text', required: true, templated: true, label: { ru: 'Текст', en: 'Message' } }],
    },
  ],
};

const savedFlow: Flow = {
  id: 'f-fields',
  name: 'Готово',
  state: 'draft',
  pausedReason: null,
  ownerId: testUser.id,
  definition: { trigger: { type: 'kanban.card.moved', settings: { boardId: board.id } }, conditions: null, steps: [] },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

let server: FakeServer;

async function startIn(workspace: Workspace): Promise<void> {
  localStorage.setItem('artel.currentWorkspaceId', workspace.id);
  await act(async () => {
    await initWorkspaceContextFx();
  });
}

let opened = 0;
let openId = savedFlow.id;

/** Opens the saved flow under an id of its own: the builder keeps the flow it has open when asked to open the same one. */
async function openSaved() {
  opened += 1;
  openId = `${savedFlow.id}-${opened}`;
  const flow = { ...savedFlow, id: openId };
  server.on('GET', '/workspaces/:id/flows/:flowId', { status: 200, body: flow });
  server.on('PUT', '/workspaces/:id/flows/:flowId', (call) => ({ status: 200, body: { ...flow, ...(call.body as object) } }));
  await startIn(owned);
  render(<FlowBuilderPage params={{ workspaceId: owned.id, flowId: flow.id }} />);
  await screen.findByLabelText('Название сценария');
}

async function addStep(label: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Добавить шаг' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: label }));
}

async function savedBody(): Promise<Flow> {
  fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(server.callsTo('PUT', `/workspaces/${owned.id}/flows/${openId}`)).toHaveLength(1));
  return server.callsTo('PUT', `/workspaces/${owned.id}/flows/${openId}`)[0]!.body as Flow;
}

beforeAll(async () => {
  await i18n.changeLanguage('ru');
  layOutReactFlowInJsdom();
});

beforeEach(async () => {
  localStorage.clear();
  navigate('/workspaces', { replace: true });
  server = installFakeServer();
  serveWorkspaces(server, [owned]);
  server.on('GET', '/workspaces/:id/members', { status: 200, body: { members: [anna] } });
  server.on('GET', '/workspaces/:id/boards', { status: 200, body: { boards: [board] } });
  server.on('GET', '/workspaces/:id/flow-catalog', { status: 200, body: catalog });
  server.on('GET', '/modules/kanban/boards/:boardId', {
    status: 200,
    body: {
      columns: [{ id: 'c-done', name: 'Готово' }],
      labels: [
        { id: 'l-checked', name: 'Проверено' },
        { id: 'l-urgent', name: 'Срочно' },
      ],
    },
  });
  await signIn(server);
});

afterEach(() => act(() => sessionCleared()));

describe('typed fields in the builder', () => {
  it('offers the priority by its label and stores its value', async () => {
    await openSaved();
    fireEvent.click(screen.getByRole('button', { name: 'Условия: Без условий' }));
    fireEvent.click(screen.getByRole('button', { name: 'Добавить условие' }));
    fireEvent.change(screen.getByLabelText('Поле условия 1'), { target: { value: 'priority' } });
    const value = screen.getByLabelText('Значение условия 1');
    expect(within(value).getByRole('option', { name: 'Высокий' })).toBeInTheDocument();
    fireEvent.change(value, { target: { value: 'high' } });
    expect(value).toHaveDisplayValue('Высокий');

    expect((await savedBody()).definition.conditions).toEqual({ and: [{ '==': [{ var: 'priority' }, 'high'] }] });
  }, 30_000);

  it('picks several labels of the trigger’s board and leaves the card to the event', async () => {
    await openSaved();
    await addStep('Добавить метки');
    expect(screen.getByLabelText('Карточка')).toHaveDisplayValue('Карточка из события');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Проверено' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Срочно' }));

    const [step] = (await savedBody()).definition.steps;
    expect(step).toMatchObject({ action: 'kanban.label_card', settings: { labelIds: ['l-checked', 'l-urgent'] } });
    expect(step?.kind === 'action' && step.settings.cardId).toBeFalsy();
  }, 30_000);

  it('finds a card by its title, names it with its board, and can give it back to the event', async () => {
    server.on('GET', '/modules/kanban/cards/:cardId', {
      status: 200,
      body: { card: { id: 'k-deal', boardId: board.id, title: 'Договор с «Вектором»' } },
    });
    server.on('GET', '/modules/kanban/cards/search', (call) => ({
      status: 200,
      body: {
        cards: decodeURIComponent(call.url).includes('q=Дог')
          ? [{ id: 'k-deal', boardId: board.id, boardName: board.name, title: 'Договор с «Вектором»' }]
          : [],
      },
    }));
    await openSaved();
    await addStep('Добавить метки');
    fireEvent.change(screen.getByLabelText('Найти карточку'), { target: { value: 'Дог' } });
    const card = screen.getByLabelText('Карточка');
    await waitFor(() => expect(within(card).getByRole('option', { name: 'Договор с «Вектором» — Работа' })).toBeInTheDocument());
    fireEvent.change(card, { target: { value: 'k-deal' } });
    fireEvent.change(screen.getByLabelText('Найти карточку'), { target: { value: '' } });
    await waitFor(() => expect(card).toHaveDisplayValue('Договор с «Вектором» — Работа'));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Проверено' }));

    const [step] = (await savedBody()).definition.steps;
    expect(step).toMatchObject({ action: 'kanban.label_card', settings: { cardId: 'k-deal', labelIds: ['l-checked'] } });
    fireEvent.change(card, { target: { value: '' } });
    expect(card).toHaveDisplayValue('Карточка из события');
  }, 30_000);

  it('picks a template invoice and a partner by their names', async () => {
    server.on('GET', '/modules/contragents/documents', {
      status: 200,
      body: { documents: [{ id: 'd-42', number: 'СЧ-42', buyer: { name: 'ООО «Вектор»' } }] },
    });
    server.on('GET', '/modules/contragents/partners', { status: 200, body: { partners: [{ id: 'p-vector', name: 'ООО «Вектор»' }] } });
    await openSaved();
    await addStep('Создать счёт по образцу');
    const invoice = await screen.findByRole('combobox', { name: /Счёт-образец/ });
    await waitFor(() => expect(within(invoice).getByRole('option', { name: 'СЧ-42 — ООО «Вектор»' })).toBeInTheDocument());
    fireEvent.change(invoice, { target: { value: 'd-42' } });
    const partner = screen.getByRole('combobox', { name: /Контрагент/ });
    await waitFor(() => expect(within(partner).getByRole('option', { name: 'ООО «Вектор»' })).toBeInTheDocument());
    fireEvent.change(partner, { target: { value: 'p-vector' } });

    const [step] = (await savedBody()).definition.steps;
    expect(step).toMatchObject({ action: 'contragents.create_invoice', settings: { templateId: 'd-42', partnerId: 'p-vector' } });
  }, 30_000);

  it('inserts fields by their names, people as their names, and offers no ids', async () => {
    await openSaved();
    await addStep('Уведомить участников');
    fireEvent.click(screen.getByRole('button', { name: 'Вставить поле' }));
    const menu = await screen.findByRole('menu', { name: 'Вставить поле' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Название', 'Приоритет', 'Исполнители']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Исполнители' }));
    expect(screen.getByRole('textbox', { name: /Текст/ })).toHaveValue('{{assigneeNames}}');
  }, 30_000);
});

describe('the builder’s save state', () => {
  it('saves the edits when enabling is refused, says only the enabling failed, and lets new edits be saved', async () => {
    await openSaved();
    server.on('PUT', '/workspaces/:id/flows/:flowId', (call) =>
      (call.body as Flow).state === 'enabled'
        ? errorBody(400, 'choice_required', 'Шаг 1 «Добавить метки»: выберите «Метки»')
        : { status: 200, body: { ...savedFlow, id: openId, ...(call.body as object) } },
    );
    fireEvent.change(screen.getByLabelText('Название сценария'), { target: { value: 'Готово и важно' } });
    expect(screen.getByText('Есть несохранённые изменения')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Включить' }));
    expect(await screen.findByText('Шаг 1 «Добавить метки»: выберите «Метки»')).toBeInTheDocument();
    expect(screen.getByText('Сценарий сохранён, но не включён')).toBeInTheDocument();
    const puts = server.callsTo('PUT', `/workspaces/${owned.id}/flows/${openId}`).map((call) => call.body as Flow);
    expect(puts.map((body) => [body.name, body.state])).toEqual([
      ['Готово и важно', 'draft'],
      ['Готово и важно', 'enabled'],
    ]);
    expect(screen.queryByText('Есть несохранённые изменения')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    expect(screen.getByText('Выключен')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Название сценария'), { target: { value: 'Готово, важно' } });
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
  }, 30_000);
});
