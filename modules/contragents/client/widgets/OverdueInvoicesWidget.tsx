/** Dashboard widget «Просроченные счета»: how much is owed past the due dates, linked to the overdue list. */
import { formatMoney, Link, useTranslation } from '@artel/sdk';
import { documentsPath } from '../documents/documentPaths';
import { MODULE_ID } from '../moduleId';
import { useReceivables } from './useReceivables';

export function OverdueInvoicesWidget() {
  const { t } = useTranslation(MODULE_ID);
  const summary = useReceivables();
  if (summary === null) return null;
  if (summary === 'failed') return <p className="bp6-text-muted">{t('errors.loadFailed')}</p>;
  if (summary.overdueInvoices === 0) return <p className="bp6-text-muted">{t('widgets.noOverdue')}</p>;
  return (
    <div className="documents-widget">
      <p className="documents-widget__amount bp6-text-danger">{t('widgets.overdue', { amount: formatMoney(summary.overdue) })}</p>
      <p className="bp6-text-muted">{t('widgets.overdueCount', { count: summary.overdueInvoices })}</p>
      <Link to={documentsPath('invoice', { overdue: true })}>{t('widgets.openList')}</Link>
    </div>
  );
}
