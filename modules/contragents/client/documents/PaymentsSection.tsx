/** An invoice's payments and, while something is still owed, the form that records one (a part, or the rest). */
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useFormDirty, useTranslation } from '@artel/sdk';
import { useState } from 'react';
import { Dec } from '../../shared/documents/money';
import { MODULE_ID } from '../moduleId';
import { calendarText } from './calendarText';
import type { DocumentDetail } from './documentTypes';
import { todayText } from './editorDraft';
import { money } from './liveTotals';
import { useLeavesOpenedUrl } from './useLeavesOpenedUrl';

interface PaymentsSectionProps {
  invoice: DocumentDetail;
  busy: boolean;
  onPay(amount: string, paidOn: string): void;
}

export function PaymentsSection({ invoice, busy, onPay }: PaymentsSectionProps) {
  const { t, i18n } = useTranslation(MODULE_ID);
  const balance = new Dec(invoice.total).minus(invoice.paid).toFixed(2);
  const [offered] = useState(() => ({ amount: balance, paidOn: todayText() }));
  const [amount, setAmount] = useState(offered.amount);
  const [paidOn, setPaidOn] = useState(offered.paidOn);
  useFormDirty({ amount, paidOn }, offered, { losesWorkOn: useLeavesOpenedUrl() });
  const payable = invoice.state === 'issued' || invoice.state === 'partiallyPaid';
  const payments = invoice.payments ?? [];
  return (
    <section className="documents-payments">
      <h3 className="bp6-heading">{t('documents.view.payments')}</h3>
      {payments.length === 0 ? (
        <p className="bp6-text-muted">{t('documents.view.noPayments')}</p>
      ) : (
        <ul>
          {payments.map((payment) => (
            <li key={payment.id}>
              {calendarText(payment.paidOn, i18n.language)} — {money(payment.amount)} ₽
            </li>
          ))}
        </ul>
      )}
      {payable && (
        <form
          className="documents-payments__form"
          onSubmit={(event) => {
            event.preventDefault();
            onPay(amount, paidOn);
          }}
        >
          <p>{t('documents.view.balance', { amount: money(balance) })}</p>
          <FormGroup label={t('documents.view.payment')} labelFor="payment-amount" inline>
            <InputGroup id="payment-amount" inputMode="decimal" value={amount} onValueChange={setAmount} />
          </FormGroup>
          <FormGroup label={t('documents.view.paidOn')} labelFor="payment-date" inline>
            <InputGroup id="payment-date" type="date" value={paidOn} onValueChange={setPaidOn} />
          </FormGroup>
          <Button type="submit" intent="success" loading={busy}>
            {t('documents.view.recordPayment')}
          </Button>
        </form>
      )}
    </section>
  );
}
