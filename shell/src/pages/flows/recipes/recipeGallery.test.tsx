import { i18n, navigate } from '@artel/sdk';
import { initWorkspaceContextFx, sessionCleared, type Workspace } from '@artel/sdk/host';
import { type FakeServer, installFakeServer, makeWorkspace, serveWorkspaces, signIn, testUser } from '@artel/sdk/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Flow, FlowCatalog } from '../api/flowTypes';
import { FlowBuilderPage } from '../builder/FlowBuilderPage';
import { registerShellTranslations } from '../../../i18n/shellTranslations';
import { layOutReactFlowInJsdom } from '../testing/reactFlowInJsdom';
import { FlowRecipesPage } from './FlowRecipesPage';

const workspace = makeWorkspace('w-team', { name: 'Стройка', role: 'owner' });
const spec = (type: string, module: string) => ({ type, module, label: { ru: type, en: type }, settings: [] });

/** Kanban on; partners, wiki and Telegram off. */
const catalog: FlowCatalog = {
  triggers: [
    { ...spec('kanban.card.moved', 'kanban'), fields: [], sample: {} },
    { ...spec('kanban.card.labeled', 'kanban'), fields: [], sample: {} },
    { ...spec('platform.schedule', 'platform'), fields: [], sample: {} },
  ],
  actions: [spec('platform.notify', 'platform'), spec('kanban.assign_card', 'kanban'), spec('kanban.overdue_digest', 'kanban')],
};

const board = (id: string, name: string) => ({
  id,
  workspaceId: workspace.id,
  name,
  description: '',
  createdById: testUser.id,
  role: null,
  archivedAt: null,
  createdAt: '',
  updatedAt: '',
});

let server: FakeServer;

async function openGallery(target: Workspace) {
  localStorage.setItem('artel.currentWorkspaceId', target.id);
  await act(async () => {
    await initWorkspaceContextFx();
  });
  return render(<FlowRecipesPage params={{ workspaceId: target.id }} />);
}

beforeAll(async () => {
  registerShellTranslations();
  await i18n.changeLanguage('ru');
  layOutReactFlowInJsdom();
});

beforeEach(async () => {
  localStorage.clear();
  navigate('/workspaces', { replace: true });
  server = installFakeServer();
  serveWorkspaces(server, [workspace]);
  server.on('GET', '/workspaces/:id/flow-catalog', { status: 200, body: catalog });
  server.on('GET', '/workspaces/:id/members', { status: 200, body: { members: [] } });
  server.on('GET', '/workspaces/:id/boards', { status: 200, body: { boards: [board('b-plan', 'Планы'), board('b-site', 'Объект')] } });
  server.on('GET', '/modules/kanban/boards/b-plan', { status: 200, body: { columns: [{ id: 'c-idea', name: 'Идеи' }], labels: [] } });
  server.on('GET', '/modules/kanban/boards/b-site', {
    status: 200,
    body: {
      columns: [
        { id: 'c-todo', name: 'Сделать' },
        { id: 'c-done', name: 'Готово' },
      ],
      labels: [{ id: 'l-urgent', name: 'Срочно' }],
    },
  });
  await signIn(server);
});

afterEach(() => act(() => sessionCleared()));

describe('recipes gallery', () => {
  it('offers the recipes whose modules are enabled and asks to enable the module for the others', async () => {
    await openGallery(workspace);
    const gallery = await screen.findByRole('list', { name: 'Рецепты сценариев' });
    expect(within(gallery).getAllByRole('listitem')).toHaveLength(8);
    const done = within(gallery).getByRole('listitem', { name: 'Карточка в «Готово» → уведомить исполнителей' });
    expect(within(done).getByRole('button', { name: /Открыть рецепт/ })).toBeEnabled();
    const invoice = within(gallery).getByRole('listitem', { name: 'Счёт просрочен → уведомить ответственного и создать карточку' });
    expect(within(invoice).queryByRole('button')).toBeNull();
    expect(invoice).toHaveTextContent('Включите модуль «Партнеры», чтобы использовать этот рецепт');
    const article = within(gallery).getByRole('listitem', { name: 'Статья опубликована → написать в чат Telegram' });
    expect(article).toHaveTextContent('Включите модули «Wiki», «Telegram»');
  });

  it('opens «card to Done» in the builder filled for this workspace: the board with «Готово», that column, the texts with their fields', async () => {
    server.on('POST', '/workspaces/:id/flows', (call) => ({
      status: 201,
      body: { ...(call.body as Flow), id: 'f-new', ownerId: testUser.id, pausedReason: null, createdAt: '', updatedAt: '' },
    }));
    const gallery = await openGallery(workspace);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Открыть рецепт «Карточка в «Готово» → уведомить исполнителей» в конструкторе' }),
    );
    await waitFor(() => expect(window.location.pathname).toBe(`/workspaces/${workspace.id}/flows/new`));
    gallery.unmount();

    render(<FlowBuilderPage params={{ workspaceId: workspace.id }} />);
    expect(await screen.findByLabelText('Название сценария')).toHaveValue('Карточка в «Готово» → уведомить исполнителей');
    expect(screen.getByText('Выбрана доска «Объект»: если нужна другая, выберите её в шагах.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(server.callsTo('POST', `/workspaces/${workspace.id}/flows`)).toHaveLength(1));
    const saved = server.callsTo('POST', `/workspaces/${workspace.id}/flows`)[0]!.body as Flow;
    expect(saved.definition.trigger).toEqual({ type: 'kanban.card.moved', settings: { boardId: 'b-site', columnId: 'c-done' } });
    expect(saved.definition.steps).toEqual([
      {
        id: 'notify',
        kind: 'action',
        action: 'platform.notify',
        settings: { members: '{{assigneeIds}}', message: 'Карточка «{{title}}» готова' },
      },
    ]);
  });

  it('says where a choice is still needed: a board without the «Срочно» label', async () => {
    server.on('GET', '/workspaces/:id/boards', { status: 200, body: { boards: [board('b-plan', 'Планы')] } });
    const gallery = await openGallery(workspace);
    fireEvent.click(await screen.findByRole('button', { name: 'Открыть рецепт «Метка «Срочно» → назначить и уведомить» в конструкторе' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/workspaces/${workspace.id}/flows/new`));
    gallery.unmount();

    render(<FlowBuilderPage params={{ workspaceId: workspace.id }} />);
    expect(
      await screen.findByText('На доске «Планы» нет метки «Срочно»: создайте её на доске или выберите другую метку в событии.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Назначается и получает уведомление: вы. Выберите другого участника в шагах, если нужно.')).toBeInTheDocument();
  });
});
