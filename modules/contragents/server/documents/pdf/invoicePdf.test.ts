import { pdfText } from '../../testing/pdfText';
import { sampleInvoice, soleTrader } from '../../testing/sampleDocuments';
import { invoicePdf } from './invoicePdf';

describe('the invoice PDF', () => {
  let text: string;
  beforeAll(async () => {
    text = await pdfText(await invoicePdf(sampleInvoice));
  });

  test('is a PDF', async () => {
    const pdf = await invoicePdf(sampleInvoice);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('carries the payee’s bank requisites grid', () => {
    for (const piece of [
      'ПАО СБЕРБАНК г. Москва',
      'БИК 044525225',
      'Сч. № 30101810400000000225',
      'Банк получателя',
      'ИНН 7701123451',
      'КПП 770101001',
      'Сч. № 40702810938000012345',
      'Получатель',
    ]) {
      expect(text).toContain(piece);
    }
  });

  test('has the title, the parties and the basis', () => {
    expect(text).toContain('Счёт на оплату № 15 от 1 декабря 2026 г.');
    expect(text).toContain('Поставщик (Исполнитель): ООО «Ромашка», ИНН 7701123451, КПП 770101001');
    expect(text).toContain('Покупатель (Заказчик): АО «Вектор», ИНН 5003123458, КПП 500301001');
    expect(text).toContain('Основание: Договор № 5/2026 от 01.11.2026');
  });

  test('lists the items with their amounts', () => {
    expect(text).toContain('№ Товары (работы, услуги) Кол-во Ед. Цена Сумма');
    expect(text).toContain('1 Разработка модуля учёта контрагентов 1 усл. 150 000,00 150 000,00');
    expect(text).toContain('2 Сопровождение, часы 12,5 ч 3 200,00 40 000,00');
    expect(text).toContain('3 Бумага офисная А4, пачка 3 шт 416,67 1 250,01');
  });

  test('totals, the VAT included, the count and the amount in words', () => {
    expect(text).toContain('Итого: 191 250,01');
    expect(text).toContain('В том числе НДС 22%: 34 487,70');
    expect(text).toContain('Всего к оплате: 191 250,01');
    expect(text).toContain('Всего наименований 3, на сумму 191 250,01 ₽');
    expect(text).toContain('Сто девяносто одна тысяча двести пятьдесят рублей 01 копейка');
    expect(text).toContain('Оплатить не позднее 10.12.2026');
  });

  test('a company signs as Руководитель and Бухгалтер', () => {
    expect(text).toMatch(/Руководитель\s+Иванов И\. И\./);
    expect(text).toMatch(/Бухгалтер\s+Петрова А\. С\./);
    expect(text).not.toContain('Предприниматель');
  });

  test('a sole trader signs as Предприниматель and has no KPP', async () => {
    const own = await pdfText(await invoicePdf({ ...sampleInvoice, seller: soleTrader, vatRate: 'none' }));
    expect(own).toMatch(/Предприниматель\s+Ёлкин С\. П\./);
    expect(own).not.toContain('Бухгалтер');
    expect(own).toContain('Поставщик (Исполнитель): ИП Ёлкин Семён Петрович, ИНН 771234567859, 125009');
    expect(own).toContain('Без налога (НДС) —');
    expect(own).toContain('Сч. № 40802810438000054321');
  });

  test('the configured signers: position, full name as initials, and a power of attorney', async () => {
    const seller = {
      ...sampleInvoice.seller,
      signatory: { position: 'Коммерческий директор', name: 'Смирнова Ольга Викторовна', basis: 'доверенности № 12 от 01.02.2026' },
      accountant: 'Петрова Анна Сергеевна',
      accountantPosition: 'Главный бухгалтер',
    };
    const own = await pdfText(await invoicePdf({ ...sampleInvoice, seller }));
    expect(own).toMatch(/Руководитель\s+Смирнова О\. В\./);
    expect(own).toContain('Коммерческий директор, действует на основании доверенности № 12 от 01.02.2026');
    expect(own).toMatch(/Бухгалтер\s+Петрова А\. С\./);
    expect(own).toContain('Главный бухгалтер');
  });
});
