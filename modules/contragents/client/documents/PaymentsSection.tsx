/** An invoice's payments and, while something is still owed, the form that records one (a part, or the rest). */
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { DateInput, parseAmount, useFormat, useFormDirty, useTranslation } from '@artel/sdk';
import { useState } from 'react';
import { Dec } from '../../shared/documents/money';
import { MODULE_ID } from '../moduleId';
import type { DocumentDetail } from './documentTypes';
import { todayText } from './editorDraft';
import { useLeavesOpenedUrl } from './useLeavesOpenedUrl';

interface PaymentsSectionProps {
  invoice: DocumentDetail;
  busy: boolean;
  onPay(amount: string, paidOn: string): void;
}

export function PaymentsSection({ invoice, busy, onPay }: PaymentsSectionProps) {
  const { t } = useTranslation(MODULE_ID);
  const format = useFormat();
  const balance = new Dec(invoice.total).minus(invoice.paid).toFixed(2);
  // The rest offered as the reader writes amounts («437 335,23»), which parseAmount reads back.
  const [offered] = useState(() => ({ amount: format.amount(balance), paidOn: todayText() }));
  const [amount, setAmount] = useState(offered.amount);
  const [paidOn, setPaidOn] = useState(offered.paidOn);
  const [amountError, setAmountError] = useState<string | null>(null);
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
              {format.date(payment.paidOn)} — {format.money(payment.amount)}
            </li>
          ))}
        </ul>
      )}
      {payable && (
        <form
          className="documents-payments__form"
          onSubmit={(event) => {
            event.preventDefault();
            const exact = parseAmount(amount, format.settings);
            setAmountError(exact === null ? t('documents.view.invalidAmount') : null);
            if (exact !== null) onPay(exact, paidOn);
          }}
        >
          <p>{t('documents.view.balance', { amount: format.money(balance) })}</p>
          <FormGroup
            label={t('documents.view.payment')}
            labelFor="payment-amount"
            inline
            intent={amountError ? 'danger' : 'none'}
            helperText={amountError}
          >
            <InputGroup
              id="payment-amount"
              inputMode="decimal"
              value={amount}
              intent={amountError ? 'danger' : 'none'}
              onValueChange={setAmount}
            />
          </FormGroup>
          <FormGroup label={t('documents.view.paidOn')} labelFor="payment-date" inline>
            <DateInput id="payment-date" value={paidOn} onChange={setPaidOn} />
          </FormGroup>
          <Button type="submit" intent="success" loading={busy}>
            {t('documents.view.recordPayment')}
          </Button>
        </form>
      )}
    </section>
  );
}
