/**
 * Telegram: the module's entry. It declares the pages of SPEC §2 (messaging app) under /modules/telegram —
 * the dashboard at '' and 'telegram', the bot's 'auth', 'board-links' and 'settings' — and its texts.
 * Disabled by default: the platform loads this bundle only for a workspace that enabled the module.
 */
import { defineModule, lazyComponent, type ModuleDefinition, type ModuleSdk } from '@artel/sdk';
import manifest from '../manifest.json';
import { bindTelegramSdk } from './telegramSdk';
import { mayConfigure } from './telegramPermissions';
import { translations } from './translations';
import './telegram.css';

// The pages are a chunk of their own, fetched when one is opened; the entry only declares them.
const loadPages = () => import(/* webpackChunkName: "telegram-pages" */ './pages/telegramPages');
const DashboardPage = lazyComponent(loadPages, 'DashboardPage');
const AuthPage = lazyComponent(loadPages, 'AuthPage');
const BoardLinksPage = lazyComponent(loadPages, 'BoardLinksPage');
const SettingsPage = lazyComponent(loadPages, 'SettingsPage');

export const { bootstrap, mount, unmount, definition, install } = defineModule<ModuleSdk>({
  definition: manifest as unknown as ModuleDefinition,
  install(sdk) {
    sdk.addTranslations(translations);
    bindTelegramSdk(sdk);
    sdk.registerRoutes([
      { path: '', component: DashboardPage },
      { path: 'telegram', component: DashboardPage },
      { path: 'auth', component: AuthPage, canOpen: mayConfigure },
      { path: 'board-links', component: BoardLinksPage, canOpen: mayConfigure },
      { path: 'settings', component: SettingsPage, canOpen: mayConfigure },
    ]);
  },
});
