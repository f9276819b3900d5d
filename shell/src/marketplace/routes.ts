import { requireAdmin } from '../admin/requireAccess';
import { lazyPage } from '../routing/lazyPage';
import type { ShellRoute } from '../routing/shellRoute';
import { registerMarketplaceTranslations } from './i18n/marketplaceTranslations';
import './marketplace.css';

// The pages are a chunk of their own, fetched when one is first opened: the dashboard does not wait for them.
const AdminModulesPage = lazyPage(() => import(/* webpackChunkName: "marketplace-pages" */ './admin/AdminModulesPage'), 'AdminModulesPage');
const CatalogPage = lazyPage(() => import(/* webpackChunkName: "marketplace-pages" */ './catalog/CatalogPage'), 'CatalogPage');
const DeveloperPage = lazyPage(() => import(/* webpackChunkName: "marketplace-pages" */ './developer/DeveloperPage'), 'DeveloperPage');
const ModuleDetailPage = lazyPage(
  () => import(/* webpackChunkName: "marketplace-pages" */ './detail/ModuleDetailPage'),
  'ModuleDetailPage',
);
const InstalledModulesPage = lazyPage(
  () => import(/* webpackChunkName: "marketplace-pages" */ './installed/InstalledModulesPage'),
  'InstalledModulesPage',
);
const ModuleSettingsPage = lazyPage(
  () => import(/* webpackChunkName: "marketplace-pages" */ './settings/ModuleSettingsPage'),
  'ModuleSettingsPage',
);
const UpdatesPage = lazyPage(() => import(/* webpackChunkName: "marketplace-pages" */ './updates/UpdatesPage'), 'UpdatesPage');

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
