import { combine, createEvent, createStore } from 'effector';

/** What the user picked in the user menu; 'system' follows the operating system's light or dark preference. */
export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_STORAGE_KEY = 'artel.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
/** Blueprint's dark theme: every component under an element with this class draws dark, overlays included. */
export const DARK_CLASS = 'bp6-dark';

function readChoice(): ThemeChoice {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return saved === 'light' || saved === 'dark' ? saved : 'system';
  } catch {
    return 'system';
  }
}

const systemPrefersDark = (): boolean => typeof window !== 'undefined' && !!window.matchMedia?.(DARK_QUERY).matches;

export const themeChosen = createEvent<ThemeChoice>();
const systemChanged = createEvent<boolean>();

export const $themeChoice = createStore<ThemeChoice>(readChoice()).on(themeChosen, (_, choice) => choice);
const $systemDark = createStore(systemPrefersDark()).on(systemChanged, (_, dark) => dark);

/** Whether the page is dark now: the user's choice, or the system's when they left it to the system. */
export const $isDark = combine($themeChoice, $systemDark, (choice, systemDark) => choice === 'dark' || (choice === 'system' && systemDark));

function remember(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Not remembering the choice is acceptable; it still holds for this visit.
  }
}

function apply(dark: boolean): void {
  document.body.classList.toggle(DARK_CLASS, dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

let started = false;

/** Applies the theme now and whenever the choice or the system preference changes; remembers the choice. */
export function startTheme(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  $themeChoice.updates.watch(remember);
  $isDark.watch(apply);
  window.matchMedia?.(DARK_QUERY).addEventListener?.('change', (event) => systemChanged(event.matches));
}
