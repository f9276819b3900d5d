/** Detected tasks become cards on the chat's board: at once when sure, after a question or a review when not, never twice. */
import { randomUUID } from 'node:crypto';
import type { MessagesService, ServiceRegistry } from '@artel/sdk/server';
import type { TestPerson } from '@artel/sdk/server/testing';
import type { Message } from 'grammy/types';
import { createOutboundClient } from '@artel/sdk/server';
import { botApiClient } from './botApi';
import { detectTask } from './detection/detector';
import type { NewCardFor } from '../../kanban/contract';
import { taskCards } from './taskCards';
import { CHAT, TOKEN, eventually, startTelegramTestHost, type TelegramTestHost } from './testing/telegramTestHost';

let t: TelegramTestHost;
let host: TelegramTestHost['host'];
let workspaceId: string;
let owner: TestPerson;
let ruslan: TestPerson;
let boardId: string;
let columnId: string;

// Thursday 19 November 2026, 11:00 in Moscow.
const DATE = Date.UTC(2026, 10, 19, 8, 0) / 1000;
const SERGEY = { id: 42, is_bot: false, first_name: 'Сергей', username: 'sergey_prorab' };
const SURE = '@ruslan_electric срочно поставь щиток у 2 подъезда до завтра';
/** The detector gives it about 0.54: a task perhaps, so the bot asks. */
const UNSURE = 'Миша, насос бы глянуть, когда освободишься';

let nextMessageId = 1000;
type GroupMessage = Message.TextMessage & { chat: typeof CHAT; from: typeof SERGEY };
function send(text: string): GroupMessage {
  const message = { message_id: nextMessageId++, date: DATE, chat: CHAT, from: SERGEY, text } as GroupMessage;
  t.standIn.push(TOKEN, { message });
  return message;
}

type Task = Record<string, unknown> & { id: string; messageId: number; status: string };
async function tasks(status: string, person: TestPerson = owner): Promise<Task[]> {
  return (await host.request(person, 'GET', `/tasks?status=${status}`)).json().tasks as Task[];
}
async function taskOf(message: Message, status: string): Promise<Task> {
  const list = await eventually(
    () => tasks(status),
    (found) => found.some((task) => task.messageId === message.message_id),
  );
  const task = list.find((found) => found.messageId === message.message_id);
  if (!task) throw new Error(`no ${status} task for message ${message.message_id}`);
  return task;
}
const sent = (method: string) => t.standIn.calls.filter((call) => call.method === method).map((call) => call.body);
const cardsOf = (message: Message) => t.kanban.cards.filter((card) => card.description?.includes(`/${message.message_id}`));

beforeAll(async () => {
  t = await startTelegramTestHost();
  ({ host, workspaceId, owner } = t);
  await t.connectBot();
  await t.addBotToChat();
  const board = await host.app.inject({
    method: 'POST',
    url: `/api/v1/workspaces/${workspaceId}/boards`,
    headers: owner.headers,
    payload: { name: 'Стройка' },
  });
  boardId = board.json().id as string;
  columnId = t.kanban.addColumn(workspaceId, boardId);
  expect((await host.request(owner, 'PUT', `/chats/${CHAT.id}/board`, { boardId, columnId })).json()).toEqual({
    chat: { chatId: CHAT.id, boardId, columnId },
  });
  ruslan = await host.join(workspaceId, 'member', 'Руслан Электрик');
  await host.request(ruslan, 'PUT', `/members/${ruslan.userId}`, { username: 'ruslan_electric' });
});

afterAll(() => t.close());

