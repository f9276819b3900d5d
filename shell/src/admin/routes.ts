import { registerNavigationItem } from '@artel/sdk/host';
import { lazyPage } from '../routing/lazyPage';
import type { ShellRoute } from '../routing/shellRoute';
import { registerAdminTranslations } from './i18n/adminTranslations';
import { requireAdmin } from './requireAccess';

// The pages are a chunk of their own, fetched when one is first opened: the dashboard does not wait for them.
const RolesPage = lazyPage(() => import(/* webpackChunkName: "admin-pages" */ './RolesPage'), 'RolesPage');
const SettingsPage = lazyPage(() => import(/* webpackChunkName: "admin-pages" */ './SettingsPage'), 'SettingsPage');

registerAdminTranslations();
// The admin section's third entry (issue 15): instance settings next to roles and modules.
registerNavigationItem({
  id: 'admin-settings',
  path: '/admin/settings',
  title: 'admin:nav.settings',
  icon: 'cog',
  section: 'admin',
  position: 30,
});

/** SPEC §2: admin pages; anyone else is redirected to /workspaces. */
export const adminRoutes: ShellRoute[] = [
  { pattern: '/admin/roles', component: requireAdmin(RolesPage, 'admin.roles') },
  { pattern: '/admin/settings', component: requireAdmin(SettingsPage) },
];
