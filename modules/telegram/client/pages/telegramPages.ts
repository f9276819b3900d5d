/** The module's pages, one chunk for all (the entry declares them with lazyComponent). */
export { AuthPage } from './AuthPage';
export { BoardLinksPage } from './BoardLinksPage';
export { DashboardPage } from './DashboardPage';
export { SettingsPage } from './SettingsPage';
