/** A partner's (or a benchmark's) history, newest first: who did what, when, in the reader's language. */
import { Callout, H2 } from '@blueprintjs/core';
import { formatMoney, i18n, useFormat, useTranslation, type WorkspaceMember } from '@artel/sdk';
import { MODULE_ID } from '../moduleId';

export interface HistoryItem {
  id: string;
  action: string;
  actorId: string | null;
  data: Record<string, unknown>;
  createdAt: string;
}

/** An entry's value as the sentence shows it: an amount («200501.00» in the log) as money, «200 501,00 ₽». */
function shownValue(name: string, value: unknown): string {
  if (value === null) return '—';
  return name === 'amount' ? formatMoney(String(value)) || String(value) : String(value);
}

/** The action's sentence, its data filled in; an action this client has no text for is shown by its name. */
export function actionText(entry: Pick<HistoryItem, 'action' | 'data'>): string {
  const key = `activity.actions.${entry.action}`;
  const values = Object.fromEntries(Object.entries(entry.data).map(([name, value]) => [name, shownValue(name, value)]));
  return i18n.exists(key, { ns: MODULE_ID })
    ? i18n.t(key, { ns: MODULE_ID, ...values, interpolation: { escapeValue: false } })
    : entry.action;
}

export function ActivityPanel({
  entries,
  members,
  title,
  headingId,
}: {
  entries: HistoryItem[];
  members: WorkspaceMember[];
  title: string;
  headingId: string;
}) {
  const { t } = useTranslation(MODULE_ID);
  const format = useFormat();
  const nameOf = (userId: string | null) =>
    userId ? (members.find((member) => member.userId === userId)?.name ?? t('comments.unknownAuthor')) : t('activity.system');
  return (
    <section className="contragents-panel" aria-labelledby={headingId}>
      <H2 id={headingId}>{title}</H2>
      {entries.length === 0 ? (
        <Callout compact>{t('activity.empty')}</Callout>
      ) : (
        <ol className="contragents-activity">
          {entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.createdAt}>{format.dateTime(entry.createdAt, 'medium')}</time> <strong>{nameOf(entry.actorId)}</strong>{' '}
              {actionText(entry)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
