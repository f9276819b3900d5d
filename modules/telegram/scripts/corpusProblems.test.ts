import { corpusProblems, offsetIn } from './corpusProblems';
import type { LabelledMessage } from '../server/detection/types';

const message = (over: Partial<LabelledMessage> & Record<string, unknown>) =>
  ({
    id: 'bakery-001',
    chat: 'Пекарня — смена',
    author: 'olga',
    sent_at: '2026-12-30T09:00:00+03:00',
    time_zone: 'Europe/Moscow',
    reply_to: null,
    text: 'Дима, закажи муку до 5-го',
    lang: 'ru',
    is_task: true,
    title: 'Заказать муку',
    assignee: null,
    due: '2027-01-05',
    priority: 'medium',
    ...over,
  }) as LabelledMessage;

describe('the shape check of a labelled file', () => {
  it('finds nothing wrong with a well-formed task and a reply to it', () => {
    expect(
      corpusProblems([
        message({}),
        message({
          id: 'bakery-002',
          reply_to: 'bakery-001',
          sent_at: '2026-12-30T09:05:00+03:00',
          is_task: false,
          title: null,
          due: null,
          priority: null,
        }),
      ]),
    ).toEqual([]);
  });

  it('reads the offset a time zone has on that day, summer time included', () => {
    expect(offsetIn('Europe/Berlin', new Date('2026-07-01T12:00:00Z'))).toBe('+02:00');
    expect(offsetIn('Europe/Berlin', new Date('2026-12-01T12:00:00Z'))).toBe('+01:00');
    expect(offsetIn('Europe/London', new Date('2026-12-01T12:00:00Z'))).toBe('+00:00');
  });

  it('names an offset that is not the time zone’s, a reply to itself or to a later message, and a message out of order', () => {
    const problems = corpusProblems([
      message({ sent_at: '2026-07-01T09:00:00+01:00', time_zone: 'Europe/Berlin', due: null }),
      message({ id: 'bakery-002', reply_to: 'bakery-002', sent_at: '2026-07-01T10:00:00+02:00', time_zone: 'Europe/Berlin', due: null }),
      message({ id: 'bakery-003', reply_to: 'bakery-009', sent_at: '2026-06-30T10:00:00+02:00', time_zone: 'Europe/Berlin', due: null }),
    ]);
    expect(problems).toEqual([
      'bakery-001: sent_at does not end with +02:00, the offset of Europe/Berlin then',
      'bakery-002: replies to itself',
      'bakery-003: replies to bakery-009, which is not an earlier message',
      'bakery-003: sent before the message above it in the same chat',
    ]);
  });

  it('names labels of the wrong kind: a non-task with labels, a due before the message, an @ in the assignee', () => {
    expect(
      corpusProblems([
        message({ is_task: false }),
        message({
          id: 'bakery-002',
          sent_at: '2026-12-30T09:10:00+03:00',
          due: '2026-12-29',
          assignee: '@dima',
          priority: 'soon' as never,
        }),
      ]),
    ).toEqual([
      'bakery-001: a non-task with a title, assignee, due or priority',
      'bakery-002: priority "soon" is not low, medium, high or urgent',
      'bakery-002: due 2026-12-29 is before the day it was sent',
      'bakery-002: assignee "@dima" is not a username without @',
    ]);
  });
});
