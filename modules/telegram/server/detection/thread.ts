/**
 * The thread a message belongs to. A short follow-up («Дима, бери», "sounds good, just send them the
 * quote") names no work of its own: the work is in the message it answers (its reply_to) or in the last
 * request of the chat a little before. An answer to a request («ок, сделаю», "on it") is not a new task.
 */
import { ASKS_ANYONE, NEED, REQUEST, isOpenCall, looksLikeEnglishImperative, looksLikeRussianImperativeOrReflexive } from './cues';
import { clauseHeads } from './clauseHeads';
import { tokenize } from './tokenize';
import type { ChatMessage, ThreadContext } from './types';

/** Messages older than this before the follow-up belong to another conversation. */
export const THREAD_WINDOW_MS = 6 * 60 * 60 * 1000;
/** How many preceding messages of the chat the detector reads (the live path passes as many). */
export const THREAD_SIZE = 5;

export const NO_THREAD: ThreadContext = { previous: [], replyTo: null };

/**
 * Accepting or acknowledging work already asked for: «ок, сделаю», «принято», «беру», "on it", "will do".
 * Said in answer to a request, it is the request's answer, not a request.
 */
export const ACKNOWLEDGEMENT =
  /^(?:[\p{Extended_Pictographic}\u{FE0F}\s]*)(?:ок(?:ей)?|ok(?:ay)?|да|yes|yep|sure|конечно|понял[аи]?|принял[аи]?|принято|услышал[аи]?|хорошо|ладно|договорились|будет\s+сделано|сделаю|сделаем|беру|берусь|возьму|займусь|гляну|посмотрю|уже\s+(?:делаю|еду|занимаюсь)|в\s+работе|on\s+it|will\s+do|got\s+it|noted|roger|sure\s+thing|no\s+problem|np|i'?ll\s+(?:do|take|handle|sort|get)|i\s+can\s+(?:do|take))(?![\p{L}])/iu;

/** The messages before each one of a file (same chat, within the window) and the one it replies to. */
export function threadsOf<T extends ChatMessage>(messages: T[]): ThreadContext[] {
  const byId = new Map<string, T>();
  const previousInChat = new Map<string, T[]>();
  return messages.map((message) => {
    // Files of several trades may reuse a chat title: a trade's chats are its own.
    const chat = `${(message as { trade?: string }).trade ?? ''}\u0000${message.chat ?? ''}`;
    const earlier = previousInChat.get(chat) ?? [];
    const replyTo = message.reply_to ? (byId.get(message.reply_to) ?? null) : null;
    const context = { previous: recent(earlier, message.sent_at), replyTo };
    earlier.push(message);
    previousInChat.set(chat, earlier.slice(-THREAD_SIZE));
    byId.set(message.id, message);
    return context;
  });
}

/** The last THREAD_SIZE messages sent within the window before `sentAt`, oldest first. */
export function recent(previous: ChatMessage[], sentAt: string): ChatMessage[] {
  const at = Date.parse(sentAt);
  return previous
    .filter((m) => {
      const t = Date.parse(m.sent_at);
      return t <= at && at - t <= THREAD_WINDOW_MS;
    })
    .slice(-THREAD_SIZE);
}

/** Whether a message asks for something: an imperative, a request, a need or a call to the group. */
export function asksForWork(text: string): boolean {
  if (REQUEST.test(text) || NEED.test(text) || ASKS_ANYONE.test(text) || isOpenCall(text)) return true;
  return clauseHeads(text).some(
    ({ head, next, opening }) =>
      opening.some((t) => looksLikeRussianImperativeOrReflexive(t.word)) || looksLikeEnglishImperative(head.word, next?.word),
  );
}

/** The earlier message a follow-up is about: the one it replies to, else the latest one that asks for work or a question. */
export function topicOf(message: ChatMessage, thread: ThreadContext): ChatMessage | null {
  if (thread.replyTo) return thread.replyTo;
  const others = thread.previous.filter((m) => m.id !== message.id);
  for (let i = others.length - 1; i >= 0; i -= 1) {
    if (asksForWork(others[i]!.text) || others[i]!.text.includes('?')) return others[i]!;
  }
  return null;
}

export function isAcknowledgement(text: string): boolean {
  // «Анна, понял, …», "Tom — got it": the name of whoever asked comes first.
  const unaddressed = text.trim().replace(/^(?:@[A-Za-z0-9_]{3,32}|\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s*[,—–-]\s*/u, '');
  return tokenize(unaddressed).length <= 6 && ACKNOWLEDGEMENT.test(unaddressed);
}
