/** The module server's calls (/api/v1/modules/telegram, X-Workspace-ID from the SDK), and kanban's board view for its columns. */
import { telegramSdk } from '../telegramSdk';
import type {
  BoardColumn,
  MemberLink,
  TaskEdit,
  TaskStatus,
  TelegramBot,
  TelegramChat,
  TelegramMessage,
  TelegramTask,
} from './telegramTypes';

const api = () => telegramSdk().api;
/** The bot's state and the chats change under our feet (Telegram, other people): never from the GET cache. */
const fresh = { cache: false } as const;

export const telegramApi = {
  bot: async () => (await api().get<{ bot: TelegramBot | null }>('bot', fresh)).bot,
  connectBot: async (token: string) => (await api().put<{ bot: TelegramBot }>('bot', { token })).bot,
  disconnectBot: () => api().delete<unknown>('bot'),
  chats: async () => (await api().get<{ chats: TelegramChat[] }>('chats', fresh)).chats,
  linkChat: async (chatId: number, boardId: string | null, columnId: string | null) =>
    (await api().put<{ chat: Pick<TelegramChat, 'chatId' | 'boardId' | 'columnId'> }>(`chats/${chatId}/board`, { boardId, columnId })).chat,
  messages: async (chatId: number) => (await api().get<{ messages: TelegramMessage[] }>(`chats/${chatId}/messages`, fresh)).messages,
  tasks: async (status: TaskStatus) => (await api().get<{ tasks: TelegramTask[] }>(`tasks?status=${status}`, fresh)).tasks,
  accept: async (taskId: string, edit: TaskEdit) => (await api().post<{ task: TelegramTask }>(`tasks/${taskId}/accept`, edit)).task,
  reject: async (taskId: string) => (await api().post<{ task: TelegramTask }>(`tasks/${taskId}/reject`, {})).task,
  retry: async (taskId: string) => (await api().post<{ task: TelegramTask }>(`tasks/${taskId}/retry`, {})).task,
  setWebhook: async (publicUrl: string) => (await api().put<{ webhookUrl: string }>('bot/webhook', { publicUrl })).webhookUrl,
  removeWebhook: () => api().delete<unknown>('bot/webhook'),
  setLlm: (settings: { baseUrl: string; model: string; apiKey?: string | null }) => api().put<unknown>('bot/llm', settings),
  removeLlm: () => api().delete<unknown>('bot/llm'),
  memberLinks: async () => (await api().get<{ members: MemberLink[] }>('members', fresh)).members,
  setUsername: async (userId: string, username: string | null) =>
    (await api().put<{ member: { userId: string; username: string | null } }>(`members/${userId}`, { username })).member,
  boardColumns: async (boardId: string) =>
    (await telegramSdk().platformApi.get<{ columns: BoardColumn[] }>(`/modules/kanban/boards/${boardId}`, fresh)).columns,
};
