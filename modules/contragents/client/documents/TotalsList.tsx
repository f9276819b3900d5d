/** «Итого», the VAT rows («В том числе НДС 22%:») and «Всего к оплате» under an items table, amounts right-aligned. */
import { useTranslation } from '@artel/sdk';
import { MODULE_ID } from '../moduleId';

interface TotalsListProps {
  subtotal: string;
  vatRows: Array<{ label: string; amount: string | null }>;
  total: string;
}

export function TotalsList({ subtotal, vatRows, total }: TotalsListProps) {
  const { t } = useTranslation(MODULE_ID);
  return (
    <dl className="documents-totals" aria-live="polite">
      <div>
        <dt>{t('documents.editor.subtotal')}</dt>
        <dd>{subtotal}</dd>
      </div>
      {vatRows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.amount ?? '—'}</dd>
        </div>
      ))}
      <div className="documents-totals__total">
        <dt>{t('documents.editor.total')}</dt>
        <dd data-testid="document-total">{total}</dd>
      </div>
    </dl>
  );
}
