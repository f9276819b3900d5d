import { addTranslations } from '@artel/sdk';
import { fireEvent, render, screen } from '@testing-library/react';
import { MODULE_ID } from '../moduleId';
import { translations } from '../translations';
import type { DocumentDetail } from './documentTypes';
import { PaymentsSection } from './PaymentsSection';

// The payment date is the SDK's date field, whose picker chunk loads on the first render.
jest.setTimeout(20_000);

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const invoice = {
  id: 'i1',
  kind: 'invoice',
  number: 5,
  state: 'partiallyPaid',
  total: '477335.23',
  paid: '40000.00',
  payments: [{ id: 'p1', amount: '40000.00', paidOn: '2026-11-20' }],
} as unknown as DocumentDetail;

beforeAll(() => addTranslations(MODULE_ID, translations));

async function open() {
  const onPay = jest.fn();
  render(<PaymentsSection invoice={invoice} busy={false} onPay={onPay} />);
  // The date picker in place of its stand-in.
  await screen.findByRole('combobox', { name: 'Дата оплаты' }, { timeout: 15_000 });
  return { onPay, amount: screen.getByRole('textbox', { name: 'Сумма оплаты' }) };
}

it('offers the rest as Russian writes amounts, «437 335,23», and lists payments as money', async () => {
  const { amount } = await open();
  expect(plain((amount as HTMLInputElement).value)).toBe('437 335,23');
  expect(plain(screen.getByText(/Осталось оплатить/).textContent ?? '')).toBe('Осталось оплатить: 437 335,23 ₽');
  expect(plain(screen.getByRole('listitem').textContent ?? '')).toBe('20.11.2026 — 40 000,00 ₽');
});

it('sends «10 000,50» as the API’s 10000.50', async () => {
  const { onPay, amount } = await open();
  fireEvent.change(amount, { target: { value: '10 000,50' } });
  fireEvent.click(screen.getByRole('button', { name: 'Записать оплату' }));
  expect(onPay).toHaveBeenCalledWith('10000.50', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
});

it('refuses an amount that is not a number, saying how to write one, and sends nothing', async () => {
  const { onPay, amount } = await open();
  fireEvent.change(amount, { target: { value: '10 000,5 руб' } });
  fireEvent.click(screen.getByRole('button', { name: 'Записать оплату' }));
  expect(onPay).not.toHaveBeenCalled();
  expect(screen.getByText('Введите сумму числом, например 10 000,50')).toBeInTheDocument();
});
