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
    ['подготовь смету к пятнице', 'medium'],
    ['could you send the invoice?', 'medium'],
  ])('«%s» → %s', (text, priority) => {
    expect(extractPriority(text)).toBe(priority);
  });

  it('does not read blockers someone might meet as a blocker now', () => {
    expect(extractPriority('если будут блокеры — пиши сразу')).toBe('medium');
  });
});