describe('a task the detector is sure of', () => {
  it('becomes a card in the linked column with its title, assignee, due, priority and source, and the bot replies with the link', async () => {
    const message = send(SURE);
    const task = await taskOf(message, 'created');
    expect(task).toMatchObject({
      decision: 'auto',
      title: 'Поставить щиток у 2 подъезда',
      due: '2026-11-20',
      priority: 'urgent',
      assigneeUserId: ruslan.userId,
    });
    expect(cardsOf(message)).toHaveLength(1);
    const [card] = cardsOf(message);
    expect(card).toMatchObject({
      id: task.cardId,
      workspaceId,
      userId: owner.userId,
      columnId,
      boardId,
      title: 'Поставить щиток у 2 подъезда',
      priority: 'urgent',
      dueDate: '2026-11-20T12:00:00.000Z',
      assigneeIds: [ruslan.userId],
      onBehalfOf: { name: '@sergey_prorab', userId: null, via: 'Telegram' },
    });
    expect(card!.description).toContain(SURE);
    expect(card!.description).toContain('«Объект ЖК Лесной»');
    expect(card!.description).toContain(`https://t.me/c/1234567890/${message.message_id}`);
    const reply = await eventually(
      async () =>
        sent('sendMessage').find(
          (body) => (body.reply_parameters as { message_id: number } | undefined)?.message_id === message.message_id,
        ),
      Boolean,
    );
    expect(reply).toMatchObject({ chat_id: CHAT.id });
    expect(reply!.text).toContain(`/modules/kanban/boards/${boardId}?card=${card!.id}`);
  });

  it("is announced as its author's, by their member name when their username is linked", async () => {
    const fromRuslan = { id: 43, is_bot: false, first_name: 'Руслан', username: 'Ruslan_Electric' };
    const message = {
      message_id: nextMessageId++,
      date: DATE,
      chat: CHAT,
      from: fromRuslan,
      text: '@sergey_prorab срочно подпиши акт скрытых работ до завтра',
    } as unknown as GroupMessage;
    t.standIn.push(TOKEN, { message });
    await taskOf(message, 'created');
    expect(cardsOf(message)[0]).toMatchObject({
      userId: owner.userId,
      onBehalfOf: { name: 'Руслан Электрик', userId: ruslan.userId, via: 'Telegram' },
    });
  });

  it('makes one card however often Telegram delivers the message, edited or not', async () => {
    const message = send('@ruslan_electric завтра к 9 утра проверь заземление на пятом');
    t.standIn.push(TOKEN, { message });
    t.standIn.push(TOKEN, {
      edited_message: { ...message, edit_date: DATE + 60, text: `${message.text}!` } as GroupMessage & { edit_date: number },
    });
    const marker = send('всем спасибо');
    await eventually(
      async () => (await host.request(owner, 'GET', `/chats/${CHAT.id}/messages`)).json().messages as Array<{ messageId: number }>,
      (list) => list.some((m) => m.messageId === marker.message_id),
    );
    await taskOf(message, 'created');
    expect(cardsOf(message)).toHaveLength(1);
  });

  it('makes one card when two instances take up the same message at the same moment', async () => {
    const made: NewCardFor[] = [];
    const slowKanban = {
      get: () => ({
        async createCard(input: NewCardFor) {
          made.push(input);
          await new Promise((resolve) => setTimeout(resolve, 50));
          return { id: randomUUID(), boardId, title: input.title };
        },
      }),
    } as unknown as ServiceRegistry;
    const texts: MessagesService = { t: (key) => key };
    const quiet = { debug() {}, info() {}, warn() {}, error() {} };
    const noMembers = { user: async () => null };
    const message = {
      message_id: nextMessageId++,
      date: DATE,
      chat: CHAT,
      from: SERGEY,
      text: '@ruslan_electric завтра смонтируй розетки на шестом',
    } as GroupMessage;
    const kept = {
      message,
      text: message.text,
      author: SERGEY.username,
      sentAt: new Date(DATE * 1000),
      detection: detectTask({ id: '1', sent_at: new Date(DATE * 1000).toISOString(), text: message.text }, { timeZone: 'Europe/Moscow' }),
      assigneeUserId: null,
    };
    const bot = { workspaceId, confidenceThreshold: 0.7, appUrl: 'http://artel.test', sessionTimeout: 86_400_000 };
    const api = botApiClient(createOutboundClient({ allowedHosts: () => [t.standIn.url] }), () => t.standIn.url)(TOKEN);
    const [one, two] = [taskCards(host.orm, slowKanban, texts, quiet, noMembers), taskCards(host.orm, slowKanban, texts, quiet, noMembers)];
    await Promise.all([one.consider(bot, api, kept), two.consider(bot, api, kept)]);
    expect(made).toHaveLength(1);
    expect((await tasks('created')).filter((task) => task.messageId === message.message_id)).toHaveLength(1);
  });

  it('still becomes a card, once, when the bot reconnects after Telegram dropped out', async () => {
    await t.standIn.stop();
    const message = send('@ruslan_electric до пятницы замени автомат в щитовой');
    await eventually(
      async () => (await host.request(owner, 'GET', '/bot')).json().bot.connection as string,
      (connection) => connection === 'reconnecting',
    );
    await t.standIn.restart();
    await taskOf(message, 'created');
    expect(cardsOf(message)).toHaveLength(1);
  });
});

