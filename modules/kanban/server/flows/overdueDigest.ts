/**
 * "Send a digest of overdue cards": for a schedule flow («каждое утро»), one notification per chosen member
 * listing the board's overdue cards (the one rule, shared/overdue.ts, in the owner's time zone), as the flow's
 * owner sees the board. Nothing is sent when nothing is overdue.
 */
import {
  fillMessage,
  type FlowActionContext,
  type FlowActionDefinition,
  type FlowSettings,
  type Locale,
  type ModuleServices,
} from '@artel/sdk/server';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { boardAccessFor } from '../boardAccess';
import { boardNotFound } from '../kanbanErrors';
import { isOverdueSql } from '../overdue/overdueSql';
import { userTimeZone } from '../overdue/ownerTimeZone';
import { kanbanCards } from '../tables';
import { flowText } from './flowTexts';

export const OVERDUE_DIGEST = 'kanban.overdue_digest';
/** The cards a digest names; the rest are counted. */
const LISTED = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const texts = {
  ru: {
    title: 'Просрочено на доске «{board}»: {count}',
    more: '…и ещё {count}',
    would_send:
      'Отправит сводку «{board}» ({count, plural, one {# просроченная} few {# просроченные} many {# просроченных} other {# просроченной}}) получателям: {recipients}',
    sent: 'Сводка «{board}» ({count, plural, one {# просроченная} few {# просроченные} many {# просроченных} other {# просроченной}}) отправлена: {names}',
    nothing: 'На доске «{board}» нет просроченных карточек: сводка не отправлена',
  },
  en: {
    title: 'Overdue on board "{board}": {count}',
    more: '…and {count} more',
    would_send: 'Would send the digest of "{board}" ({count} overdue) to {recipients, plural, one {# recipient} other {# recipients}}',
    sent: 'Digest of "{board}" ({count} overdue) sent to: {names}',
    nothing: 'Nothing is overdue on board "{board}": no digest sent',
  },
} as const;
const text = (key: keyof (typeof texts)['en'], locale: Locale, params: Record<string, string | number>) =>
  fillMessage(texts[locale][key], params, locale);
const inBoth = (key: keyof (typeof texts)['en'], params: Record<string, string | number>) => ({
  ru: text(key, 'ru', params),
  en: text(key, 'en', params),
});

const ids = (value: unknown): string[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [])
    .filter((id): id is string => typeof id === 'string')
    .map((id) => id.trim())
    .filter((id) => UUID.test(id));

export function overdueDigestAction(kanban: ModuleServices): FlowActionDefinition {
  const { orm } = kanban.db;
  /** The board, the recipients and the overdue cards' filter and count the settings name, checked as the owner. */
  async function digestOf(context: FlowActionContext, settings: FlowSettings) {
    const owner = await kanban.contexts.forUser(context.workspaceId, context.ownerId, context.locale);
    if (!owner) throw new Error(flowText('owner_without_kanban', context.locale));
    if (typeof settings.boardId !== 'string' || !UUID.test(settings.boardId)) throw boardNotFound();
    const { board } = await boardAccessFor(kanban, owner, settings.boardId);
    const recipients = await kanban.members.byIds(context.workspaceId, ids(settings.members));
    const exceptColumn = typeof settings.exceptColumnId === 'string' && UUID.test(settings.exceptColumnId) ? settings.exceptColumnId : null;
    const clock = { timeZone: await userTimeZone(orm, context.ownerId), now: new Date() };
    const overdue = and(
      eq(kanbanCards.boardId, board.id),
      isOverdueSql('kanban_cards', clock),
      ...(exceptColumn ? [ne(kanbanCards.columnId, exceptColumn)] : []),
    );
    const [total] = await orm.select({ value: count() }).from(kanbanCards).where(overdue);
    const found = total?.value ?? 0;
    return { board, recipients, overdue, found };
  }

  return {
    type: OVERDUE_DIGEST,
    label: { ru: 'Отправить сводку просроченных карточек', en: 'Send a digest of overdue cards' },
    settings: [
      { key: 'boardId', type: 'board', required: true, label: { ru: 'Доска', en: 'Board' } },
      { key: 'members', type: 'member', required: true, templated: true, label: { ru: 'Кому', en: 'Recipients' } },
      {
        key: 'exceptColumnId',
        type: 'column',
        label: { ru: 'Кроме карточек в колонке (например, «Готово»)', en: 'Except cards in the column (e.g. "Done")' },
      },
    ],
    async preview(context, settings) {
      const { board, recipients, found } = await digestOf(context, settings);
      return { wouldDo: text('would_send', context.locale, { board: board.name, count: found, recipients: recipients.length }) };
    },
    async run(context, settings) {
      const { board, recipients, overdue, found } = await digestOf(context, settings);
      if (found === 0) return { output: { boardId: board.id, count: 0, notified: [] } };
      const cards = await orm
        .select({ title: kanbanCards.title })
        .from(kanbanCards)
        .where(overdue)
        .orderBy(asc(kanbanCards.dueDate))
        .limit(LISTED);
      const lines = cards.map((card) => `• ${card.title}`).join('\n');
      const message = (locale: Locale) =>
        (found > LISTED ? `${lines}\n${text('more', locale, { count: found - LISTED })}` : lines).slice(0, 2000);
      for (const { userId } of recipients) {
        await kanban.notifications.send({
          userId,
          type: 'task',
          workspaceId: context.workspaceId,
          about: { permission: 'view_boards', boardId: board.id },
          title: inBoth('title', { board: board.name, count: found }),
          message: { ru: message('ru'), en: message('en') },
          data: { targetUrl: `/modules/kanban/boards/${board.id}`, clickable: true, boardId: board.id },
        });
      }
      return { output: { boardId: board.id, count: found, notified: recipients.map((recipient) => recipient.userId) } };
    },
    describe: ({ output }, name, locale) => {
      const board = name(String(output.boardId));
      const notified = Array.isArray(output.notified) ? output.notified.map((id) => name(String(id))) : [];
      return Number(output.count) === 0
        ? text('nothing', locale, { board })
        : text('sent', locale, { board, count: Number(output.count), names: notified.join(', ') });
    },
  };
}
