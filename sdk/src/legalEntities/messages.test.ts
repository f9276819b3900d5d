import en from './messages.en.json';
import ru from './messages.ru.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

describe('legal entity toasts', () => {
  it('exist in both languages under the same keys', () => {
    expect(leaves(en).map(([key]) => key)).toEqual(leaves(ru).map(([key]) => key));
  });

  it('keep SPEC §8 texts verbatim in Russian', () => {
    const texts = leaves(ru).map(([, text]) => text);
    for (const text of [
      'Юридическое лицо успешно создано',
      'Юридическое лицо успешно обновлено',
      'Юридическое лицо успешно удалено',
      'Основное юридическое лицо установлено',
      'Юридическое лицо активировано',
      'Юридическое лицо деактивировано',
      'Организация отмечена как основная',
      'Основная организация снята',
      'Юр. лицо выбрано как предпочитаемое для вашего профиля',
      'Ошибка при загрузке юридических лиц',
    ]) {
      expect(texts).toContain(text);
    }
  });
});
