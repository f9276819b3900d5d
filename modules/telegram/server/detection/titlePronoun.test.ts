import { extractTitle } from './title';
import { parseSentAt } from './localDate';

const sent = parseSentAt('2026-11-18T10:00:00+03:00');

describe('a pronoun object named by what the sentence before speaks of', () => {
  it('takes the subject of the quoted or earlier sentence', () => {
    expect(extractTitle('> PR #231 висит на review\n@sasha_qa возьми его в тест, плиз', sent)).toBe('Взять PR #231 в тест');
    expect(extractTitle('> the card spinner is broken again\ncan you fix it with the spare bolts in the drawer?', sent)).toBe(
      'Fix the card spinner with the spare bolts in the drawer',
    );
    expect(extractTitle('у Canon R5 отваливается USB-C порт. кто-нибудь может отвезти его в Fixation?', sent)).toBe(
      'Отвезти Canon R5 в Fixation',
    );
  });

  it('reads the past of a stem ending in a consonant as the verb, and a pronoun after two joined verbs', () => {
    expect(extractTitle('терминалы пришли, 6 штук. кто-нибудь заберите их сегодня из офиса на Карла Маркса', sent)).toBe(
      'Забрать терминалы из офиса на Карла Маркса',
    );
    expect(extractTitle('4 P1S приехали. @timur_nights собери и откалибруй их до пятницы, не горит', sent)).toBe(
      'Собрать и откалибровать 4 P1S',
    );
  });

  it('keeps the pronoun when the sentence before names no subject', () => {
    expect(extractTitle('Всем привет. Алина, распечатай его и повесь на стойку', sent)).toBe('Распечатать его и повесить на стойку');
  });
});
