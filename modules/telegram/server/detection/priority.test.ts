import { detectTask } from './detector';
import { extractPriority } from './priority';

describe('priority from wording', () => {
  it.each([
    ['@pasha горит! прод лежит, глянь', 'urgent'],
    ['Срочно! нужен баланс для банка', 'urgent'],
    ['fix the login page ASAP', 'urgent'],
    ['URGENT: payments are failing', 'urgent'],
    ['закажи как можно скорее', 'urgent'],
    ['это важно, без него не стартуем', 'high'],
    ['важно: проверь договор до подписания', 'high'],
    ['please recount the till tonight, important', 'high'],
    ['это блокер для релиза', 'high'],
    ['не срочно, до конца недели', 'low'],
    ['посмотри, когда будет минутка. не горит', 'low'],
    ['no rush, whenever you can', 'low'],
    ['low priority, but tidy the CRM', 'low'],
    ['Миша, если будет минутка, подтяни сальник на задвижке', 'low'],
    ['Leo, when you get a chance, could you look at the studio B mic?', 'low'],
    ['Лёша, бросай всё, клиент ждёт ключи до 12', 'urgent'],
    ['ребят, если у кого будет минутка — разберите коробки у входа', 'low'],
    ["@jo when you've got a sec could you restock the napkins?", 'low'],
    ["@jo if you've got a sec could you restock the napkins before the lunch rush?", 'medium'],
    ['get the permit signed off first, cause if not we are not pouring anything', 'high'],
    ['подготовь смету к пятнице', 'medium'],
    ['could you send the invoice?', 'medium'],
  ])('«%s» → %s', (text, priority) => {
    expect(extractPriority(text)).toBe(priority);
  });

  it('reads «eto vazhno» typed in Latin letters, which comes out as «ето важно»', () => {
    const text = '@oleg_drv zavtra k 8 zaberi plitku so sklada, eto vazhno';
    expect(detectTask({ id: 't', sent_at: '2026-03-02T10:00:00+03:00', text }).priority).toBe('high');
  });

  it('does not read a fire inspection as a fire', () => {
    expect(extractPriority('к проверке по пожарке надо убрать коробки из прохода до конца месяца')).toBe('medium');
  });

  it('does not read blockers someone might meet as a blocker now', () => {
    expect(extractPriority('если будут блокеры — пиши сразу')).toBe('medium');
  });
});
