/** What the module's server answers (modules/telegram/server/index.ts). */
export type Priority = 'low' | 'medium' | 'high' | 'urgent';

export interface TelegramBot {
  id: number;
  username: string;
  name: string;
  connection: 'connected' | 'reconnecting' | 'rejected';
  lastUpdateAt: string | null;
  retryAt: string | null;
  /** Already in the user's language. */
  lastError: string | null;
  /** 'webhook' while Telegram pushes updates to the server's public address, else 'polling'. */
  mode: 'webhook' | 'polling';
  webhookUrl: string | null;
  /** The OpenAI-compatible endpoint asked first, when one is set (its key is never sent back). */
  llm: { baseUrl: string; model: string; hasKey: boolean } | null;
}

export interface TelegramChat {
  chatId: number;
  title: string;
  type: string;
  botStatus: string;
  boardId: string | null;
  columnId: string | null;
}

export interface TelegramMessage {
  messageId: number;
  author: string;
  text: string;
  sentAt: string;
  detection: {
    isTask: boolean;
    confidence: number;
    title: string;
    assignee: string | null;
    addresseeName: string | null;
    due: string | null;
    priority: Priority;
  };
  assigneeUserId: string | null;
}

export type TaskStatus = 'pending' | 'created' | 'rejected' | 'failed';

export interface TelegramTask {
  id: string;
  chatId: number;
  messageId: number;
  boardId: string | null;
  author: string;
  text: string;
  messageUrl: string | null;
  sentAt: string;
  confidence: number;
  detectedTitle: string;
  title: string;
  assigneeUserId: string | null;
  due: string | null;
  priority: Priority;
  status: TaskStatus | 'creating';
  decision: 'auto' | 'accepted' | 'edited' | 'rejected' | null;
  cardId: string | null;
  error: string | null;
  /** Why no card was made, in the user's language. */
  errorMessage: string | null;
}

export interface TaskEdit {
  title?: string;
  due?: string | null;
  priority?: Priority;
  assigneeUserId?: string | null;
}

export interface MemberLink {
  username: string;
  userId: string;
}

/** A board's column, from kanban's board view. */
export interface BoardColumn {
  id: string;
  name: string;
}
