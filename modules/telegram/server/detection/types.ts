/** The shapes the detector reads and returns; the dev set's JSON lines use the same field names. */

export type Priority = 'low' | 'medium' | 'high' | 'urgent';

export interface ChatMessage {
  id: string;
  /** The chat's title; used only to group messages for cross-validation. */
  chat?: string;
  author?: string;
  /** ISO 8601 with the offset of the chat's time zone, e.g. 2026-11-02T07:45:35+03:00. */
  sent_at: string;
  text: string;
  /** The id of the earlier message of the same chat this one answers, when it is a reply. */
  reply_to?: string | null;
}

/** What came before a message in its chat: the last few messages (oldest first) and the one it replies to. */
export interface ThreadContext {
  previous: ChatMessage[];
  replyTo: ChatMessage | null;
}

export interface LabelledMessage extends ChatMessage {
  chat: string;
  /** The corpus's trade (one file per trade); leave-one-trade-out holds a whole trade out. */
  trade?: string;
  is_task: boolean;
  title: string | null;
  assignee: string | null;
  due: string | null;
  priority: Priority | null;
}

export interface TaskDetection {
  isTask: boolean;
  /** Calibrated probability that the message is a task, 0..1. */
  confidence: number;
  /** A short imperative title; suggested even below the threshold, for the review queue. */
  title: string;
  /** Telegram username without '@' when the message mentions one, else null. */
  assignee: string | null;
  /** A person addressed by name («Руслан, …», "Tom —"), for mapping to a member when no @username is given. */
  addresseeName: string | null;
  /** YYYY-MM-DD in the chat's time zone, or null when the message names no date. */
  due: string | null;
  priority: Priority;
}
