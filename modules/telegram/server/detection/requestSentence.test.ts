import { requestSentence, sentencesOf } from './requestSentence';

function picked(text: string): string {
  return requestSentence(sentencesOf(text), text);
}

describe('the sentence that carries the request', () => {
  it('passes over a sentence of thanks for the request after it', () => {
    expect(picked('@marta_k спасибо за ярмарку, три новых клиента! Денис, это тебе: отчёт по ярмарке, до среды покажешь')).toBe(
      'Денис, это тебе: отчёт по ярмарке, до среды покажешь',
    );
    expect(picked('Quiet week, thanks all. Nora, on Monday please email every supplier the new price list')).toBe(
      'Nora, on Monday please email every supplier the new price list',
    );
  });

  it('still takes a thanks that itself asks when nothing else does', () => {
    expect(picked('Fine week. Thanks, and please email every supplier the new price list')).toBe(
      'Thanks, and please email every supplier the new price list',
    );
  });

  it('ends a sentence at an emoji before a capital, not before a lower-case word', () => {
    expect(picked('@olga_k welcome back 🙂 Vera, please sort the returned orders by Friday')).toBe(
      'Vera, please sort the returned orders by Friday',
    );
    expect(sentencesOf('Отличная неделя 👍 молодцы все')).toEqual(['Отличная неделя 👍 молодцы все']);
  });
});
