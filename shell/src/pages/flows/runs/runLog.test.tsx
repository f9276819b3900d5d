import { i18n } from '@artel/sdk';
import { initWorkspaceContextFx, sessionCleared, type Workspace } from '@artel/sdk/host';
import { type FakeServer, installFakeServer, makeWorkspace, serveWorkspaces, signIn } from '@artel/sdk/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Flow, FlowCatalog, RunDetail } from '../api/flowTypes';
import { registerShellTranslations } from '../../../i18n/shellTranslations';
import { FlowRunsPage } from './FlowRunsPage';

const workspace = makeWorkspace('w-team', { name: 'Стройка', role: 'owner' });
const BORIS = '3e3be400-0000-4000-8000-000000000004';
const CARD = 'ca4d0000-0000-4000-8000-000000000003';
const DONE = 'c01c3e00-0000-4000-8000-000000000002';
const CHECKED = '1abe1000-0000-4000-8000-000000000007';
const SECRET_LOOKING = 'ffffffff-0000-4000-8000-000000000009';

const catalog: FlowCatalog = {
  triggers: [
    {
      type: 'kanban.card.moved',
      module: 'kanban',
      label: { ru: 'Карточка перемещена в колонку', en: 'Card moved to a column' },
      fields: [
        { key: 'cardId', type: 'string', label: { ru: 'Карточка (id)', en: 'Card (id)' } },
        { key: 'columnId', type: 'column', label: { ru: 'Колонка', en: 'Column' } },
        {
          key: 'priority',
          type: 'enum',
          label: { ru: 'Приоритет', en: 'Priority' },
          options: [
            { value: 'high', label: { ru: 'Высокий', en: 'High' } },
            { value: 'low', label: { ru: 'Низкий', en: 'Low' } },
          ],
        },
        { key: 'assigneeIds', type: 'member', label: { ru: 'Исполнители', en: 'Assignees' } },
      ],
      settings: [],
      sample: {},
    },
  ],
  actions: [
    {
      type: 'platform.notify',
      module: 'platform',
      label: { ru: 'Уведомить участников', en: 'Notify members' },
      settings: [
        { key: 'members', type: 'member', templated: true, label: { ru: 'Участники', en: 'Members' } },
        { key: 'message', type: 'text', templated: true, label: { ru: 'Текст', en: 'Message' } },
      ],
    },
    {
      type: 'kanban.label_card',
      module: 'kanban',
      label: { ru: 'Добавить метки', en: 'Add labels' },
      settings: [
        { key: 'cardId', type: 'string', label: { ru: 'Карточка', en: 'Card' } },
        { key: 'labelIds', type: 'label', label: { ru: 'Метки', en: 'Labels' } },
      ],
    },
  ],
};

