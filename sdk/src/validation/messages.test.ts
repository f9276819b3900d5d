import en from './messages.en.json';
import ru from './messages.ru.json';
import { VALIDATION_MESSAGE_KEYS } from './validationMessageKeys';

type Tree = { [key: string]: string | Tree };

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

function textOf(tree: Tree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
}

/** The same {{name}} substitution i18next does, so the check needs no i18n instance. */
function render(template: unknown, params: Record<string, string | number>): string {
  return String(template).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
}

const keys = Object.values(VALIDATION_MESSAGE_KEYS);

describe('validation dictionaries', () => {
  it('hold exactly the keys the validators return, in both languages', () => {
    expect(leafKeys(ru).sort()).toEqual([...keys].sort());
    expect(leafKeys(en).sort()).toEqual([...keys].sort());
  });

  it.each(keys)('translate %s into two different non-empty texts', (key) => {
    const russian = textOf(ru, key);
    const english = textOf(en, key);
    expect(typeof russian === 'string' && russian.length > 0).toBe(true);
    expect(typeof english === 'string' && english.length > 0).toBe(true);
    expect(russian).not.toEqual(english);
  });

  it('keep the English texts of SPEC §5 verbatim', () => {
    expect(textOf(en, VALIDATION_MESSAGE_KEYS.workspaceNameRequired)).toBe('Workspace name is required');
    expect(render(textOf(en, VALIDATION_MESSAGE_KEYS.workspaceNameTooShort), { min: 3 })).toBe(
      'Workspace name must be at least 3 characters',
    );
    expect(textOf(en, VALIDATION_MESSAGE_KEYS.email)).toBe('Please enter a valid email address');
    expect(textOf(en, VALIDATION_MESSAGE_KEYS.workspaceContextNameRequired)).toBe('Invalid workspace data: name is required');
    expect(textOf(en, VALIDATION_MESSAGE_KEYS.workspaceContextLegalEntityRequired)).toBe(
      'Invalid workspace data: legal entity is required',
    );
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: unknown) => (String(text).match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const key of keys) expect(placeholders(textOf(ru, key))).toEqual(placeholders(textOf(en, key)));
  });
});
