import { extractAddresseeName, extractAssignee } from './assignee';

describe('assignee', () => {
  it('takes the first @username, without the @', () => {
    expect(extractAssignee('@ivan_petrov проверь накладные, потом передай @olga_m')).toBe('ivan_petrov');
    expect(extractAssignee('morning! @sam_stock can you clear the back room?')).toBe('sam_stock');
  });

  it('has no username when the message names a person without one', () => {
    expect(extractAssignee('Руслан, освещение на пятом до восьми')).toBeNull();
  });

  it('ignores e-mail addresses', () => {
    expect(extractAssignee('пришли на info@example.com')).toBeNull();
  });

  it('finds a name the request is addressed to, for mapping to a member', () => {
    expect(extractAddresseeName('Доброе утро. Руслан, временное освещение на пятом до восьми')).toBe('Руслан');
    expect(extractAddresseeName('rained all morning. Tom — can you check the drainage?')).toBe('Tom');
    expect(extractAddresseeName('Коллеги, в понедельник планёрка')).toBeNull();
  });

  it('does not take a person only thanked for the doer', () => {
    expect(extractAssignee('@lena спасибо! Паша, это тебе')).toBeNull();
    expect(extractAssignee('Гусев прошёл хорошо, спасибо @lena_assist! Костя, глянь подсветку до пятницы')).toBeNull();
    expect(extractAssignee('thanks @tom_ops, @sam_stock can you clear the back room?')).toBe('sam_stock');
    expect(extractAssignee('@dasha_design можешь собрать слайды? спасибо')).toBe('dasha_design');
  });

  it('does not take a person only praised for the doer', () => {
    expect(extractAssignee("@igor_skipper bravo! Nikos, this one's for you: take the sails off Thalassa")).toBeNull();
    expect(extractAssignee('@sam_volunteer great show last night! Jo, can you log the listener calls by EOD tomorrow?')).toBeNull();
    expect(extractAssignee('@kirill браво, два первых места! Света, это тебе: номер для концерта')).toBeNull();
  });

  it('does not take a person copied in for the doer', () => {
    expect(extractAssignee('Костя, закажи картридж HP 59A, cc @olga_glavvrach по счёту')).toBeNull();
    expect(extractAssignee('cc @anton_fin: Марина, пришли счёт')).toBeNull();
    expect(extractAssignee('@oksana_buh проведи инструктаж в пятницу, cc @marina_logist')).toBe('oksana_buh');
    expect(extractAssignee('fyi @anton_fin — Lucy, please book the van')).toBeNull();
  });

  it('reads an assignment stated as a fact: the name addressed, without a username', () => {
    expect(extractAssignee('Газель на Химки — Серёга, твоя')).toBeNull();
    expect(extractAddresseeName('Газель на Химки — Серёга, твоя')).toBe('Серёга');
    expect(extractAssignee('рефрижератор 305 свободен. @stas_ref Новосибирск 20-го твой')).toBe('stas_ref');
  });
});
