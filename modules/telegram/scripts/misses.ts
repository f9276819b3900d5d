/**
 * npm run telegram:misses [-- --due|--title|--assignee|--priority] [--dev | FILE.jsonl]
 * Lists the extractors' misses on the corpus (or the dev set, or a labelled file) with the shipped model: every true task whose
 * due date, title, assignee or priority differs from its label (only the kinds flagged, all when none is), with the
 * message, its sent_at and what was read, so that the
 * kinds of miss (time zone, weekday vs date, deadline vs other dates, vague periods; fragments, greetings,
 * lost numbers) can be counted. The extractors are rules, so no fold is retrained.
 */
import { titleOverlap } from './evaluation';
import { detectTask } from '../server/detection/detector';
import { threadsOf } from '../server/detection/thread';
import { findDevSet, readCorpus, readLabelled } from './corpus';
import { runCommand } from './readMessages';

const out = (text: string) => process.stdout.write(`${text}\n`);

runCommand(() => {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--'));
  const labelled = args.includes('--dev') ? readLabelled(findDevSet()) : file ? readLabelled(file) : readCorpus();
  const kinds = ['--due', '--title', '--assignee', '--priority'];
  const anyKind = kinds.some((k) => args.includes(k));
  const [showDue, showTitle, showAssignee, showPriority] = kinds.map((k) => !anyKind || args.includes(k));
  const threads = threadsOf(labelled);
  let tasks = 0;
  let dueRight = 0;
  let assigneeRight = 0;
  let priorityRight = 0;
  let titleSum = 0;
  labelled.forEach((m, i) => {
    if (!m.is_task) return;
    tasks += 1;
    const d = detectTask(m, { thread: threads[i] });
    const overlap = m.title ? titleOverlap(d.title, m.title) : 1;
    titleSum += overlap;
    const text = m.text.replace(/\n/g, ' ⏎ ');
    if (d.assignee === m.assignee) assigneeRight += 1;
    else if (showAssignee) out(`ASSIGNEE ${m.id} got ${d.assignee} want ${m.assignee}\n    ${text}`);
    if (d.priority === m.priority) priorityRight += 1;
    else if (showPriority) out(`PRIORITY ${m.id} got ${d.priority} want ${m.priority}\n    ${text}`);
    if (d.due === m.due) dueRight += 1;
    else if (showDue) out(`DUE ${m.id} ${m.sent_at.slice(0, 16)} ${weekday(m.sent_at)} got ${d.due} want ${m.due}\n    ${text}`);
    if (showTitle && overlap < 0.5) out(`TITLE ${m.id} ${overlap.toFixed(2)}\n    got  ${d.title}\n    want ${m.title}\n    text ${text}`);
  });
  const share = (n: number) => (n / tasks).toFixed(3);
  out(
    `tasks ${tasks}, due ${share(dueRight)}, title token-F1 ${share(titleSum)}, assignee ${share(assigneeRight)}, priority ${share(priorityRight)}`,
  );
});

function weekday(sentAt: string): string {
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(sentAt.slice(0, 10)).getUTCDay()]!;
}
