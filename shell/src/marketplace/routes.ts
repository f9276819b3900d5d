import { requireAdmin } from '../admin/requireAccess';
import type { ShellRoute } from '../routing/shellRoute';
import { AdminModulesPage } from './admin/AdminModulesPage';
import { CatalogPage } from './catalog/CatalogPage';
import { DeveloperPage } from './developer/DeveloperPage';
import { ModuleDetailPage } from './detail/ModuleDetailPage';
import { registerMarketplaceTranslations } from './i18n/marketplaceTranslations';
import { InstalledModulesPage } from './installed/InstalledModulesPage';
import { ModuleSettingsPage } from './settings/ModuleSettingsPage';
import { UpdatesPage } from './updates/UpdatesPage';
import './marketplace.css';

registerMarketplaceTranslations();

/** SPEC §2: the marketplace pages and /admin/modules ('Модули': admin role and admin.modules). */
export const marketplaceRoutes: ShellRoute[] = [
  { pattern: '/marketplace', component: CatalogPage },
  { pattern: '/marketplace/installed', component: InstalledModulesPage },
  { pattern: '/marketplace/updates', component: UpdatesPage },
  { pattern: '/marketplace/developer', component: DeveloperPage },
  { pattern: '/marketplace/modules/:id', component: ModuleDetailPage },
  { pattern: '/marketplace/modules/:moduleId/settings', component: ModuleSettingsPage },
  { pattern: '/admin/modules', component: requireAdmin(AdminModulesPage, 'admin.modules') },
];
