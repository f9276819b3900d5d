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
});