describe('a task the detector is unsure of', () => {
  it('makes the bot ask «Создать задачу?» with Да / Нет / Изменить, and Да makes the card, once', async () => {
    const message = send(UNSURE);
    const task = await taskOf(message, 'pending');
    expect(cardsOf(message)).toHaveLength(0);
    const question = await eventually(
      async () => sent('sendMessage').find((body) => JSON.stringify(body.reply_markup ?? '').includes(task.id)),
      Boolean,
    );
    expect(question!.text).toBe('Создать задачу? «Насос бы глянуть»');
    const keyboard = (question!.reply_markup as { inline_keyboard: Array<Array<{ text: string; callback_data: string }>> }).inline_keyboard;
    expect(keyboard[0]!.map((button) => button.text)).toEqual(['Да', 'Нет', 'Изменить']);

    const press = (id: string) =>
      t.standIn.push(TOKEN, {
        callback_query: {
          id,
          from: SERGEY,
          chat_instance: 'chat',
          data: keyboard[0]![0]!.callback_data,
          message: { message_id: 100500, date: DATE, chat: CHAT, text: question!.text as string },
        },
      } as never);
    press('cb-1');
    press('cb-2');
    const created = await taskOf(message, 'created');
    expect(created).toMatchObject({ decision: 'accepted', decidedByTelegram: 'sergey_prorab' });
    await eventually(
      async () => sent('answerCallbackQuery').filter((body) => body.callback_query_id === 'cb-2'),
      (answers) => answers.length > 0,
    );
    expect(cardsOf(message)).toHaveLength(1);
    expect(sent('answerCallbackQuery').find((body) => body.callback_query_id === 'cb-2')!.text).toBe('Об этой задаче уже решили');
  });

  it('waits in the review queue, where a member accepts it with corrections, with their own rights on the board', async () => {
    const message = send(UNSURE);
    const task = await taskOf(message, 'pending');
    const viewer = await host.join(workspaceId, 'viewer', 'Наблюдатель');
    const refused = await host.request(viewer, 'POST', `/tasks/${task.id}/accept`, {});
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'forbidden']);
    const edit = { title: 'Проверить насос', due: '2026-11-24', priority: 'high', assigneeUserId: ruslan.userId };
    const viewerEdit = await host.request(viewer, 'POST', `/tasks/${task.id}/accept`, edit);
    expect(viewerEdit.statusCode).toBe(403);
    expect((await tasks('pending')).find((pending) => pending.id === task.id)).toMatchObject({
      title: 'Насос бы глянуть',
      assigneeUserId: null,
    });

    const accepted = await host.request(ruslan, 'POST', `/tasks/${task.id}/accept`, edit);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().task).toMatchObject({
      status: 'created',
      decision: 'edited',
      decidedBy: ruslan.userId,
      detectedTitle: 'Насос бы глянуть',
      title: 'Проверить насос',
    });
    expect(cardsOf(message)).toEqual([
      expect.objectContaining({
        userId: ruslan.userId,
        title: 'Проверить насос',
        dueDate: '2026-11-24T12:00:00.000Z',
        priority: 'high',
        assigneeIds: [ruslan.userId],
      }),
    ]);
    const again = await host.request(owner, 'POST', `/tasks/${task.id}/accept`, {});
    expect([again.statusCode, again.json().error.code]).toEqual([404, 'task_not_found']);
    expect(cardsOf(message)).toHaveLength(1);
  });

  it('is rejected from the queue, the decision kept and no card made', async () => {
    const message = send(UNSURE);
    const task = await taskOf(message, 'pending');
    const viewer = await host.join(workspaceId, 'viewer', 'Зритель');
    const refused = await host.request(viewer, 'POST', `/tasks/${task.id}/reject`);
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'forbidden']);
    const rejected = await host.request(owner, 'POST', `/tasks/${task.id}/reject`);
    expect(rejected.json().task).toMatchObject({ status: 'rejected', decision: 'rejected', decidedBy: owner.userId });
    expect((await tasks('rejected')).map((kept) => kept.id)).toContain(task.id);
    expect(cardsOf(message)).toHaveLength(0);
  });

  it("refuses corrections that make no card, in the user's language, and changes nothing", async () => {
    const message = send(UNSURE);
    const task = await taskOf(message, 'pending');
    const empty = await host.request(owner, 'POST', `/tasks/${task.id}/accept`, { title: '   ' }, 'ru');
    expect([empty.statusCode, empty.json().error.message]).toEqual([400, 'У задачи должно быть название (до 500 символов)']);
    const badDue = await host.request(owner, 'POST', `/tasks/${task.id}/accept`, { due: '24.11' });
    expect([badDue.statusCode, badDue.json().error.details]).toEqual([400, { field: 'due' }]);
    const stranger = await host.newTeam('Чужие');
    const notMember = await host.request(owner, 'POST', `/tasks/${task.id}/accept`, { assigneeUserId: stranger.owner.userId });
    expect([notMember.statusCode, notMember.json().error.code]).toEqual([404, 'member_not_found']);
    expect((await tasks('pending')).find((pending) => pending.id === task.id)).toMatchObject({
      title: 'Насос бы глянуть',
      status: 'pending',
    });
  });

  it('is neither seen nor decided from another workspace', async () => {
    const message = send(UNSURE);
    const task = await taskOf(message, 'pending');
    const stranger = await host.newTeam('Конкуренты');
    expect(await tasks('pending', stranger.owner)).toEqual([]);
    expect(await tasks('created', stranger.owner)).toEqual([]);
    for (const action of ['accept', 'reject']) {
      const response = await host.request(stranger.owner, 'POST', `/tasks/${task.id}/${action}`, {});
      expect([response.statusCode, response.json().error.code]).toEqual([404, 'task_not_found']);
    }
    expect((await tasks('pending')).find((pending) => pending.id === task.id)?.status).toBe('pending');
    expect(cardsOf(message)).toHaveLength(0);
  });
});

describe('a chat without a board', () => {
  it('keeps its messages but makes no card and asks nothing', async () => {
    await host.request(owner, 'PUT', `/chats/${CHAT.id}/board`, { boardId: null });
    const message = send(SURE);
    const marker = send('всем спасибо');
    await eventually(
      async () => (await host.request(owner, 'GET', `/chats/${CHAT.id}/messages`)).json().messages as Array<{ messageId: number }>,
      (list) => list.some((m) => m.messageId === marker.message_id),
    );
    expect(cardsOf(message)).toHaveLength(0);
    expect((await tasks('created')).some((task) => task.messageId === message.message_id)).toBe(false);
    await host.request(owner, 'PUT', `/chats/${CHAT.id}/board`, { boardId, columnId });
  });
});
