import { registerNavigationItem } from '@artel/sdk/host';
import type { ShellRoute } from '../routing/shellRoute';
import { registerAdminTranslations } from './i18n/adminTranslations';
import { requireAdmin } from './requireAccess';
import { RolesPage } from './RolesPage';
import { SettingsPage } from './SettingsPage';

registerAdminTranslations();
// The admin section's third entry (issue 15): instance settings next to roles and modules.
registerNavigationItem({ id: 'admin-settings', path: '/admin/settings', title: 'admin:nav.settings', icon: 'cog', section: 'admin', position: 30 });

/** SPEC §2: admin pages; anyone else is redirected to /workspaces. */
export const adminRoutes: ShellRoute[] = [
  { pattern: '/admin/roles', component: requireAdmin(RolesPage, 'admin.roles') },
  { pattern: '/admin/settings', component: requireAdmin(SettingsPage) },
];
