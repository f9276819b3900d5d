/** The Telegram module's tables: one bot per workspace (token encrypted at rest) and the chats it is in. */
import { coreTables } from '@artel/sdk/server';
import { bigint, boolean, index, integer, pgTable, primaryKey, real, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

export const telegramBots = pgTable('telegram_bots', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => coreTables.workspaces.id),
  /** AES-256-GCM: iv, tag and ciphertext, base64, under a key derived from the server's secret. */
  tokenCiphertext: text('token_ciphertext').notNull(),
  botId: bigint('bot_id', { mode: 'number' }).notNull(),
  username: text('username').notNull(),
  name: text('name').notNull(),
  /** The next getUpdates offset: updates before it were applied. */
  updateOffset: bigint('update_offset', { mode: 'number' }).notNull().default(0),
  lastUpdateAt: timestamp('last_update_at', { withTimezone: true }),
  /** A message code of messages.ts and its reason, e.g. telegram_unreachable + ECONNREFUSED. */
  lastError: text('last_error'),
  lastErrorReason: text('last_error_reason'),
  /** Failed polls in a row; the next poll waits reconnectInterval × 2^(failures − 1), at most MAX_BACKOFF_MS. */
  failures: integer('failures').notNull().default(0),
  retryAt: timestamp('retry_at', { withTimezone: true }),
  reconnectInterval: integer('reconnect_interval').notNull(),
  /** Held by the poll in flight, on whichever instance: Telegram refuses two getUpdates at once. */
  pollLeaseUntil: timestamp('poll_lease_until', { withTimezone: true }),
  /** From the workspace's config when the bot was connected: the scheduler's jobs run outside any request. */
  timeZone: text('time_zone').notNull(),
  maxMessageHistory: integer('max_message_history').notNull(),
  /** At or above it a detected task becomes a card at once; between TASK_QUESTION_FLOOR and it the bot asks. */
  confidenceThreshold: real('confidence_threshold').notNull().default(0.7),
  /** Where the workspace's pages are (from the request that connected the bot): card links in replies. */
  appUrl: text('app_url'),
  /** Set while Telegram pushes updates to the module's webhook route; polling skips such a bot. */
  webhookUrl: text('webhook_url'),
  /** The secret_token Telegram sends with every webhook request, encrypted like the token. */
  webhookSecretCiphertext: text('webhook_secret_ciphertext'),
  /** The config's sessionTimeout: the bot's «Создать задачу?» buttons answer only this long after asking. */
  sessionTimeout: integer('session_timeout').notNull().default(86_400_000),
  /** An OpenAI-compatible endpoint asked first for what a message holds (the local detector on failure). */
  llmBaseUrl: text('llm_base_url'),
  llmModel: text('llm_model'),
  llmKeyCiphertext: text('llm_key_ciphertext'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const telegramChats = pgTable(
  'telegram_chats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => coreTables.workspaces.id),
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    type: text('type').notNull(),
    /** 'member' or 'administrator' while the bot is in the chat; 'left' once removed. */
    botStatus: text('bot_status').notNull(),
    /** The board its tasks go to; several chats may share a board. */
    boardId: uuid('board_id').references(() => coreTables.boards.id),
    /** The board's column new cards go to (a kanban column id, checked by kanban when a card is made). */
    columnId: uuid('column_id'),
    /** Who linked the chat: cards the bot makes on its own are made with their rights on the board. */
    linkedBy: uuid('linked_by').references(() => coreTables.users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('telegram_chats_workspace_chat').on(t.workspaceId, t.chatId)],
);

/** The last messages of each chat with what the detector found in them; one row per Telegram message. */
export const telegramMessages = pgTable(
  'telegram_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => coreTables.workspaces.id),
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    author: text('author').notNull(),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    isTask: boolean('is_task').notNull(),
    confidence: real('confidence').notNull(),
    title: text('title').notNull(),
    assignee: text('assignee'),
    addresseeName: text('addressee_name'),
    due: text('due'),
    priority: text('priority').notNull(),
    /** The member the assignee or the name addressed maps to, when one does. */
    assigneeUserId: uuid('assignee_user_id').references(() => coreTables.users.id),
  },
  (t) => [unique('telegram_messages_chat_message').on(t.workspaceId, t.chatId, t.messageId)],
);

/** Telegram usernames of workspace members (set by an admin, or by members for themselves). */
export const telegramMembers = pgTable(
  'telegram_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => coreTables.workspaces.id),
    /** Lower case, without '@'. */
    username: text('username').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => coreTables.users.id),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.username] }), unique('telegram_members_user').on(t.workspaceId, t.userId)],
);

/**
 * What became of each detected task (kept for retraining): one row per Telegram message, so no message
 * ever makes two cards, whichever instance or restart sees it again (the unique constraint decides).
 */
export const telegramTasks = pgTable(
  'telegram_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => coreTables.workspaces.id),
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    boardId: uuid('board_id').references(() => coreTables.boards.id),
    columnId: uuid('column_id'),
    author: text('author').notNull(),
    text: text('text').notNull(),
    messageUrl: text('message_url'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    confidence: real('confidence').notNull(),
    /** What the detector found, kept as it was for retraining. */
    detectedTitle: text('detected_title').notNull(),
    /** The card's fields: the detector's, or a member's edit. */
    title: text('title').notNull(),
    assigneeUserId: uuid('assignee_user_id').references(() => coreTables.users.id),
    due: text('due'),
    priority: text('priority').notNull(),
    /** 'creating' (a card is being made), 'pending' (asked, awaiting an answer), 'created', 'rejected', 'failed'. */
    status: text('status').notNull(),
    /** 'auto' (above the threshold), 'accepted', 'edited' or 'rejected'; null while pending. */
    decision: text('decision'),
    decidedBy: uuid('decided_by').references(() => coreTables.users.id),
    /** The Telegram user who answered the bot's question, when it was answered in the chat. */
    decidedByTelegram: text('decided_by_telegram'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    cardId: uuid('card_id'),
    /** The bot's question with the inline keyboard, to take the keyboard away once answered. */
    questionMessageId: bigint('question_message_id', { mode: 'number' }),
    questionAskedAt: timestamp('question_asked_at', { withTimezone: true }),
    /** The code of messages.ts that says why no card was made. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('telegram_tasks_chat_message').on(t.workspaceId, t.chatId, t.messageId),
    index('telegram_tasks_pending').on(t.workspaceId, t.status),
  ],
);
