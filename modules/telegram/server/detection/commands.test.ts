/**
 * The evaluation commands as a fresh clone runs them: `npm run telegram:detect` and `telegram:eval` go
 * through scripts/run.mjs, which bundles the TypeScript with esbuild and runs it in Node.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const runner = resolve(__dirname, '../../scripts/run.mjs');
const messages = [
  {
    id: 't-1',
    chat: 'Склад',
    author: 'a',
    sent_at: '2026-11-18T10:00:00+03:00',
    text: '@vera_logist оформи, пожалуйста, накладные до пятницы, срочно',
    is_task: true,
    title: 'Оформить накладные',
    assignee: 'vera_logist',
    due: '2026-11-20',
    priority: 'urgent',
  },
  {
    id: 't-2',
    chat: 'Склад',
    author: 'b',
    sent_at: '2026-11-18T10:05:00+03:00',
    text: 'оформила, всё ушло ✅',
    is_task: false,
    title: null,
    assignee: null,
    due: null,
    priority: null,
  },
  {
    id: 't-3',
    chat: 'Office',
    author: 'c',
    sent_at: '2026-11-18T11:00:00+03:00',
    text: '@sam_ops could you fetch the van tomorrow morning?',
    is_task: true,
    title: 'Fetch the van',
    assignee: 'sam_ops',
    due: '2026-11-19',
    priority: 'medium',
  },
  {
    id: 't-4',
    chat: 'Office',
    author: 'd',
    sent_at: '2026-11-18T11:05:00+03:00',
    text: 'thanks, lovely weekend everyone',
    is_task: false,
    title: null,
    assignee: null,
    due: null,
    priority: null,
  },
];

let dir: string;
let file: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'telegram-commands-'));
  file = join(dir, 'tiny.jsonl');
  writeFileSync(file, `${messages.map((m) => JSON.stringify(m)).join('\n')}\n`);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runRaw(...args: string[]) {
  return spawnSync(process.execPath, [runner, ...args], { encoding: 'utf8' });
}

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [runner, ...args], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}

describe('telegram:detect', () => {
  it('prints one JSON line per message with exactly the agreed fields', () => {
    const lines = run('detect', file)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((l) => l.id)).toEqual(['t-1', 't-2', 't-3', 't-4']);
    for (const line of lines) {
      expect(Object.keys(line)).toEqual(['id', 'is_task', 'confidence', 'title', 'assignee', 'due', 'priority']);
      expect(typeof line.is_task).toBe('boolean');
      expect(line.confidence).toBeGreaterThanOrEqual(0);
      expect(line.confidence).toBeLessThanOrEqual(1);
      expect(line.due === null || /^\d{4}-\d{2}-\d{2}$/.test(String(line.due))).toBe(true);
      expect(['low', 'medium', 'high', 'urgent']).toContain(line.priority);
    }
    expect(lines[0]).toMatchObject({ is_task: true, assignee: 'vera_logist', due: '2026-11-20', priority: 'urgent' });
    expect(lines[1]).toMatchObject({ is_task: false });
    expect(lines[2]).toMatchObject({ is_task: true, assignee: 'sam_ops', due: '2026-11-19' });
  });

  it('reads messages without labels', () => {
    const unlabelled = join(dir, 'unlabelled.jsonl');
    writeFileSync(
      unlabelled,
      `${JSON.stringify({ id: 'u-1', sent_at: '2026-11-18T10:00:00+03:00', text: 'Костя, завтра отвези возврат на пункт Ozon' })}\n`,
    );
    expect(JSON.parse(run('detect', unlabelled))).toMatchObject({ id: 'u-1', is_task: true, due: '2026-11-19' });
  });
});

describe('telegram:eval', () => {
  it('prints precision, recall and F1 of is_task and the accuracy of the fields on tasks', () => {
    const out = run('eval', file);
    expect(out).toMatch(/messages 4, tasks 2/);
    expect(out).toMatch(/is_task\s+precision 1\.000\s+recall 1\.000\s+F1 1\.000/);
    expect(out).toMatch(/on tasks\s+assignee 1\.000\s+due 1\.000\s+priority 1\.000/);
  });

  it('cross-validates by chat with --cv', () => {
    const out = run('eval', '--cv', file);
    expect(out).toMatch(/leave-one-chat-out cross-validation, 2 chats/);
    expect(out).toMatch(/^Office\s+2\s+1/m);
    expect(out).toMatch(/pooled over all held-out chats/);
  });
});

describe('bad input', () => {
  it('names the file and line it cannot read, and exits with 1', () => {
    const broken = join(dir, 'broken.jsonl');
    writeFileSync(broken, `${JSON.stringify(messages[0])}\n{not json\n`);
    const result = runRaw('detect', broken);
    expect([result.status, result.stdout, result.stderr.trim()]).toEqual([1, '', `${broken}:2: not a JSON line`]);
  });

  it('refuses a message whose sent_at is not a timestamp', () => {
    const undated = join(dir, 'undated.jsonl');
    writeFileSync(undated, `${JSON.stringify({ id: 'x', sent_at: 'yesterday', text: 'закажи плёнку' })}\n`);
    const result = runRaw('detect', undated);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/undated\.jsonl:1: sent_at is not an ISO 8601 timestamp: yesterday/);
  });

  it('asks eval for labels and cross-validation for two chats', () => {
    const unlabelled = join(dir, 'unlabelled-eval.jsonl');
    writeFileSync(unlabelled, `${JSON.stringify({ id: 'u', sent_at: '2026-11-18T10:00:00+03:00', text: 'hi' })}\n`);
    expect(runRaw('eval', unlabelled).stderr).toMatch(/message u has no is_task label/);
    const oneChat = join(dir, 'one-chat.jsonl');
    writeFileSync(
      oneChat,
      `${messages
        .slice(0, 2)
        .map((m) => JSON.stringify(m))
        .join('\n')}\n`,
    );
    expect(runRaw('eval', '--cv', oneChat).stderr).toMatch(/at least two chats/);
  });
});