const flow: Flow = {
  id: 'f1',
  name: 'Готово → исполнителю',
  state: 'enabled',
  pausedReason: null,
  ownerId: 'u-owner',
  definition: { trigger: { type: 'kanban.card.moved', settings: {} }, conditions: null, steps: [] },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const run: RunDetail = {
  id: 'r1',
  status: 'succeeded',
  startedAt: '2026-11-22T09:30:00.000Z',
  finishedAt: '2026-11-22T09:30:01.000Z',
  durationMs: 1000,
  depth: 0,
  event: { cardId: CARD, columnId: DONE, priority: 'high', assigneeIds: [BORIS, SECRET_LOOKING] },
  steps: [
    {
      stepId: 'tell',
      action: 'platform.notify',
      input: { members: `${BORIS}`, message: 'Готово: Подготовить договор' },
      output: { notified: [BORIS] },
      durationMs: 20,
      status: 'succeeded',
      effect: 'Уведомлено: Борис Петров',
    },
    {
      stepId: 'mark',
      action: 'kanban.label_card',
      input: { cardId: CARD, labelIds: [CHECKED] },
      output: { cardId: CARD, labelIds: [CHECKED] },
      durationMs: 30,
      status: 'succeeded',
      effect: 'Карточке «Подготовить договор» добавлены метки «Проверено»',
    },
  ],
  names: {
    [BORIS]: { kind: 'member', name: 'Борис Петров' },
    [CARD]: { kind: 'card', name: 'Подготовить договор' },
    [DONE]: { kind: 'column', name: 'Готово' },
    [CHECKED]: { kind: 'label', name: 'Проверено' },
  },
};

let server: FakeServer;

async function openRun(target: Workspace) {
  localStorage.setItem('artel.currentWorkspaceId', target.id);
  await act(async () => {
    await initWorkspaceContextFx();
  });
  render(<FlowRunsPage params={{ workspaceId: target.id, flowId: 'f1', runId: 'r1' }} />);
  return screen.findByRole('region', { name: 'Запуск' });
}

beforeAll(async () => {
  registerShellTranslations();
  await i18n.changeLanguage('ru');
});

beforeEach(async () => {
  localStorage.clear();
  server = installFakeServer();
  serveWorkspaces(server, [workspace]);
  server.on('GET', '/workspaces/:id/flow-catalog', { status: 200, body: catalog });
  server.on('GET', '/workspaces/:id/flows/:flowId', { status: 200, body: flow });
  server.on('GET', '/workspaces/:id/flows/:flowId/runs', { status: 200, body: { items: [run], total: 1 } });
  server.on('GET', '/workspaces/:id/flows/:flowId/runs/:runId', { status: 200, body: run });
  await signIn(server);
});

afterEach(() => act(() => sessionCleared()));

describe('a run read as sentences', () => {
  it('names the event’s card, column, priority and people, and says what each step did', async () => {
    const detail = await openRun(workspace);
    const eventLines = await within(detail).findByLabelText('Событие');
    expect(eventLines).toHaveTextContent('Карточка (id)Подготовить договор');
    expect(eventLines).toHaveTextContent('КолонкаГотово');
    expect(eventLines).toHaveTextContent('ПриоритетВысокий');
    // An id the workspace could not name stays an id, never a guess.
    expect(eventLines).toHaveTextContent(`ИсполнителиБорис Петров, ${SECRET_LOOKING}`);

    const notify = within(detail).getByRole('listitem', { name: 'Уведомить участников' });
    expect(within(notify).getByText('Уведомлено: Борис Петров')).toBeInTheDocument();
    expect(within(notify).getByLabelText('Вход')).toHaveTextContent('УчастникиБорис Петров');
    const label = within(detail).getByRole('listitem', { name: 'Добавить метки' });
    expect(within(label).getByText('Карточке «Подготовить договор» добавлены метки «Проверено»')).toBeInTheDocument();
    expect(within(label).getByLabelText('Вход')).toHaveTextContent('МеткиПроверено');
    expect(detail).not.toHaveTextContent(CHECKED);
  });

  it('shows the raw JSON only on request, and hides it again', async () => {
    const detail = await openRun(workspace);
    await within(detail).findByText('Уведомлено: Борис Петров');
    expect(detail).not.toHaveTextContent(`"labelIds"`);
    fireEvent.click(within(detail).getByRole('button', { name: 'Показать JSON' }));
    expect(within(detail).getByRole('listitem', { name: 'Добавить метки' })).toHaveTextContent(`"labelIds": [ "${CHECKED}" ]`);
    expect(within(detail).getByText(new RegExp(`"columnId": "${DONE}"`))).toBeInTheDocument();
    fireEvent.click(within(detail).getByRole('button', { name: 'Скрыть JSON' }));
    expect(detail).not.toHaveTextContent(`"labelIds"`);
  });

  it('filters the runs by status through the server', async () => {
    await openRun(workspace);
    fireEvent.change(screen.getByRole('combobox', { name: 'Статус запусков' }), { target: { value: 'failed' } });
    await waitFor(() => expect(server.callsTo('GET', `/workspaces/${workspace.id}/flows/f1/runs`).at(-1)?.url).toContain('status=failed'));
  });
});
