import { dictionaryInfinitives, isDictionaryInfinitive, isKnownNonVerb, isOnlyImperative } from './russianMorphology';
import { isRussianImperative } from './russianImperative';
import { titleInfinitive } from './verbForms';
import { extractTitle } from './title';
import { letAsTask } from './titleLetThem';
import { parseSentAt } from './localDate';

const sent = parseSentAt('2026-12-01T09:52:00+03:00');

describe('the dictionary of Russian word forms', () => {
  it('gives the infinitive of an imperative and of a second-person future', () => {
    expect(dictionaryInfinitives('прогони')).toEqual(['прогнать']);
    expect(dictionaryInfinitives('пересними')).toEqual(['переснять']);
    expect(dictionaryInfinitives('глянешь')).toEqual(['глянуть']);
    expect(dictionaryInfinitives('стеллажи')).toEqual([]);
    expect(isDictionaryInfinitive('заказать')).toBe(true);
    expect(isDictionaryInfinitive('прогонить')).toBe(false);
  });

  it('tells nouns that end as imperatives do from verbs, and keeps other forms of a verb as verbs', () => {
    expect(isKnownNonVerb('стеллажи')).toBe(true);
    expect(isKnownNonVerb('описи')).toBe(true);
    expect(isKnownNonVerb('могли')).toBe(false);
    expect(isKnownNonVerb('закрой')).toBe(false);
    // A word it does not list is left to the ending rules.
    expect(isKnownNonVerb('экспортни')).toBe(false);
  });

  it('knows a word that is only an imperative, and not one that is also a noun or a past tense', () => {
    expect(isOnlyImperative('захвати')).toBe(true);
    expect(isOnlyImperative('сохрани')).toBe(true);
    expect(isOnlyImperative('гости')).toBe(false);
    expect(isOnlyImperative('шли')).toBe(false);
    expect(isOnlyImperative('посмотрим')).toBe(false);
  });
});

describe('imperatives read with the dictionary', () => {
  it.each(['стеллажи', 'соседи', 'вещи', 'подписи', 'вафли'])('«%s» is a noun, no order', (word) => {
    expect(isRussianImperative(word)).toBe(false);
  });

  it.each(['захвати', 'прихвати', 'сохрани', 'закрой', 'подготовь'])('«%s» is an order', (word) => {
    expect(isRussianImperative(word)).toBe(true);
  });

  it.each([
    ['прогони', 'прогнать'],
    ['сгоняй', 'сгонять'],
    ['перекрой', 'перекрыть'],
    ['замажь', 'замазать'],
    ['достань', 'достать'],
    ['поищи', 'поискать'],
    ['промойте', 'промыть'],
    ['стравливай', 'стравливать'],
    // The rules' perfective stands when the dictionary lists it.
    ['заказывай', 'заказать'],
    // A word the dictionary lacks is left to the rules.
    ['экспортни', 'экспортнуть'],
    // An infinitive stays one.
    ['пройтись', 'пройтись'],
  ])('the title verb of «%s» is «%s»', (word, infinitive) => {
    expect(titleInfinitive(word)).toBe(infinitive);
  });
});

describe('titles with nouns that end as imperatives do', () => {
  it.each([
    ['Руслан, стеллажи на складе перемаркируй по новой схеме', 'Перемаркировать стеллажи на складе по новой схеме'],
    ['Маша, пересчитай рожки и вафли на складе', 'Пересчитать рожки и вафли на складе'],
    ['можно, только шаблон метаданных по описи 3 заполни до ухода', 'Заполнить шаблон метаданных по описи 3'],
    ['можно, только Ковалёва Мише передай', 'Передать Ковалёва Мише'],
    ['Наташа, договоришься с планетарием о брони? им нужна заявка от школы', 'Договориться с планетарием о брони'],
  ])('«%s» → «%s»', (text, title) => {
    expect(extractTitle(text, sent)).toBe(title);
  });
});

describe('an order through «пусть» with a noun that ends as a verb does', () => {
  it('takes the verb after the noun', () => {
    expect(letAsTask('пусть лимит поднимут')).toBe('поднять лимит');
  });
});
