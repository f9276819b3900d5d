import type { ShellRoute } from '../routing/shellRoute';
import { registerAdminTranslations } from './i18n/adminTranslations';
import { requireAdmin } from './requireAccess';
import { RolesPage } from './RolesPage';
import { SettingsPage } from './SettingsPage';

registerAdminTranslations();

/** SPEC §2: admin pages; anyone else is redirected to /workspaces. */
export const adminRoutes: ShellRoute[] = [
  { pattern: '/admin/roles', component: requireAdmin(RolesPage, 'admin.roles') },
  { pattern: '/admin/settings', component: requireAdmin(SettingsPage) },
];
