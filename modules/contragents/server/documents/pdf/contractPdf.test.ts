import { pdfText } from '../../testing/pdfText';
import { sampleContract, soleTrader } from '../../testing/sampleDocuments';
import { contractPdf } from './contractPdf';

const SECTIONS = [
  '1. Предмет договора',
  '2. Цена и порядок расчётов',
  '3. Сроки',
  '4. Права и обязанности сторон',
  '5. Ответственность сторон',
  '6. Форс-мажор',
  '7. Разрешение споров',
  '8. Срок действия договора',
  '9. Реквизиты и подписи сторон',
];

describe('the contract PDF', () => {
  let text: string;
  beforeAll(async () => {
    text = await pdfText(await contractPdf(sampleContract, { paymentDays: 7 }));
  });

  test('opens with the number, place and date and a preamble naming who signs for each side and on what basis', () => {
    expect(text).toContain('Договор № 5/2026 г. Москва 1 ноября 2026 г.');
    expect(text).toContain(
      'ООО «Ромашка», именуемое в дальнейшем «Исполнитель», в лице генерального директора Иванова И. И., действующего на основании Устава, с одной стороны, и АО «Вектор», именуемое в дальнейшем «Заказчик», в лице директора Сидорова П. Ю., действующего на основании Устава, с другой стороны',
    );
  });

  test('has the nine numbered sections in order', () => {
    const positions = SECTIONS.map((heading) => text.indexOf(heading));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  test('fills the clauses from the contract: subject, price in words with VAT, payment days, validity, its own terms', () => {
    expect(text).toContain('1.1. Исполнитель обязуется по заданию Заказчика');
    expect(text).toContain(
      '2.1. Цена Договора составляет 190 000,00 ₽ (Сто девяносто тысяч рублей 00 копеек), в т.ч. НДС 22% — 34 262,29 ₽.',
    );
    expect(text).toContain('в течение 7 календарных дней с даты выставления счёта');
    expect(text).toContain('Договор вступает в силу 1 ноября 2026 г. и действует по 31 декабря 2027 г. включительно');
    expect(text).toContain('Приёмка услуг оформляется актом, подписанным обеими сторонами.');
    expect(text).toContain('непреодолимой силы');
  });

  test('ends with requisites, both signatures and the specification as Appendix 1', () => {
    expect(text).toContain('ИНН 7701123451 / КПП 770101001');
    expect(text).toContain('р/с 40702810938000012345');
    expect(text).toContain(
      'ИСПОЛНИТЕЛЬ Генеральный директор ООО «Ромашка» Иванов И. И. М.П. ЗАКАЗЧИК Директор АО «Вектор» Сидоров П. Ю. М.П.',
    );
    expect(text).toContain('Приложение № 1 к Договору № 5/2026 от 1 ноября 2026 г. Спецификация');
  });

  test('without items or an end date: no specification, the price comes from invoices, it runs until fulfilled', async () => {
    const own = await pdfText(await contractPdf({ ...sampleContract, lines: undefined, validTo: undefined, terms: undefined }));
    expect(own).not.toContain('Спецификация');
    expect(own).toContain('2.1. Цена Договора складывается из стоимости товаров, работ и услуг, указанной в счетах Исполнителя');
    expect(own).toContain('действует до полного исполнения Сторонами своих обязательств.');
    expect(own).toContain(
      '1.1. Исполнитель обязуется по заданию Заказчика оказать услуги по разработке и сопровождению модуля учёта контрагентов, а Заказчик обязуется принять и оплатить эти услуги. 2. Цена',
    );
  });

  test('a sole trader acts himself, and a side with no configured signer gets blanks, not a wrong name', async () => {
    const own = await pdfText(
      await contractPdf({ ...sampleContract, seller: soleTrader, buyer: { ...sampleContract.buyer, signatory: undefined } }),
    );
    expect(own).toContain(
      'Индивидуальный предприниматель Ёлкин Семён Петрович, ИНН 771234567859, именуемый в дальнейшем «Исполнитель», действующий на основании записи в Едином государственном реестре индивидуальных предпринимателей',
    );
    expect(own).toContain(
      'АО «Вектор», именуемое в дальнейшем «Заказчик», в лице ____________________, действующего на основании ____________________',
    );
  });

  test('follows the workspace’s own template', async () => {
    const template =
      '{seller} и {buyer} договорились:\n# Предмет\n{subject}\n# Особые условия\nДоговор № {number} от {date} хранится у обеих Сторон.\n# Подписи\n{requisites}';
    const own = await pdfText(await contractPdf(sampleContract, { template }));
    expect(own).toContain('2. Особые условия 2.1. Договор № 5/2026 от 1 ноября 2026 г. хранится у обеих Сторон. 3. Подписи');
    expect(own).not.toContain('Форс-мажор');
  });
});
