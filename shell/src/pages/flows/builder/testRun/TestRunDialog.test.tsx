import { i18n, navigate } from '@artel/sdk';
import { initWorkspaceContextFx, sessionCleared } from '@artel/sdk/host';
import { type FakeServer, installFakeServer, makeWorkspace, serveWorkspaces, signIn, testUser } from '@artel/sdk/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Flow, FlowSample, TestRunResult } from '../../api/flowTypes';
import { catalog } from '../../testing/flowFixtures';
import { layOutReactFlowInJsdom } from '../../testing/reactFlowInJsdom';
import { FlowBuilderPage } from '../FlowBuilderPage';

const owned = makeWorkspace('w-owned', { name: 'Стройка', role: 'owner' });

const flow: Flow = {
  id: 'f1',
  name: 'Готово → исполнителю',
  state: 'draft',
  pausedReason: null,
  ownerId: testUser.id,
  definition: {
    trigger: { type: 'kanban.card.moved', settings: { boardId: 'b1' } },
    conditions: { '==': [{ var: 'toColumnName' }, 'Готово'] },
    steps: [{ id: 's1', kind: 'action', action: 'platform.notify', settings: { members: '{{assigneeId}}', message: 'Готово' } }],
  },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const invoiceMove: FlowSample = {
  id: 'a1',
  summary: 'Карточка «Счёт поставщику» → «Готово»',
  at: '2026-11-28T14:05:00.000Z',
  actorName: 'Борис',
  event: { title: 'Счёт поставщику', toColumnName: 'Готово', assigneeId: 'u-boris' },
};
const draftMove: FlowSample = {
  id: 'a2',
  summary: 'Карточка «Черновик договора» → «В работе»',
  at: '2026-11-27T09:00:00.000Z',
  actorName: 'Анна',
  event: { title: 'Черновик договора', toColumnName: 'В работе', assigneeId: 'u-anna' },
};

const passed: TestRunResult = {
  conditionsPassed: true,
  conditions: [{ rule: { '==': [{ var: 'toColumnName' }, 'Готово'] }, passed: true, actual: [{ field: 'toColumnName', value: 'Готово' }] }],
  steps: [{ stepId: 's1', action: 'platform.notify', input: {}, output: null, wouldDo: 'Уведомит: Борис Петров — «Готово»' }],
};

let server: FakeServer;

beforeAll(async () => {
  await i18n.changeLanguage('ru');
  layOutReactFlowInJsdom();
});

beforeEach(async () => {
  localStorage.clear();
  navigate('/workspaces', { replace: true });
  server = installFakeServer();
  serveWorkspaces(server, [owned]);
  server.on('GET', '/workspaces/:id/members', { status: 200, body: { members: [] } });
  server.on('GET', '/workspaces/:id/boards', { status: 200, body: { boards: [] } });
  server.on('GET', '/workspaces/:id/flow-catalog', { status: 200, body: catalog });
  server.on('GET', '/workspaces/:id/flows/:flowId', { status: 200, body: flow });
  await signIn(server);
  localStorage.setItem('artel.currentWorkspaceId', owned.id);
  await act(async () => {
    await initWorkspaceContextFx();
  });
});

afterEach(() => act(() => sessionCleared()));

async function openTest() {
  render(<FlowBuilderPage params={{ workspaceId: owned.id, flowId: 'f1' }} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Проверить' }));
  return screen.findByRole('dialog');
}

describe('testing a flow on a real event', () => {
  it('lists the trigger’s real events by name, runs dry on the one picked and tells each verdict and effect', async () => {
    server.on('POST', '/workspaces/:id/flow-samples', { status: 200, body: { supported: true, samples: [invoiceMove, draftMove] } });
    server.on('POST', '/workspaces/:id/flows/:flowId/test', { status: 200, body: passed });
    const dialog = await openTest();

    const newest = await within(dialog).findByRole('radio', {
      name: /Карточка «Счёт поставщику» → «Готово» · \d{1,2} нояб\.[^,]*, \d\d:\d\d, Борис/,
    });
    expect(newest).toBeChecked();
    expect(server.callsTo('POST', `/workspaces/${owned.id}/flow-samples`)[0]!.body).toEqual({ trigger: flow.definition.trigger });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Черновик договора/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Проверить' }));

    expect(await within(dialog).findByText('Уведомит: Борис Петров — «Готово»')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Условия' })).toHaveTextContent(
      'Условие 1 выполнено — Колонка, куда перемещена: «Готово»',
    );
    expect(within(dialog).getByText(/на самом деле ничего не изменилось/)).toBeInTheDocument();
    expect(server.callsTo('POST', `/workspaces/${owned.id}/flows/f1/test`)[0]!.body).toEqual({ event: draftMove.event });
    expect(server.callsTo('PUT', `/workspaces/${owned.id}/flows/f1`)).toHaveLength(0);
  });

  it('says which condition failed with the value the event had, and that no step would run', async () => {
    server.on('POST', '/workspaces/:id/flow-samples', { status: 200, body: { supported: true, samples: [draftMove] } });
    server.on('POST', '/workspaces/:id/flows/:flowId/test', {
      status: 200,
      body: {
        conditionsPassed: false,
        conditions: [{ rule: {}, passed: false, actual: [{ field: 'toColumnName', value: 'В работе' }] }],
        steps: [],
      },
    });
    const dialog = await openTest();
    await within(dialog).findByRole('radio', { name: /Черновик договора/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Проверить' }));
    expect(await within(dialog).findByText(/Событие не подходит под условия/)).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Условия' })).toHaveTextContent(
      'Условие 1 не выполнено — Колонка, куда перемещена: «В работе»',
    );
  });

  it('finds a card by name when the one wanted is not among the recent events', async () => {
    server.on('POST', '/workspaces/:id/flow-samples', { status: 200, body: { supported: true, samples: [] } });
    const dialog = await openTest();
    expect(await within(dialog).findByText(/Таких событий пока не было/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Проверить' })).toBeDisabled();

    server.on('POST', '/workspaces/:id/flow-samples', {
      status: 200,
      body: {
        supported: true,
        samples: [{ ...invoiceMove, id: 'c1', at: undefined, actorName: undefined, summary: 'Карточка «Счёт поставщику» в «Готово»' }],
      },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Найти по названию' }), { target: { value: 'счёт' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Найти' }));
    expect(await within(dialog).findByRole('radio', { name: 'Карточка «Счёт поставщику» в «Готово»' })).toBeChecked();
    expect(within(dialog).getByText('Найдено по названию')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.callsTo('POST', `/workspaces/${owned.id}/flow-samples`).at(-1)!.body).toEqual({
        trigger: flow.definition.trigger,
        search: 'счёт',
      }),
    );
    expect(within(dialog).getByRole('button', { name: 'Проверить' })).toBeEnabled();
  });
});
