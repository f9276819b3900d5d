/**
 * Telegram: the module's entry. It declares the pages of SPEC §2 (messaging app) under /modules/telegram —
 * the dashboard at '' and 'telegram', the bot's 'auth', 'board-links' and 'settings' — and its texts.
 * Disabled by default: the platform loads this bundle only for a workspace that enabled the module.
 */
import { defineModule, type ModuleDefinition, type ModuleSdk } from '@artel/sdk';
import manifest from '../manifest.json';
import { AuthPage } from './pages/AuthPage';
import { BoardLinksPage } from './pages/BoardLinksPage';
import { DashboardPage } from './pages/DashboardPage';
import { SettingsPage } from './pages/SettingsPage';
import { bindTelegramSdk } from './telegramSdk';
import { translations } from './translations';
import './telegram.css';

export const { bootstrap, mount, unmount, definition, install } = defineModule<ModuleSdk>({
  definition: manifest as unknown as ModuleDefinition,
  install(sdk) {
    sdk.addTranslations(translations);
    const cleanups = [
      bindTelegramSdk(sdk),
      sdk.registerRoutes([
        { path: '', component: DashboardPage },
        { path: 'telegram', component: DashboardPage },
        { path: 'auth', component: AuthPage },
        { path: 'board-links', component: BoardLinksPage },
        { path: 'settings', component: SettingsPage },
      ]),
    ];
    // Undone in reverse, so the SDK binding made first is forgotten only after the pages that use it.
    return () => cleanups.reverse().forEach((cleanup) => cleanup());
  },
});
