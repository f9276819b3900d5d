import { i18n, navigate } from '@artel/sdk';
import { clearAllDrafts, createDrafts, initWorkspaceContextFx, sessionCleared, stayOnPage, type Workspace } from '@artel/sdk/host';
import { errorBody, type FakeServer, installFakeServer, makeWorkspace, serveWorkspaces, signIn, testUser } from '@artel/sdk/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Flow, FlowSummary, RunDetail } from './api/flowTypes';
import { FlowBuilderPage } from './builder/FlowBuilderPage';
import { FlowListPage } from './list/FlowListPage';
import { FlowRunsPage } from './runs/FlowRunsPage';
import { registerShellTranslations } from '../../i18n/shellTranslations';
import { LeaveQuestion } from '../../unsaved/LeaveQuestion';
import { flowPaths } from './flowPaths';
import { catalog } from './testing/flowFixtures';
import { layOutReactFlowInJsdom } from './testing/reactFlowInJsdom';

const owned = makeWorkspace('w-owned', { name: 'Стройка', role: 'owner' });
const joined = makeWorkspace('w-joined', { name: 'Склад', role: 'member' });
const boris = { userId: 'u-boris', name: 'Борис', email: 'boris@example.test', role: 'member', joinedAt: '' };
const anna = { userId: testUser.id, name: testUser.name, email: testUser.email, role: 'owner', joinedAt: '' };

const summary: FlowSummary = {
  id: 'f1',
  name: 'Готово → исполнителю',
  state: 'enabled',
  pausedReason: null,
  ownerId: testUser.id,
  ownerName: 'Анна',
  triggerType: 'kanban.card.moved',
  updatedAt: '2026-11-20T10:00:00.000Z',
  lastRun: { id: 'r1', status: 'failed', startedAt: '2026-11-22T09:30:00.000Z' },
  failuresLast7Days: 3,
};

const savedFlow: Flow = {
  id: 'f1',
  name: 'Готово → исполнителю',
  state: 'draft',
  pausedReason: null,
  ownerId: testUser.id,
  definition: {
    trigger: { type: 'kanban.card.moved', settings: {} },
    conditions: { '==': [{ var: 'toColumnName' }, 'Готово'] },
    steps: [{ id: 's1', kind: 'action', action: 'platform.notify', settings: { members: ['{{assigneeId}}'], message: 'Готово' } }],
  },
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

beforeAll(async () => {
  await i18n.changeLanguage('ru');
  layOutReactFlowInJsdom();
});

beforeEach(async () => {
  localStorage.clear();
  navigate('/workspaces', { replace: true });
  server = installFakeServer();
  serveWorkspaces(server, [owned, joined]);
  server.on('GET', '/workspaces/:id/members', { status: 200, body: { members: [anna, boris] } });
  server.on('GET', '/workspaces/:id/boards', { status: 200, body: { boards: [] } });
  server.on('GET', '/workspaces/:id/flow-catalog', { status: 200, body: catalog });
  await signIn(server);
});

afterEach(() => act(() => sessionCleared()));

describe('flow list', () => {
  it("shows each flow's state, last run and failures, and lets an owner create one", async () => {
    server.on('GET', '/workspaces/:id/flows', { status: 200, body: [summary] });
    await startIn(owned);
    render(<FlowListPage params={{ workspaceId: owned.id }} />);
    const row = (await screen.findByRole('link', { name: summary.name })).closest('tr')!;
    expect(within(row).getByText('Включён')).toBeInTheDocument();
    expect(within(row).getByText('Карточка перемещена')).toBeInTheDocument();
    expect(within(row).getByText('Ошибка')).toBeInTheDocument();
    expect(within(row).getByText('3 ошибки')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Ошибка/ })).toHaveAttribute('href', '/workspaces/w-owned/flows/f1/runs/r1');
    expect(screen.getByRole('link', { name: 'Новый сценарий' })).toHaveAttribute('href', '/workspaces/w-owned/flows/new');
  });

  it('shows a paused flow as paused with its reason, not as a draft', async () => {
    server.on('GET', '/workspaces/:id/flows', { status: 200, body: [{ ...summary, state: 'paused', pausedReason: 'owner_lost_rights' }] });
    await startIn(owned);
    render(<FlowListPage params={{ workspaceId: owned.id }} />);
    const row = (await screen.findByRole('link', { name: summary.name })).closest('tr')!;
    expect(within(row).getByText('Приостановлен: у владельца больше нет прав')).toBeInTheDocument();
    expect(within(row).queryByText('Выключен')).not.toBeInTheDocument();
  });

  it('lets a member see the flows but not create one', async () => {
    server.on('GET', '/workspaces/:id/flows', { status: 200, body: [] });
    await startIn(joined);
    render(<FlowListPage params={{ workspaceId: joined.id }} />);
    expect(await screen.findByText('Сценариев пока нет')).toBeInTheDocument();
    expect(screen.getByText('Сценарии создают владельцы и администраторы пространства.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Новый сценарий' })).not.toBeInTheDocument();
  });
});

