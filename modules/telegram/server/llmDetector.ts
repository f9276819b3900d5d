/**
 * The optional OpenAI-compatible endpoint: asked what a message holds with a JSON schema for the answer.
 * Any failure (refused, too slow, an answer off the schema) leaves the local detector's result standing,
 * so a message is never lost to the endpoint. The call goes through the outbound client: an endpoint inside the
 * network only when the platform's administrator allowed it, and no redirect is followed (the key would go with it).
 */
import type { ModuleLogger, OutboundHttp } from '@artel/sdk/server';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { detectTask } from './detection/detector';
import type { ChatMessage, TaskDetection, ThreadContext } from './detection/types';

/** Longer than this and the local detector answers: a chat should not wait on the endpoint. */
export const LLM_TIMEOUT_MS = 8000;

export interface LlmEndpoint {
  baseUrl: string;
  model: string;
  apiKey: string | null;
}

const LlmAnswer = Type.Object(
  {
    is_task: Type.Boolean(),
    confidence: Type.Number({ minimum: 0, maximum: 1 }),
    title: Type.String({ maxLength: 200, pattern: '\\S' }),
    assignee: Type.Union([Type.String({ pattern: '^@?[A-Za-z][A-Za-z0-9_]{3,31}$' }), Type.Null()]),
    due: Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()]),
    priority: Type.Union([Type.Literal('low'), Type.Literal('medium'), Type.Literal('high'), Type.Literal('urgent')]),
  },
  { additionalProperties: false },
);
type LlmAnswer = Static<typeof LlmAnswer>;

const INSTRUCTIONS = [
  'You read one message from a work group chat and say whether it asks someone to do a piece of work.',
  'title: a short imperative card title in the language of the message, without greetings, names or dates.',
  "assignee: the first @username the task is for, or null. due: the day named, YYYY-MM-DD in the chat's time zone, or null when no day is named.",
  'priority: medium unless the message says otherwise. confidence: how sure you are that it is a task, 0 to 1.',
].join('\n');

async function ask(
  outbound: OutboundHttp,
  endpoint: LlmEndpoint,
  message: ChatMessage,
  timeZone: string,
  timeoutMs: number,
): Promise<LlmAnswer> {
  const sent = new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(message.sent_at));
  const response = await outbound.fetch(`${endpoint.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}) },
    body: JSON.stringify({
      model: endpoint.model,
      temperature: 0,
      messages: [
        { role: 'system', content: `${INSTRUCTIONS}\nThe message was sent ${sent} (${timeZone}).` },
        { role: 'user', content: message.text },
      ],
      response_format: { type: 'json_schema', json_schema: { name: 'telegram_task', strict: true, schema: LlmAnswer } },
    }),
    timeoutMs,
    maxRedirects: 0,
    maxBytes: 1024 * 1024,
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
  const content = body.choices?.[0]?.message?.content;
  const answer: unknown = typeof content === 'string' ? JSON.parse(content) : content;
  if (!Value.Check(LlmAnswer, answer)) throw new Error('the answer does not follow the schema');
  return answer;
}

export interface DetectMessageOptions {
  timeZone: string;
  llm: LlmEndpoint | null;
  outbound: OutboundHttp;
  logger: ModuleLogger;
  timeoutMs?: number;
  /** The chat's preceding messages and the replied-to one, for the local detector. */
  thread?: ThreadContext;
}

/** The endpoint's reading when it gives one in time, else the local detector's. */
export async function detectMessage(message: ChatMessage, options: DetectMessageOptions): Promise<TaskDetection> {
  const local = detectTask(message, { timeZone: options.timeZone, thread: options.thread });
  if (!options.llm) return local;
  try {
    const answer = await ask(options.outbound, options.llm, message, options.timeZone, options.timeoutMs ?? LLM_TIMEOUT_MS);
    return {
      isTask: answer.is_task,
      confidence: answer.confidence,
      title: answer.title.trim(),
      assignee: answer.assignee?.replace(/^@/, '') ?? null,
      // The endpoint is not asked for names addressed: mapping them to members stays with the local rules.
      addresseeName: local.addresseeName,
      due: answer.due,
      priority: answer.priority,
    };
  } catch (error) {
    options.logger.warn(
      { error: error instanceof Error ? error.message : String(error) },
      'Telegram: the LLM endpoint failed; the local detector answers',
    );
    return local;
  }
}
