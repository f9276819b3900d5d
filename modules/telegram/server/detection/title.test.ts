import { extractTitle } from './title';
import { parseSentAt } from './localDate';

const sent = parseSentAt('2026-11-18T10:00:00+03:00');

describe('card titles', () => {
  it.each([
    ['Доброе утро! Оля, подготовь, пожалуйста, акт сверки для «Альфы» к четвергу', 'Подготовить акт сверки для «Альфы»'],
    ['@pavel_k закажите, пожалуйста, три рулона плёнки, до конца недели', 'Заказать три рулона плёнки'],
    ['Миша, было бы здорово, если бы ты до пятницы разобрал склад', 'Разобрать склад'],
    ['себе на завтра: позвонить в банк насчёт выписки', 'Позвонить в банк насчёт выписки'],
    ['Would be great if someone could update the price list before Monday', 'Update the price list'],
    ['@sam_ops could you book the van for tomorrow morning?', 'Book the van'],
  ])('«%s» → «%s»', (text, title) => {
    expect(extractTitle(text, sent)).toBe(title);
  });

  it('starts at the request, not at the context before it', () => {
    expect(extractTitle('Перекрытие залили. Руслан, сними опалубку со второго этажа, иначе не успеем', sent)).toBe('Снять опалубку со второго этажа');
  });
});
