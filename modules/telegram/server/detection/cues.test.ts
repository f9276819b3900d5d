/** The language cues the classifier reads: each is about how people ask in Russian and English, not about one chat. */
import { bestThreshold } from './classifier';
import {
  FOR_INFORMATION,
  GRANT,
  JUST_INFORMING,
  NO_ACTION,
  OPTIONAL,
  OWNERSHIP,
  PERMISSION,
  SARCASM,
  VOLUNTEER,
  isOpenCall,
  isOwnPromise,
  looksLikeEnglishImperative,
  looksLikeRussianImperativeOrReflexive,
} from './cues';
import { isAcknowledgement } from './thread';
import { readTransliteration } from './translit';

describe('language cues', () => {
  it('knows reflexive imperatives from nouns and past plurals', () => {
    for (const word of ['договаривайся', 'запишись', 'записывайтесь', 'займитесь', 'дописывай'])
      expect({ word, on: looksLikeRussianImperativeOrReflexive(word) }).toEqual({ word, on: true });
    for (const word of ['запись', 'подпись', 'записались', 'договорились'])
      expect({ word, on: looksLikeRussianImperativeOrReflexive(word) }).toEqual({ word, on: false });
  });

  it('knows the shortest Russian orders («дай», «иди», «жди») though their endings say nothing', () => {
    for (const word of ['дай', 'иди', 'жди']) expect({ word, on: looksLikeRussianImperativeOrReflexive(word) }).toEqual({ word, on: true });
    for (const word of ['дом', 'мой', 'дан'])
      expect({ word, on: looksLikeRussianImperativeOrReflexive(word) }).toEqual({ word, on: false });
  });

  it('knows English orders whose verb ends as a gerund or a past tense does ("bring", "ring", "feed"), and "do the…"', () => {
    for (const [head, next] of [
      ['bring', 'the'],
      ['ring', 'Murphy'],
      ['feed', 'the'],
      ['do', 'the'],
    ])
      expect({ head, on: looksLikeEnglishImperative(head!, next) }).toEqual({ head, on: true });
    for (const [head, next] of [
      ['finished', 'the'],
      ['checking', 'the'],
      ['do', 'you'],
    ])
      expect({ head, on: looksLikeEnglishImperative(head!, next) }).toEqual({ head, on: false });
  });

  it('hears an open call, not a question about who knows or who is in charge', () => {
    for (const text of [
      'кто завтра с утра купит цветы?',
      'кто посчитает?',
      'кто в субботу 2-го выйдет на заготовку?',
      'надо, чтобы кто-то позвонил в ТСЖ',
      "who's feeding the cell lines on Dec 28?",
      'anyone free saturday to help move the shelves? 10-12',
      'anyone keen to sort the lost property box this week?',
      'the back door sticks again, someone check the hinge pls',
      'надо бы кому-то в среду съездить за краской',
      'хорошо бы кто-нибудь до пятницы разобрал склад',
      'проектор мигает, если кто будет в зале — гляньте',
      'whoever opens tomorrow, switch the boiler to winter mode',
    ])
      expect({ text, on: isOpenCall(text) }).toEqual({ text, on: true });
    for (const text of [
      'кто знает, куда заехать?',
      'кто у нас отвечает за заказ упаковки?',
      'кто-нибудь видел мою мандолину?',
      'someone took my charger again 🙄',
      'anyone around tonight saw the game?',
      'whoever wants the leftover cake, it is in the fridge',
      'I will sort the new stock with whoever is around',
    ])
      expect({ text, on: isOpenCall(text) }).toEqual({ text, on: false });
  });

  it('reads a grant, an assignment stated as a fact, an optional offer and a note that only informs', () => {
    expect(GRANT.test('можно, только предупреди Вику')).toBe(true);
    expect(GRANT.test('no objection, go')).toBe(true);
    expect(GRANT.test('данные выгрузил')).toBe(false);
    expect(OWNERSHIP.test('отгрузка с 1-го — Серёга, твоя, первые три машины')).toBe(true);
    expect(OWNERSHIP.test("perfect, it's yours")).toBe(true);
    expect(OWNERSHIP.test('твоя машина где?')).toBe(false);
    expect(OWNERSHIP.test("wristband pickup from the printers is Josh's, friday before 5")).toBe(true);
    expect(OWNERSHIP.test("Dima's on hats anyway, so that one's his")).toBe(true);
    expect(OWNERSHIP.test("Rosa and Mia, you're on.")).toBe(true);
    expect(OWNERSHIP.test("the van is Josh's now and he loves it")).toBe(false);
    expect(OPTIONAL.test('Кто хочет — записывайтесь у Кати')).toBe(true);
    expect(JUST_INFORMING.test('@zina_dispatch это инфо, объявления повесим в конце июня')).toBe(true);
    expect(FOR_INFORMATION.test('@gleb_drv поставщик приедет во вторник к 10, просто предупреждаю')).toBe(true);
    expect(FOR_INFORMATION.test('предупреди поставщика, что во вторник склад закрыт')).toBe(false);
  });

  it('hears sarcasm, a note that asks nothing at all, and a volunteer offering themselves', () => {
    expect(SARCASM.test('Demo env is down again. Great, love it when that happens 10 minutes before a call 🙃')).toBe(true);
    expect(SARCASM.test('ну класс, кто-то опять поставил аккумуляторы на верхний ярус. очень умно')).toBe(true);
    expect(SARCASM.test('Great, thanks! send it over')).toBe(false);
    expect(SARCASM.test('Well. Perfect timing, a week before Christmas. Love this job.')).toBe(true);
    expect(NO_ACTION.test('@kostas the port authority moved the inspection to 22.07, nothing needed from you')).toBe(true);
    expect(NO_ACTION.test('турнир 17 октября, мои пары заявлены, от вас ничего не нужно')).toBe(true);
    expect(VOLUNTEER.test('я могу, но только до 3 ночи')).toBe(true);
    expect(VOLUNTEER.test('I can take it, I have most of the answers already')).toBe(true);
    expect(VOLUNTEER.test('me! I have fairy lights too')).toBe(true);
    expect(VOLUNTEER.test('I can repro it 100%, happens only when the fog loads')).toBe(false);
  });

  it('asks leave with "should I" and «ничего, если я», and does not take «второй» for an imperative', () => {
    expect(PERMISSION.test('Zoe, should I post the audiogram today or wait?')).toBe(true);
    expect(PERMISSION.test('Олег Петрович, ничего если я в четверг уйду пораньше?')).toBe(true);
    expect(looksLikeRussianImperativeOrReflexive('второй')).toBe(false);
    expect(looksLikeRussianImperativeOrReflexive('открой')).toBe(true);
  });

  it('tells the author taking work on from an ask', () => {
    expect(isOwnPromise('тогда выберу модель и скину тебе', ['выберу'])).toBe(true);
    expect(isOwnPromise("I'll email parks & rec tonight", ['i'])).toBe(true);
    expect(isOwnPromise('Вика, скинь мне отчёт', ['скинь'])).toBe(false);
  });

  it('hears an acknowledgement after the name of whoever asked', () => {
    expect(isAcknowledgement('Анна, понял')).toBe(true);
    expect(isAcknowledgement('Анна, закажи бумагу')).toBe(false);
  });
});

