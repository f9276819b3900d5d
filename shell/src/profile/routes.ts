import type { ShellRoute } from '../routing/shellRoute';
import { followProfileLanguage } from './followProfileLanguage';
import { registerProfileTranslations } from './i18n/profileTranslations';
import { ProfilePage } from './ProfilePage';
import { UserProfilePage } from './UserProfilePage';

registerProfileTranslations();
followProfileLanguage();

/** SPEC §2: /profile (own) and /users/{userId}/profile (another user's). */
export const profileRoutes: ShellRoute[] = [
  { pattern: '/profile', component: ProfilePage },
  { pattern: '/users/:userId/profile', component: UserProfilePage },
];
