/**
 * Tasks that could not become cards (no board linked yet, kanban refusing) wait on the dashboard with a
 * retry; the bot's «Создать задачу?» buttons stop working after the config's sessionTimeout.
 */
import type { TestPerson } from '@artel/sdk/server/testing';
import type { Message } from 'grammy/types';
import { eq } from 'drizzle-orm';
import { telegramBots, telegramTasks } from './tables';
import { CHAT, TOKEN, eventually, startTelegramTestHost, type TelegramTestHost } from './testing/telegramTestHost';

let t: TelegramTestHost;
let host: TelegramTestHost['host'];
let workspaceId: string;
let owner: TestPerson;

const DATE = Date.UTC(2026, 10, 19, 8, 0) / 1000;
const SERGEY = { id: 42, is_bot: false, first_name: 'Сергей', username: 'sergey_prorab' };
let nextMessageId = 3000;
type GroupMessage = Message.TextMessage & { chat: typeof CHAT; from: typeof SERGEY };
function send(text: string): GroupMessage {
  const message = { message_id: nextMessageId++, date: DATE, chat: CHAT, from: SERGEY, text } as GroupMessage;
  t.standIn.push(TOKEN, { message });
  return message;
}
type Task = Record<string, unknown> & { id: string; messageId: number; status: string };
const tasks = async (status: string, person: TestPerson = owner, locale: 'ru' | 'en' = 'en') =>
  (await host.request(person, 'GET', `/tasks?status=${status}`, undefined, locale)).json().tasks as Task[];
const cardsOf = (message: Message) => t.kanban.cards.filter((card) => card.description?.includes(`/${message.message_id}`));
const sent = (method: string) => t.standIn.calls.filter((call) => call.method === method).map((call) => call.body);

beforeAll(async () => {
  t = await startTelegramTestHost();
  ({ host, workspaceId, owner } = t);
  await t.connectBot();
  await t.addBotToChat();
});

afterAll(() => t.close());

