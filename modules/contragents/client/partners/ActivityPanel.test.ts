import { addTranslations, i18n } from '@artel/sdk';
import { act } from '@testing-library/react';
import { MODULE_ID } from '../moduleId';
import { translations } from '../translations';
import { actionText } from './ActivityPanel';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const payment = { action: 'invoice.payment', data: { number: 5, amount: '200501.00' } };

beforeAll(() => addTranslations(MODULE_ID, translations));
afterEach(async () => {
  await act(() => i18n.changeLanguage('ru'));
});

it('says a recorded payment in roubles as the reader writes money: «200 501,00 ₽», not «200501.00 ₽»', async () => {
  await act(() => i18n.changeLanguage('ru'));
  expect(plain(actionText(payment))).toBe('отметил(а) оплату 200 501,00 ₽ по счёту № 5');
  await act(() => i18n.changeLanguage('en'));
  expect(actionText(payment)).toBe('recorded a payment of ₽200,501.00 on invoice No. 5');
});
