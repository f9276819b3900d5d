import { i18n } from '@artel/sdk';
import { translations } from '../translations';
import { checkPartnerForm, emptyPartnerForm, partnerFields } from './partnerForm';

beforeAll(async () => {
  i18n.addResourceBundle('ru', 'contragents', translations.ru, true, true);
  await i18n.changeLanguage('ru');
});

const sberbank = {
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  corrAccount: '30101810400000000225',
  account: '40702810200000000001',
  isPrimary: true,
};

it('passes a legal entity whose requisites and bank account key correctly', () => {
  expect(
    checkPartnerForm({
      ...emptyPartnerForm(),
      name: 'ООО «Бетон»',
      inn: '7707083893',
      kpp: '773601001',
      ogrn: '1027700132195',
      bankAccounts: [sberbank],
    }),
  ).toEqual({});
});

it("names each wrong requisite in the SDK's words, next to its field", () => {
  const errors = checkPartnerForm({
    ...emptyPartnerForm(),
    inn: '7707083890',
    kpp: '77360100',
    email: 'not-mail',
    bankAccounts: [{ ...sberbank, bankName: ' ', account: '40702810200000000002' }],
  });
  expect(errors).toEqual({
    name: 'Укажите название партнера',
    inn: 'Неверный ИНН: не совпадает контрольное число',
    kpp: expect.stringContaining('КПП'),
    email: 'Введите корректный адрес электронной почты',
    'bankAccounts.0.bankName': 'Укажите банк',
    'bankAccounts.0.account': 'Расчётный счёт не соответствует БИК',
  });
});

it("checks a sole trader's INN and OGRNIP as a person's", () => {
  const errors = checkPartnerForm({
    ...emptyPartnerForm(),
    type: 'individual',
    name: 'ИП Иванов',
    inn: '7707083893',
    ogrn: '1027700132195',
  });
  expect(errors.inn).toBe('ИНН индивидуального предпринимателя или физического лица должен содержать 12 цифр');
  expect(errors.ogrn).toMatch(/15/);
});

it('sends trimmed values, tags as a list without repeats, and no KPP for anyone but a legal entity', () => {
  const fields = partnerFields({
    ...emptyPartnerForm(),
    type: 'ie',
    name: '  Петров ',
    inn: ' 500100732259 ',
    kpp: '773601001',
    tags: 'бетон, , Бетон,бетон ',
  });
  expect(fields).toMatchObject({ name: 'Петров', inn: '500100732259', kpp: '', tags: ['бетон', 'Бетон'], responsibleId: null });
});
