/**
 * Messages from trades the dev set has none of (a kitchen, a clinic, a law office, haulage, a school,
 * a salon), written for this test and labelled by hand: the detector must carry over to them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { detectTask } from './detector';
import type { LabelledMessage } from './types';

const messages = readFileSync(join(__dirname, '../testing/other-trades.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as LabelledMessage);

describe('the detector on chats of other trades', () => {
  const detections = messages.map((m) => detectTask(m));
  const tasks = messages.map((m, i) => ({ m, d: detections[i]! })).filter(({ m }) => m.is_task);

  it('finds the tasks with F1 of at least 0.92', () => {
    const tp = messages.filter((m, i) => m.is_task && detections[i]!.isTask).length;
    const fp = messages.filter((m, i) => !m.is_task && detections[i]!.isTask).length;
    const fn = messages.filter((m, i) => m.is_task && !detections[i]!.isTask).length;
    expect((2 * tp) / (2 * tp + fp + fn)).toBeGreaterThanOrEqual(0.92);
  });

  it('reads the assignee, due date and priority of every task', () => {
    expect(tasks.map(({ m, d }) => [m.id, d.assignee, d.due, d.priority])).toEqual(
      tasks.map(({ m }) => [m.id, m.assignee, m.due, m.priority]),
    );
  });
});
