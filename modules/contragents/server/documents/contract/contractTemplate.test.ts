import { fillContractTemplate, type PlaceholderValues, validateContractTemplate } from './contractTemplate';
import { DEFAULT_CONTRACT_TEMPLATE } from './defaultContractTemplate';

const values: PlaceholderValues = {
  seller: 'ООО «Ромашка»',
  buyer: 'АО «Вектор»',
  number: '5/2026',
  date: '1 ноября 2026 г.',
  city: 'г. Москва',
  subject: 'Оказание услуг.',
  specification: '',
  price: 'Цена — 100,00 ₽.',
  paymentDays: '5',
  validFrom: '1 ноября 2026 г.',
  validTo: '31 декабря 2027 г.',
  term: 'Действует по 31 декабря 2027 г.',
  terms: ['Первое условие.', 'Второе условие.'],
};

describe('a contract template', () => {
  test('the default one is valid and has the nine sections a lawyer expects', () => {
    expect(validateContractTemplate(DEFAULT_CONTRACT_TEMPLATE)).toEqual([]);
    const headings = fillContractTemplate(DEFAULT_CONTRACT_TEMPLATE, values).flatMap((block) =>
      block.kind === 'heading' ? [block.text] : [],
    );
    expect(headings).toEqual([
      'Предмет договора',
      'Цена и порядок расчётов',
      'Сроки',
      'Права и обязанности сторон',
      'Ответственность сторон',
      'Форс-мажор',
      'Разрешение споров',
      'Срок действия договора',
      'Реквизиты и подписи сторон',
    ]);
  });

  test('numbers clauses per section; an empty placeholder line leaves no gap and {terms} gives a clause each', () => {
    const blocks = fillContractTemplate(
      '{seller} и {buyer}:\n# Предмет\n{subject}\n{specification}\n{terms}\n# Подписи\n{requisites}',
      values,
    );
    expect(blocks).toEqual([
      { kind: 'paragraph', text: 'ООО «Ромашка» и АО «Вектор»:' },
      { kind: 'heading', number: 1, text: 'Предмет' },
      { kind: 'clause', number: '1.1', text: 'Оказание услуг.' },
      { kind: 'clause', number: '1.2', text: 'Первое условие.' },
      { kind: 'clause', number: '1.3', text: 'Второе условие.' },
      { kind: 'heading', number: 2, text: 'Подписи' },
      { kind: 'requisites' },
    ]);
  });

  test('refuses unknown placeholders and a template without the parties or the signatures', () => {
    expect(validateContractTemplate('{seller} {buyer} {price} {prise}\n{requisites}').map((found) => [found.key, found.params])).toEqual([
      ['documents.templatePlaceholderUnknown', { name: '{prise}' }],
    ]);
    expect(validateContractTemplate('Договор').map((found) => found.params?.name)).toEqual(['{seller}', '{buyer}', '{requisites}']);
    expect(validateContractTemplate('{seller} {buyer} {requisites}').map((found) => found.key)).toEqual([
      'documents.templateRequisitesOwnLine',
    ]);
  });
});
