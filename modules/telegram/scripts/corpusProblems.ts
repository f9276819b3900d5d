/**
 * What is wrong with a labelled file's shape, message by message: the checks a corpus writer runs before a
 * second reader sees the file. Labels are judged by people; this only catches what no label can excuse.
 */
import type { LabelledMessage } from '../server/detection/types';

const FIELDS = [
  'id',
  'chat',
  'author',
  'sent_at',
  'time_zone',
  'reply_to',
  'text',
  'lang',
  'is_task',
  'title',
  'assignee',
  'due',
  'priority',
];
const PRIORITIES = new Set(['low', 'medium', 'high', 'urgent']);
const LANGS = new Set(['ru', 'en', 'mixed']);

type Message = LabelledMessage & { time_zone?: string; reply_to?: string | null; lang?: string };

/** The UTC offset a time zone has at an instant, as written at the end of an ISO time: "+03:00", "-07:00". */
export function offsetIn(timeZone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')!.value;
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

export function corpusProblems(messages: Message[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const lastInChat = new Map<string, number>();
  for (const m of messages) {
    const say = (problem: string) => problems.push(`${m.id}: ${problem}`);
    for (const field of FIELDS) if (!(field in m)) say(`no "${field}"`);
    if (seen.has(m.id)) say('the same id as an earlier message');
    if (m.reply_to === m.id) say('replies to itself');
    else if (m.reply_to && !seen.has(m.reply_to)) say(`replies to ${m.reply_to}, which is not an earlier message`);
    seen.add(m.id);
    const at = new Date(m.sent_at);
    if (at.getTime() < (lastInChat.get(m.chat) ?? -Infinity)) say('sent before the message above it in the same chat');
    lastInChat.set(m.chat, at.getTime());
    if (m.time_zone) {
      try {
        const offset = offsetIn(m.time_zone, at);
        if (!m.sent_at.endsWith(offset)) say(`sent_at does not end with ${offset}, the offset of ${m.time_zone} then`);
      } catch {
        say(`unknown time zone ${m.time_zone}`);
      }
    }
    if (m.lang !== undefined && !LANGS.has(m.lang)) say(`lang "${m.lang}" is not ru, en or mixed`);
    if (typeof m.is_task !== 'boolean') say('is_task is not true or false');
    if (!m.is_task) {
      if (m.title !== null || m.assignee !== null || m.due !== null || m.priority !== null)
        say('a non-task with a title, assignee, due or priority');
      continue;
    }
    if (typeof m.title !== 'string' || m.title.trim() === '') say('a task without a title');
    if (!PRIORITIES.has(m.priority ?? '')) say(`priority "${m.priority}" is not low, medium, high or urgent`);
    if (m.due !== null && !/^\d{4}-\d{2}-\d{2}$/.test(m.due)) say(`due "${m.due}" is not YYYY-MM-DD`);
    else if (m.due !== null && m.due < m.sent_at.slice(0, 10)) say(`due ${m.due} is before the day it was sent`);
    if (m.assignee !== null && !/^[A-Za-z0-9_]{3,32}$/.test(m.assignee)) say(`assignee "${m.assignee}" is not a username without @`);
  }
  return problems;
}
