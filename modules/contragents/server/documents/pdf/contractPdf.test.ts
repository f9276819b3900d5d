import { pdfText } from '../testing/pdfText';
import { sampleContract } from '../testing/sampleDocuments';
import { contractPdf } from './contractPdf';

describe('the contract PDF', () => {
  test('has the number, place, date, parties, subject, price in words with VAT, validity, terms and requisites', async () => {
    const text = await pdfText(await contractPdf(sampleContract));
    expect(text).toContain('Договор № 5/2026 г. Москва 1 ноября 2026 г.');
    expect(text).toContain('ООО «Ромашка» (далее — «Исполнитель»), с одной стороны, и АО «Вектор» (далее — «Заказчик»)');
    expect(text).toContain('1. Предмет договора 1.1. Исполнитель обязуется по заданию Заказчика');
    expect(text).toContain('Цена договора составляет 190 000,00 ₽ (Сто девяносто тысяч рублей 00 копеек), в т.ч. НДС 22% — 34 262,29 ₽.');
    expect(text).toContain('Договор вступает в силу 1 ноября 2026 г. и действует по 31 декабря 2027 г. включительно.');
    expect(text).toContain('4.2. Приёмка услуг оформляется актом, подписанным обеими сторонами.');
    expect(text).toContain('Спецификация');
    expect(text).toContain('5. Реквизиты и подписи сторон');
    expect(text).toContain('ИНН 7701123451 / КПП 770101001');
    expect(text).toContain('р/с 40702810938000012345');
  });

  test('without items or an end date it has no price section and runs until fulfilled', async () => {
    const text = await pdfText(
      await contractPdf({ ...sampleContract, lines: undefined, validTo: undefined, terms: undefined }),
    );
    expect(text).not.toContain('Цена договора');
    expect(text).not.toContain('Спецификация');
    expect(text).toContain('2. Срок действия договора 2.1. Договор вступает в силу 1 ноября 2026 г. и действует до полного исполнения сторонами своих обязательств.');
    expect(text).toContain('3. Реквизиты и подписи сторон');
  });
});
