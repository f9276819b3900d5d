import { Dec } from '../../../shared/documents/money';
import { pdfText } from '../../testing/pdfText';
import { sampleAct, soleTrader } from '../../testing/sampleDocuments';
import { actPdf } from './actPdf';

describe('the act PDF', () => {
  let text: string;
  beforeAll(async () => {
    text = await pdfText(await actPdf(sampleAct));
  });

  test('has the title, both sides with their requisites and the basis', () => {
    expect(text).toContain('Акт № 7 от 1 декабря 2026 г.');
    expect(text).toContain(
      'Исполнитель: ООО «Ромашка», ИНН 7701123451, КПП 770101001, 101000, г. Москва, ул. Мясницкая, д. 10, офис 5, тел.: +7 495 123-45-67, р/с 40702810938000012345, в банке ПАО СБЕРБАНК г. Москва, БИК 044525225, к/с 30101810400000000225',
    );
    expect(text).toContain('Заказчик: АО «Вектор», ИНН 5003123458, КПП 500301001');
    expect(text).toContain('Основание: Договор № 5/2026 от 01.11.2026');
  });

  test('lists the services, totals, count and the amount in words', () => {
    expect(text).toContain('№ Наименование работ, услуг Кол-во Ед. Цена Сумма');
    expect(text).toContain('2 Сопровождение, часы 12,5 ч 3 200,00 40 000,00');
    expect(text).toContain('Итого: 190 000,00 В том числе НДС 22%: 34 262,29 Всего: 190 000,00');
    expect(text).toContain('Всего оказано услуг 2, на сумму 190 000,00 ₽');
    expect(text).toContain('Вышеперечисленные работы (услуги) выполнены полностью и в срок.');
    expect(text).toContain('Сто девяносто тысяч рублей 00 копеек');
    expect(text).toContain('Заказчик претензий по объему, качеству и срокам оказания услуг не имеет.');
  });

  test('both sides sign', () => {
    expect(text).toMatch(/ИСПОЛНИТЕЛЬ.*ЗАКАЗЧИК/);
    expect(text).toContain('Иванов И. И.');
    expect(text).toContain('Сидоров П. Ю.');
  });

  test('a sole trader as the buyer signs as Предприниматель, with no stamp', async () => {
    const own = await pdfText(await actPdf({ ...sampleAct, buyer: soleTrader }));
    expect(own).toContain('Предприниматель ИП Ёлкин Семён Петрович');
    expect(own.match(/М\.П\./g)).toHaveLength(1);
  });
});

describe('the act’s words follow its lines', () => {
  const goods = [
    { name: 'Бумага офисная А4', quantity: new Dec('10'), unit: 'пачка', price: new Dec('350') },
    { name: 'Картридж', quantity: new Dec('2'), unit: 'шт.', price: new Dec('4200') },
  ];

  test('goods are handed over by a supplier to a buyer, not «оказаны»', async () => {
    const own = await pdfText(await actPdf({ ...sampleAct, lines: goods }));
    expect(own).toContain('Акт приёма-передачи товаров № 7 от 1 декабря 2026 г.');
    expect(own).toContain('Поставщик: ООО «Ромашка»');
    expect(own).toContain('Покупатель: АО «Вектор»');
    expect(own).toContain('№ Наименование товара Кол-во Ед. Цена Сумма');
    expect(own).toContain('Всего отпущено товаров 2, на сумму 11 900,00 ₽');
    expect(own).toContain('Вышеперечисленные товары переданы полностью и в срок.');
    expect(own).not.toContain('услуг');
  });

  test('goods and services together are named as both', async () => {
    const own = await pdfText(await actPdf({ ...sampleAct, lines: [...goods, ...sampleAct.lines] }));
    expect(own).toContain('№ Наименование товаров, работ, услуг');
    expect(own).toContain('Всего наименований товаров, работ, услуг 4, на сумму 201 900,00 ₽');
    expect(own).toContain('товары переданы, работы (услуги) выполнены полностью и в срок');
  });
});
