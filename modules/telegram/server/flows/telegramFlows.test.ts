import type { TestPerson } from '@artel/sdk/server/testing';
import type { Message } from 'grammy/types';
import { CHAT, TOKEN, eventually, startTelegramTestHost, type TelegramTestHost } from '../testing/telegramTestHost';

let t: TelegramTestHost;
let owner: TestPerson;
let boardId: string;

const SERGEY = { id: 42, is_bot: false, first_name: 'Сергей', username: 'sergey_prorab' };
const DATE = Date.UTC(2026, 10, 19, 8, 0) / 1000;
let nextMessageId = 5000;

beforeAll(async () => {
  t = await startTelegramTestHost();
  owner = t.owner;
  await t.connectBot();
  await t.addBotToChat();
  const board = await t.host.app.inject({
    method: 'POST',
    url: `/api/v1/workspaces/${t.workspaceId}/boards`,
    headers: owner.headers,
    payload: { name: 'Стройка' },
  });
  boardId = board.json().id as string;
  const columnId = t.kanban.addColumn(t.workspaceId, boardId);
  expect((await t.host.request(owner, 'PUT', `/chats/${CHAT.id}/board`, { boardId, columnId })).statusCode).toBe(200);
});

afterAll(() => t.close());

async function flow(trigger: Record<string, unknown>, steps: unknown[]) {
  const response = await t.host.api(owner, 'POST', `/workspaces/${t.workspaceId}/flows`, {
    name: 'Telegram',
    state: 'enabled',
    definition: { trigger, conditions: null, steps },
  });
  if (response.statusCode !== 201) throw new Error(`flow: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

const runsOf = async (flowId: string) =>
  (await t.host.api(owner, 'GET', `/workspaces/${t.workspaceId}/flows/${flowId}/runs`)).json<{
    items: Array<{ id: string; status: string }>;
  }>().items;

describe('Telegram in flows', () => {
  it('"task detected in a chat" fires for a task found in a linked chat, with its fields', async () => {
    const flowId = await flow({ type: 'telegram.task_detected', settings: { boardId } }, [
      {
        id: 'tell',
        kind: 'action',
        action: 'platform.notify',
        settings: { members: '{{boardOwnerId}}', message: 'Задача из «{{chatTitle}}»: {{title}}' },
      },
    ]);
    const message = {
      message_id: nextMessageId++,
      date: DATE,
      chat: CHAT,
      from: SERGEY,
      text: 'срочно поставь щиток у 2 подъезда до завтра',
    } as Message.TextMessage & { chat: typeof CHAT; from: typeof SERGEY };
    t.standIn.push(TOKEN, { message });

    const runs = await eventually(
      () => runsOf(flowId),
      (items) => items.some((run) => run.status === 'succeeded'),
    );
    expect(runs.map((run) => run.status)).toEqual(['succeeded']);
    const detail = (await t.host.api(owner, 'GET', `/workspaces/${t.workspaceId}/flows/${flowId}/runs/${runs[0]!.id}`)).json();
    expect(detail.event).toMatchObject({
      chatTitle: CHAT.title,
      boardId,
      boardOwnerId: owner.userId,
      title: 'Поставить щиток у 2 подъезда',
      priority: 'urgent',
      author: 'sergey_prorab',
    });
    expect(detail.steps[0].input.message).toBe('Задача из «Объект ЖК Лесной»: Поставить щиток у 2 подъезда');
    expect(detail.steps[0].effect).toBe(`Notified: ${detail.names[owner.userId].name}`);
    expect(detail.names[owner.userId].kind).toBe('member');
  });

  it('offers the detected tasks to test a flow on, by title and chat, and finds one by title', async () => {
    const trigger = { type: 'telegram.task_detected', settings: { boardId } };
    const message = {
      message_id: nextMessageId++,
      date: DATE,
      chat: CHAT,
      from: SERGEY,
      text: 'срочно закажи бетон на понедельник',
    } as Message.TextMessage & { chat: typeof CHAT; from: typeof SERGEY };
    t.standIn.push(TOKEN, { message });
    const url = `/workspaces/${t.workspaceId}/flow-samples`;
    const answer = await eventually(
      async () =>
        (await t.host.api(owner, 'POST', url, { trigger }, 'ru')).json<{
          samples: Array<{ summary: string; event: Record<string, unknown> }>;
        }>().samples,
      (samples) => samples.some((sample) => /бетон/i.test(sample.summary)),
    );
    expect(answer[0]).toMatchObject({
      summary: expect.stringMatching(/^Задача «.*бетон.*» из чата «Объект ЖК Лесной»$/i),
      event: { boardId, chatTitle: CHAT.title },
    });
    const found = (await t.host.api(owner, 'POST', url, { trigger, search: 'щиток' }, 'ru')).json<{
      samples: Array<{ event: { title: string } }>;
    }>().samples;
    expect(found.map((sample) => sample.event.title)).toEqual(['Поставить щиток у 2 подъезда']);
  });

  it('"post to the board\'s chat" sends the filled message to the chat linked to the board', async () => {
    const flowId = await flow({ type: 'platform.manual', settings: {} }, [
      { id: 'post', kind: 'action', action: 'telegram.post_to_chat', settings: { boardId, text: '{{userName}} запустил проверку' } },
    ]);
    const test = await t.host.api(owner, 'POST', `/workspaces/${t.workspaceId}/flows/${flowId}/test`, {});
    expect(test.json().steps[0].wouldDo).toBe(`Отправит сообщение в чаты: ${CHAT.title}`);
    const before = t.standIn.calls.filter((call) => call.method === 'sendMessage').length;
    expect((await t.host.api(owner, 'POST', `/workspaces/${t.workspaceId}/flows/${flowId}/run`)).statusCode).toBe(202);
    await t.host.flows.settled();
    const [run] = await runsOf(flowId);
    expect(run!.status).toBe('succeeded');
    const posts = t.standIn.calls.filter((call) => call.method === 'sendMessage').slice(before);
    expect(posts.map((call) => call.body)).toEqual([
      expect.objectContaining({ chat_id: CHAT.id, text: `${owner.name} запустил проверку` }),
    ]);
  });
});