describe('a sure task in a chat with no board', () => {
  let message: GroupMessage;
  let task: Task;

  it('is kept as failed with the reason in plain words, and no card or question', async () => {
    message = send('@ruslan_electric срочно поставь щиток у 4 подъезда до завтра');
    const unsure = send('Миша, насос бы глянуть, когда освободишься');
    const failed = await eventually(
      () => tasks('failed', owner, 'ru'),
      (list) => list.some((found) => found.messageId === message.message_id),
    );
    task = failed.find((found) => found.messageId === message.message_id)!;
    expect(task).toMatchObject({
      status: 'failed',
      error: 'chat_not_linked',
      errorMessage: 'Чат не привязан к доске: привяжите его и повторите',
      title: 'Поставить щиток у 4 подъезда',
    });
    expect(failed.some((found) => found.messageId === unsure.message_id)).toBe(false);
    expect(await tasks('pending')).toEqual([]);
    expect(cardsOf(message)).toEqual([]);
    expect(sent('sendMessage')).toEqual([]);
  });

  it('is retried in vain while the chat has no board, and stays failed', async () => {
    const response = await host.request(owner, 'POST', `/tasks/${task.id}/retry`);
    expect([response.statusCode, response.json().error.code]).toEqual([400, 'chat_not_linked']);
    expect((await tasks('failed')).map((found) => found.id)).toContain(task.id);
  });

  it('cannot be retried from another workspace', async () => {
    const stranger = await host.newTeam('Чужие');
    expect((await host.request(host.inWorkspace(stranger.owner, workspaceId), 'POST', `/tasks/${task.id}/retry`)).statusCode).toBe(404);
    expect((await host.request(stranger.owner, 'POST', `/tasks/${task.id}/retry`)).json().error.code).toBe('task_not_found');
    expect(await tasks('failed', stranger.owner)).toEqual([]);
  });

  it('becomes a card once the chat is linked, with the rights of who retries it (a viewer may not)', async () => {
    const board = await host.app.inject({
      method: 'POST',
      url: `/api/v1/workspaces/${workspaceId}/boards`,
      headers: owner.headers,
      payload: { name: 'Стройка' },
    });
    const boardId = board.json().id as string;
    const columnId = t.kanban.addColumn(workspaceId, boardId);
    await host.request(owner, 'PUT', `/chats/${CHAT.id}/board`, { boardId, columnId });

    const viewer = await host.join(workspaceId, 'viewer', 'Наблюдатель');
    expect((await host.request(viewer, 'POST', `/tasks/${task.id}/retry`)).statusCode).toBe(403);
    expect((await tasks('failed')).find((found) => found.id === task.id)).toMatchObject({
      error: 'forbidden',
      errorMessage: 'No right to create cards on this board',
    });

    const retried = await host.request(owner, 'POST', `/tasks/${task.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().task).toMatchObject({
      status: 'created',
      boardId,
      decision: 'accepted',
      decidedBy: owner.userId,
      error: null,
      errorMessage: null,
    });
    expect(cardsOf(message)).toEqual([expect.objectContaining({ columnId, userId: owner.userId, title: 'Поставить щиток у 4 подъезда' })]);
    expect((await host.request(owner, 'POST', `/tasks/${task.id}/retry`)).json().error.code).toBe('task_not_found');
    expect(cardsOf(message)).toHaveLength(1);
  });

  it('may be dismissed instead', async () => {
    const [row] = await host.orm
      .insert(telegramTasks)
      .values({
        workspaceId,
        chatId: CHAT.id,
        messageId: 1,
        author: 'sergey_prorab',
        text: 'закажи бетон',
        sentAt: new Date(DATE * 1000),
        confidence: 0.9,
        detectedTitle: 'Заказать бетон',
        title: 'Заказать бетон',
        priority: 'medium',
        status: 'failed',
        error: 'chat_not_linked',
      })
      .returning();
    const rejected = await host.request(owner, 'POST', `/tasks/${row!.id}/reject`);
    expect(rejected.json().task).toMatchObject({ status: 'rejected', decision: 'rejected' });
    expect((await tasks('failed')).map((found) => found.id)).not.toContain(row!.id);
  });
});

describe("the bot's question after sessionTimeout", () => {
  it('answers that it expired, takes the buttons away and leaves the task to the review queue', async () => {
    const [bot] = await host.orm
      .select({ sessionTimeout: telegramBots.sessionTimeout })
      .from(telegramBots)
      .where(eq(telegramBots.workspaceId, workspaceId));
    expect(bot!.sessionTimeout).toBe(60_000);
    const message = send('Миша, насос бы глянуть, когда освободишься');
    const pending = await eventually(
      () => tasks('pending'),
      (list) => list.some((found) => found.messageId === message.message_id),
    );
    const task = pending.find((found) => found.messageId === message.message_id)!;
    const question = await eventually(
      async () => sent('sendMessage').find((body) => JSON.stringify(body.reply_markup ?? '').includes(task.id)),
      Boolean,
    );
    // The question is kept as asked only after Telegram answered sendMessage: backdate it after that.
    await eventually(
      async () => (await host.orm.select().from(telegramTasks).where(eq(telegramTasks.id, task.id)))[0]!.questionAskedAt,
      Boolean,
    );
    await host.orm
      .update(telegramTasks)
      .set({ questionAskedAt: new Date(Date.now() - 61_000) })
      .where(eq(telegramTasks.id, task.id));

    t.standIn.push(TOKEN, {
      callback_query: {
        id: 'late-1',
        from: SERGEY,
        chat_instance: 'chat',
        data: `task:${task.id}:yes`,
        message: { message_id: 100777, date: DATE, chat: CHAT, text: question!.text as string },
      },
    } as never);
    const answer = await eventually(async () => sent('answerCallbackQuery').find((body) => body.callback_query_id === 'late-1'), Boolean);
    expect(answer!.text).toBe('Вопрос устарел: решите в очереди на проверку');
    const [asked] = await host.orm
      .select({ questionMessageId: telegramTasks.questionMessageId })
      .from(telegramTasks)
      .where(eq(telegramTasks.id, task.id));
    // The buttons go after the answer (the bot answers the press first, then edits the question).
    const closed = await eventually(
      async () => sent('editMessageReplyMarkup'),
      (edits) => edits.length > 0,
    );
    expect(closed).toContainEqual({ chat_id: CHAT.id, message_id: asked!.questionMessageId, reply_markup: { inline_keyboard: [] } });
    expect((await tasks('pending')).map((found) => found.id)).toContain(task.id);
    expect(cardsOf(message)).toEqual([]);
  });
});
