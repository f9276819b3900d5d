import { imperfectiveToPerfective, secondPersonToInfinitive, titleInfinitive } from './verbForms';

describe('a question in the second-person future becomes the infinitive', () => {
  it.each([
    ['глянешь', 'глянуть'],
    ['сделаешь', 'сделать'],
    ['посмотришь', 'посмотреть'],
    ['проверишь', 'проверить'],
    ['возьмёшь', 'взять'],
    ['развезёшь', 'развезти'],
    ['напишешь', 'написать'],
    ['закажешь', 'заказать'],
    ['нарисуешь', 'нарисовать'],
    ['откроешь', 'открыть'],
    ['найдёшь', 'найти'],
    ['пришлёшь', 'прислать'],
    ['соберёшь', 'собрать'],
    ['займёшься', 'заняться'],
    ['передашь', 'передать'],
  ])('%s → %s', (form, infinitive) => {
    expect(secondPersonToInfinitive(form)).toBe(infinitive);
  });

  it('leaves the forms that ask whether one can, or say what one does', () => {
    for (const word of ['можешь', 'сможешь', 'знаешь', 'будешь', 'успеешь', 'понимаешь', 'тишь'])
      expect(secondPersonToInfinitive(word)).toBeNull();
  });
});

describe('an imperfective order becomes the perfective infinitive a card uses', () => {
  it.each([
    ['заказывай', 'заказать'],
    ['записывайтесь', 'записаться'],
    ['подавай', 'подать'],
    ['оформляй', 'оформить'],
    ['проверяй', 'проверить'],
    ['выставляй', 'выставить'],
    ['включай', 'включить'],
    ['подготавливай', 'подготовить'],
    ['вызывай', 'вызвать'],
    ['развози', 'развезти'],
    ['приходи', 'прийти'],
    ['подходите', 'подойти'],
  ])('%s → %s', (form, infinitive) => {
    expect(imperfectiveToPerfective(form)).toBe(infinitive);
  });

  it('leaves perfective imperatives to the imperative rules', () => {
    expect(imperfectiveToPerfective('поменяй')).toBeNull();
    expect(titleInfinitive('поменяй')).toBe('поменять');
    expect(titleInfinitive('подавай')).toBe('подать');
    expect(titleInfinitive('закажи')).toBe('заказать');
  });
});
