/** Dashboard widget «Дебиторская задолженность»: what partners owe on issued and partly paid invoices. */
import { formatMoney, Link, useTranslation } from '@artel/sdk';
import { documentsPath } from '../documents/documentPaths';
import { MODULE_ID } from '../moduleId';
import { useReceivables } from './useReceivables';

export function ReceivablesWidget() {
  const { t } = useTranslation(MODULE_ID);
  const summary = useReceivables();
  if (summary === null) return null;
  if (summary === 'failed') return <p className="bp6-text-muted">{t('errors.loadFailed')}</p>;
  return (
    <div className="documents-widget">
      <p className="documents-widget__amount">{t('widgets.receivable', { amount: formatMoney(summary.receivable) })}</p>
      <p className="bp6-text-muted">{t('widgets.openInvoices', { count: summary.invoices })}</p>
      <Link to={documentsPath('invoice')}>{t('widgets.openList')}</Link>
    </div>
  );
}