describe('flow builder', () => {
  it('builds a flow from the trigger, a condition and an action with a templated field, and creates it', async () => {
    server.on('POST', '/workspaces/:id/flows', (call) => ({
      status: 201,
      body: { ...savedFlow, id: 'f-new', ...(call.body as object) },
    }));
    await startIn(owned);
    render(<FlowBuilderPage params={{ workspaceId: owned.id }} />);

    fireEvent.change(await screen.findByLabelText('Название сценария'), { target: { value: 'Готово → исполнителю' } });
    fireEvent.change(screen.getByLabelText('Когда происходит'), { target: { value: 'kanban.card.moved' } });

    fireEvent.click(screen.getByRole('button', { name: 'Условия: Без условий' }));
    fireEvent.click(screen.getByRole('button', { name: 'Добавить условие' }));
    fireEvent.change(screen.getByLabelText('Поле условия 1'), { target: { value: 'toColumnName' } });
    fireEvent.change(screen.getByLabelText('Значение условия 1'), { target: { value: 'Готово' } });
    expect(screen.getByRole('button', { name: 'Условия: 1 условие' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Добавить шаг' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Уведомить участников' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Исполнитель' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Борис' }));
    fireEvent.click(screen.getByRole('button', { name: 'Вставить поле' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Название карточки/ }));

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(server.callsTo('POST', `/workspaces/${owned.id}/flows`)).toHaveLength(1));
    const body = server.callsTo('POST', `/workspaces/${owned.id}/flows`)[0]!.body as Flow;
    expect(body.name).toBe('Готово → исполнителю');
    expect(body.definition.trigger).toEqual({ type: 'kanban.card.moved', settings: {} });
    expect(body.definition.conditions).toEqual({ and: [{ '==': [{ var: 'toColumnName' }, 'Готово'] }] });
    expect(body.definition.steps).toEqual([
      {
        id: expect.any(String),
        kind: 'action',
        action: 'platform.notify',
        settings: { members: ['{{assigneeId}}', 'u-boris'], message: '{{title}}' },
      },
    ]);
    // Many steps through the canvas and its menus: slow on a shared machine.
  }, 30_000);

  it("shows the server's word on an invalid flow when enabling it, and keeps the draft", async () => {
    server.on('GET', '/workspaces/:id/flows/:flowId', { status: 200, body: savedFlow });
    server.on(
      'PUT',
      '/workspaces/:id/flows/:flowId',
      errorBody(400, 'invalid_flow', 'Шаг «Уведомить участников»: не заполнено поле «Текст»'),
    );
    await startIn(owned);
    render(<FlowBuilderPage params={{ workspaceId: owned.id, flowId: 'f1' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Включить' }));
    expect(await screen.findByText('Шаг «Уведомить участников»: не заполнено поле «Текст»')).toBeInTheDocument();
    expect((server.callsTo('PUT', `/workspaces/${owned.id}/flows/f1`)[0]!.body as Flow).state).toBe('enabled');
    expect(screen.getByText('Выключен')).toBeInTheDocument();
  });

  it('shows the loop the server found when enabling, and enables the flow only once the user confirms it', async () => {
    const looping: Flow = { ...savedFlow, id: 'f-loop', name: 'Копии' };
    const loop = 'Действие «Создать карточку» снова запустит этот сценарий (событие «Карточка создана» на доске «Продажи»)';
    server.on('GET', '/workspaces/:id/flows/:flowId', { status: 200, body: looping });
    server.on('PUT', '/workspaces/:id/flows/:flowId', (call) =>
      (call.body as { confirmLoop?: boolean }).confirmLoop
        ? { status: 200, body: { ...looping, state: 'enabled' } }
        : { status: 409, body: { error: { code: 'flow_loop', message: loop, statusCode: 409, details: { nodeId: 's1', through: [] } } } },
    );
    await startIn(owned);
    render(<FlowBuilderPage params={{ workspaceId: owned.id, flowId: 'f-loop' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Включить' }));

    expect(await screen.findByText(loop)).toBeInTheDocument();
    expect(screen.getByText('Сценарий может запускать сам себя')).toBeInTheDocument();
    expect(screen.queryByText('Сценарий не сохранён')).not.toBeInTheDocument();
    expect(screen.getByText('Выключен')).toBeInTheDocument();
    expect(server.callsTo('PUT', `/workspaces/${owned.id}/flows/f-loop`)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Всё равно включить' }));
    expect(await screen.findByText('Включён')).toBeInTheDocument();
    const [refused, confirmed] = server
      .callsTo('PUT', `/workspaces/${owned.id}/flows/f-loop`)
      .map((call) => call.body as Record<string, unknown>);
    expect([refused!.confirmLoop, confirmed!.confirmLoop, confirmed!.state]).toEqual([undefined, true, 'enabled']);
    expect(screen.queryByText(loop)).not.toBeInTheDocument();
  });

  it('explains a paused flow to its manager and enables it again', async () => {
    // Ids of their own: the builder keeps the flow it has open when asked to open the same one.
    const paused: Flow = { ...savedFlow, id: 'f-paused', state: 'paused', pausedReason: 'owner_lost_rights', ownerId: 'u-demoted' };
    server.on('GET', '/workspaces/:id/flows/:flowId', { status: 200, body: paused });
    server.on('PUT', '/workspaces/:id/flows/:flowId', {
      status: 200,
      body: { ...paused, state: 'enabled', pausedReason: null, ownerId: testUser.id },
    });
    await startIn(owned);
    render(<FlowBuilderPage params={{ workspaceId: owned.id, flowId: 'f-paused' }} />);
    expect(await screen.findByText('Приостановлен: у владельца больше нет прав')).toBeInTheDocument();
    expect(screen.getByText(/Включите его снова — он будет работать от вашего имени/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Включить' }));
    expect(await screen.findByText('Включён')).toBeInTheDocument();
    expect((server.callsTo('PUT', `/workspaces/${owned.id}/flows/f-paused`)[0]!.body as Flow).state).toBe('enabled');
    expect(screen.queryByText(/Включите его снова/)).not.toBeInTheDocument();
  });

  it('saves an edit of a paused flow without asking to change its state', async () => {
    const paused: Flow = { ...savedFlow, id: 'f-paused-edit', state: 'paused', pausedReason: 'owner_lost_rights' };
    server.on('GET', '/workspaces/:id/flows/:flowId', { status: 200, body: paused });
    server.on('PUT', '/workspaces/:id/flows/:flowId', (call) => ({ status: 200, body: { ...paused, ...(call.body as object) } }));
    await startIn(owned);
    render(<FlowBuilderPage params={{ workspaceId: owned.id, flowId: 'f-paused-edit' }} />);
    fireEvent.change(await screen.findByLabelText('Название сценария'), { target: { value: 'Новое имя' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(server.callsTo('PUT', `/workspaces/${owned.id}/flows/f-paused-edit`)).toHaveLength(1));
    const body = server.callsTo('PUT', `/workspaces/${owned.id}/flows/f-paused-edit`)[0]!.body as Record<string, unknown>;
    expect(body.name).toBe('Новое имя');
    expect(body).not.toHaveProperty('state');
  });

  it("offers the trigger's board setting only the active boards", async () => {
    const board = (id: string, name: string, archivedAt: string | null) => ({
      id,
      workspaceId: owned.id,
      name,
      description: '',
      createdById: testUser.id,
      role: null,
      archivedAt,
      createdAt: '',
      updatedAt: '',
    });
    server.on('GET', '/workspaces/:id/boards', {
      status: 200,
      body: { boards: [board('b-live', 'Монтаж', null), board('b-old', 'Прошлый объект', '2026-11-20T10:00:00.000Z')] },
    });
    await startIn(owned);
    render(<FlowBuilderPage params={{ workspaceId: owned.id }} />);
    fireEvent.change(await screen.findByLabelText('Когда происходит'), { target: { value: 'kanban.card.moved' } });
    const boardSelect = await screen.findByLabelText('Доска');
    await within(boardSelect).findByRole('option', { name: 'Монтаж' });
    expect(within(boardSelect).queryByRole('option', { name: 'Прошлый объект' })).not.toBeInTheDocument();
  });

  it('is read-only for a member', async () => {
    server.on('GET', '/workspaces/:id/flows/:flowId', { status: 200, body: savedFlow });
    await startIn(joined);
    render(<FlowBuilderPage params={{ workspaceId: joined.id, flowId: 'f1' }} />);
    expect(await screen.findByText(/менять его могут владельцы и администраторы/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Добавить шаг' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Действие: Уведомить участников' }));
    expect(screen.getByLabelText('Что сделать')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Удалить шаг' })).not.toBeInTheDocument();
  });

  it('runs a test against the sample event of a trigger with no history and shows what each step would do', async () => {
    server.on('GET', '/workspaces/:id/flows/:flowId', { status: 200, body: savedFlow });
    server.on('POST', '/workspaces/:id/flow-samples', { status: 200, body: { supported: false, samples: [] } });
    server.on('POST', '/workspaces/:id/flows/:flowId/test', {
      status: 200,
      body: {
        conditionsPassed: true,
        conditions: [],
        steps: [
          { stepId: 's1', action: 'platform.notify', input: { userId: 'u-boris' }, output: null, wouldDo: 'Уведомит Бориса: «Готово»' },
        ],
      },
    });
    await startIn(owned);
    render(<FlowBuilderPage params={{ workspaceId: owned.id, flowId: 'f1' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Проверить' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByLabelText('Событие (JSON)')).toHaveValue(JSON.stringify(catalog.triggers[0]!.sample, null, 2));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Проверить' }));
    expect(await within(dialog).findByText('Уведомит Бориса: «Готово»')).toBeInTheDocument();
    expect(within(dialog).getByText('Событие подходит под условия.')).toBeInTheDocument();
    expect(server.callsTo('POST', `/workspaces/${owned.id}/flows/f1/test`)[0]!.body).toEqual({ event: catalog.triggers[0]!.sample });
    expect(server.callsTo('PUT', `/workspaces/${owned.id}/flows/f1`)).toHaveLength(0);
  });
});

describe('unsaved edits in the builder', () => {
  beforeAll(registerShellTranslations);
  beforeEach(() => clearAllDrafts());
  afterEach(() => act(() => stayOnPage()));

  /** The builder at its address, with the shell's question that asks before leaving unsaved work. */
  function openBuilder(flowId?: string) {
    navigate(flowId ? flowPaths.flow(owned.id, flowId) : flowPaths.create(owned.id));
    return render(
      <>
        <FlowBuilderPage params={flowId ? { workspaceId: owned.id, flowId } : { workspaceId: owned.id }} />
        <LeaveQuestion />
      </>,
    );
  }

  it('asks before a link leaves unsaved edits: staying keeps them, leaving goes', async () => {
    server.on('GET', '/workspaces/:id/flows/:flowId', { status: 200, body: { ...savedFlow, id: 'f-guarded' } });
    await startIn(owned);
    openBuilder('f-guarded');
    fireEvent.change(await screen.findByLabelText('Название сценария'), { target: { value: 'Ещё не сохранено' } });

    fireEvent.click(screen.getByRole('link', { name: 'Сценарии' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Есть несохранённые изменения. Уйти без сохранения?');
    expect(window.location.pathname).toBe(flowPaths.flow(owned.id, 'f-guarded'));
    fireEvent.click(within(question).getByRole('button', { name: 'Остаться' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Название сценария')).toHaveValue('Ещё не сохранено');
    expect(window.location.pathname).toBe(flowPaths.flow(owned.id, 'f-guarded'));

    navigate('/dashboard');
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Уйти без сохранения' }));
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('lets a clean builder and an untouched new flow go without a question', async () => {
    server.on('GET', '/workspaces/:id/flows/:flowId', { status: 200, body: { ...savedFlow, id: 'f-clean' } });
    await startIn(owned);
    const view = openBuilder('f-clean');
    await screen.findByLabelText('Название сценария');
    fireEvent.click(screen.getByRole('link', { name: 'Сценарии' }));
    expect(window.location.pathname).toBe(flowPaths.list(owned.id));
    view.unmount();

    openBuilder();
    await screen.findByLabelText('Название сценария');
    navigate('/dashboard');
    expect(window.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps a new flow left unsaved when the tab closes and offers it back: restored, or discarded', async () => {
    await startIn(owned);
    const first = openBuilder();
    fireEvent.change(await screen.findByLabelText('Название сценария'), { target: { value: 'Утренняя сводка' } });
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);
    const drafts = createDrafts('shell');
    await waitFor(async () => expect((await drafts.get<{ name: string }>(`flow:${owned.id}:new`))?.value.name).toBe('Утренняя сводка'));
    first.unmount();

    const second = openBuilder();
    const offer = await screen.findByRole('alertdialog');
    expect(offer).toHaveTextContent('Восстановить несохранённые изменения?');
    expect(screen.getByLabelText('Название сценария')).toHaveValue('');
    fireEvent.click(within(offer).getByRole('button', { name: 'Восстановить' }));
    await waitFor(() => expect(screen.getByLabelText('Название сценария')).toHaveValue('Утренняя сводка'));
    expect(screen.getByText('Есть несохранённые изменения')).toBeInTheDocument();
    window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    await waitFor(async () => expect(await drafts.get(`flow:${owned.id}:new`)).toBeDefined());
    second.unmount();

    openBuilder();
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Отбросить' }));
    await waitFor(async () => expect(await drafts.get(`flow:${owned.id}:new`)).toBeUndefined());
    expect(screen.getByLabelText('Название сценария')).toHaveValue('');
  });
});

describe('run log', () => {
  const run: RunDetail = {
    id: 'r1',
    status: 'failed',
    startedAt: '2026-11-22T09:30:00.000Z',
    finishedAt: '2026-11-22T09:30:01.200Z',
    durationMs: 1200,
    error: 'Telegram не ответил',
    depth: 0,
    event: { title: 'Поставить щиток', toColumnName: 'Готово' },
    steps: [
      {
        stepId: 's1',
        action: 'platform.notify',
        input: { userId: 'u-boris' },
        output: { notificationId: 'n1' },
        durationMs: 35,
        status: 'succeeded',
      },
      {
        stepId: 's2',
        action: 'telegram.send_message',
        input: { text: 'Готово' },
        output: null,
        durationMs: 1100,
        error: 'Telegram не ответил',
        status: 'failed',
      },
    ],
  };

  it("lists the flow's runs and shows the opened one's event and steps", async () => {
    server.on('GET', '/workspaces/:id/flows/:flowId', { status: 200, body: savedFlow });
    server.on('GET', '/workspaces/:id/flows/:flowId/runs', { status: 200, body: { items: [run], total: 1 } });
    server.on('GET', '/workspaces/:id/flows/:flowId/runs/:runId', { status: 200, body: run });
    await startIn(joined);
    render(<FlowRunsPage params={{ workspaceId: joined.id, flowId: 'f1', runId: 'r1' }} />);
    expect(await screen.findByRole('heading', { name: 'Журнал запусков: Готово → исполнителю' })).toBeInTheDocument();
    const detail = screen.getByRole('region', { name: 'Запуск' });
    const failedStep = await within(detail).findByRole('listitem', { name: 'Написать в Telegram' });
    expect(within(failedStep).getByText('Telegram не ответил')).toBeInTheDocument();
    expect(within(failedStep).getByText('1,1 с')).toBeInTheDocument();
    fireEvent.click(within(detail).getByRole('button', { name: 'Показать JSON' }));
    expect(within(detail).getByRole('listitem', { name: 'Уведомить участников' })).toHaveTextContent('"notificationId": "n1"');
    expect(within(detail).getByText(/"toColumnName": "Готово"/)).toBeInTheDocument();
  });

  it('asks again while a run is queued, until it has finished', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const answers = [{ ...run, status: 'queued' }, run];
      server.on('GET', '/workspaces/:id/flows/:flowId', { status: 200, body: savedFlow });
      server.on('GET', '/workspaces/:id/flows/:flowId/runs', () => ({
        status: 200,
        body: { items: [answers.length > 1 ? answers.shift()! : answers[0]!], total: 1 },
      }));
      await startIn(owned);
      render(<FlowRunsPage params={{ workspaceId: owned.id, flowId: 'f1' }} />);
      expect(await screen.findByRole('link', { name: /В очереди/ })).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2100);
      });
      expect(await screen.findByRole('link', { name: /Ошибка/ })).toBeInTheDocument();
      const asked = server.callsTo('GET', `/workspaces/${owned.id}/flows/f1/runs`).length;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(6000);
      });
      expect(server.callsTo('GET', `/workspaces/${owned.id}/flows/f1/runs`)).toHaveLength(asked);
    } finally {
      jest.useRealTimers();
    }
  });
});
