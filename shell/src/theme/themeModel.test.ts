import { $isDark, $themeChoice, DARK_CLASS, startTheme, THEME_STORAGE_KEY, themeChosen } from './themeModel';

let systemDark = false;
const listeners: Array<(event: { matches: boolean }) => void> = [];

beforeAll(() => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: () => ({
      get matches() {
        return systemDark;
      },
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.push(listener),
    }),
  });
  startTheme();
});

describe('theme (issue 15)', () => {
  it('follows the system preference until the user picks one, and remembers the pick', () => {
    expect($themeChoice.getState()).toBe('system');
    expect(document.body.classList.contains(DARK_CLASS)).toBe(false);

    systemDark = true;
    for (const listener of listeners) listener({ matches: true });
    expect($isDark.getState()).toBe(true);
    expect(document.body.classList.contains(DARK_CLASS)).toBe(true);

    themeChosen('light');
    expect(document.body.classList.contains(DARK_CLASS)).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');

    themeChosen('dark');
    expect(document.body.classList.contains(DARK_CLASS)).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');

    themeChosen('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(document.body.classList.contains(DARK_CLASS)).toBe(true);
  });
});
