/** Cues for the kinds of message the classifier got wrong on trades it had never seen: each one invented, with a case it must not fire on. */
import { messageFeatures } from './features';
import { isGroupDirective } from './groupDirective';
import { isImperativeInContext } from './imperativeInContext';
import { CLOSURE_NOTICE } from './notices';
import { asksToKnow } from './requestForms';
import { tokenize } from './tokenize';

const at = (text: string) => ({ id: 'm', chat: 'c', author: 'boss', sent_at: '2026-11-10T10:00:00+03:00', text });
const cues = (text: string) => [...messageFeatures(at(text)).keys()].filter((name) => name.startsWith('cue:'));
const imperatives = (text: string) => {
  const tokens = tokenize(text);
  return tokens.filter((_, i) => isImperativeInContext(text, tokens, i)).map((t) => t.word);
};

describe('cues for trades never seen', () => {
  it('hears work given to the whole group, not news about it', () => {
    for (const text of [
      'все бригадиры сдают путевые листы до пятницы',
      'каждый приносит свою каску',
      'Всем операторам: до среды, 12-го, пройти тест по новой базе',
      'everyone submits their expenses by Friday',
      'each of you please send me your slides',
    ])
      expect({ text, on: isGroupDirective(text) }).toEqual({ text, on: true });
    for (const text of [
      'все знают, где лежат ключи',
      'всем спасибо, отдыхайте',
      'соседи шумят каждый день, жалуется',
      'hope everyone had a good weekend',
    ])
      expect({ text, on: isGroupDirective(text) }).toEqual({ text, on: false });
  });

  it('takes a plural noun after a number, a preposition, an adjective or a past verb, or as a subject, for no imperative', () => {
    expect(imperatives('проверь две брони на субботу')).toEqual(['проверь']);
    expect(imperatives('две брони на субботу задвоились')).toEqual([]);
    expect(imperatives('новые брони на субботу')).toEqual([]);
    expect(imperatives('брони задвоились, ключи передаём завтра')).toEqual([]);
    expect(imperatives('проверила брони, всё сходится')).toEqual([]);
    expect(imperatives('@lev отчёты пришли?')).toEqual([]);
    expect(imperatives('пришли отчёт до обеда')).toEqual(['пришли']);
  });

  it('hears a question that asks to be told, not one that asks for work', () => {
    for (const text of [
      'кто-нибудь знает шиномонтаж рядом с базой?',
      'Оля, сколько осталось картриджей?',
      'does anyone know where the spare charger is?',
    ])
      expect({ text, on: asksToKnow(text) }).toEqual({ text, on: true });
    for (const text of ['кто-нибудь съездит за картриджами?', 'Оля, посчитай, сколько осталось картриджей', 'can anyone cover Sunday?'])
      expect({ text, on: asksToKnow(text) }).toEqual({ text, on: false });
  });

  it('reads a closure notice as such only when no order comes with it', () => {
    expect(CLOSURE_NOTICE.test('2 и 3 мая мастерская не работает, с 4-го как обычно')).toBe(true);
    expect(CLOSURE_NOTICE.test('studio closed Aug 3–14, back on the 17th')).toBe(true);
    expect(CLOSURE_NOTICE.test('Рома, закрой кассу в 18:00')).toBe(false);
    expect(CLOSURE_NOTICE.test('whoever closes on Friday, empty the coffee machine tray')).toBe(false);
    expect(cues('2 и 3 мая мастерская не работает, с 4-го как обычно')).toContain('cue:closure-notice');
    expect(cues('склад закрыт 2 и 3 мая. Рома, 4-го прими машину с плиткой')).not.toContain('cue:closure-notice');
  });

  it('tells a person named from the team addressed, and a note only for information from work asked of someone', () => {
    expect(cues('Коллеги, с понедельника пропуска новые')).toEqual(expect.arrayContaining(['cue:group-address']));
    expect(cues('Коллеги, с понедельника пропуска новые')).not.toContain('cue:vocative');
    expect(cues('Гоша, с понедельника пропуска новые')).toContain('cue:vocative');
    expect(cues('Ирина Викторовна, перенесите урок в 210')).toContain('cue:vocative');
    expect(cues('у Дома Культуры, вход с торца')).not.toContain('cue:vocative');
    expect(cues('@ivan, банк продлил лимит до 20.02, просто для сведения')).toContain('cue:addressed-fyi');
    expect(cues('@ivan, продли лимит в банке до 20.02')).not.toContain('cue:addressed-fyi');
  });

  it('hears an infinitive order to someone and an order left to whoever wishes', () => {
    expect(cues('Петрович, к пятнице сдать ключи от склада')).toContain('cue:infinitive-order');
    expect(cues('сдать ключи от склада до пятницы')).not.toContain('cue:infinitive-order');
    expect(cues('кто хочет на выставку — пишите Лене до среды')).toContain('cue:optional-order');
    expect(cues('кто хочет, может прийти к 10')).not.toContain('cue:optional-order');
  });
});