describe('transliteration inside Russian and English text', () => {
  it('reads a transliterated run after a Cyrillic name', () => {
    expect(readTransliteration('Паша, tvoya zadacha na nedelyu: stoleshnicy iz duba')).toBe(
      'Паша, твоя задача на неделю: столешницы из дуба',
    );
  });

  it('gives back the soft sign a word needs to be one, and leaves words that are words without it', () => {
    expect(readTransliteration('Marina, napishi im segodnya i vozmi predoplatu 50%')).toBe(
      'Марина, напиши им сегодня и возьми предоплату 50%',
    );
    expect(readTransliteration('skin mne spisok do pyatnicy pozhaluysta')).toBe('скинь мне список до пятницы пожалуйста');
    expect(readTransliteration('sdelai otchet do pyatnicy')).toBe('сделай отчет до пятницы');
  });

  it('leaves English asking leave as English', () => {
    expect(readTransliteration('ok if I take Monday off? my sister is visiting')).toBe('ok if I take Monday off? my sister is visiting');
  });
});

describe('the decision threshold kept with a model', () => {
  it('is the one with the best F1 on held-out confidences, nearest to 0.5 among equals', () => {
    expect(bestThreshold([0.9, 0.42, 0.38, 0.2], [true, true, false, false])).toBe(0.42);
    expect(bestThreshold([0.9, 0.1], [true, false])).toBe(0.5);
  });

  it('stays at 0.5 when another threshold is better only by noise, and moves when it is clearly better', () => {
    const confidences = (borderline: number) => [...Array(500).fill(0.9), ...Array(500).fill(0.1), ...Array(borderline).fill(0.47)];
    const labels = (borderline: number) => [...Array(500).fill(true), ...Array(500).fill(false), ...Array(borderline).fill(true)];
    expect(bestThreshold(confidences(1), labels(1))).toBe(0.5);
    expect(bestThreshold(confidences(10), labels(10))).toBe(0.47);
  });
});
