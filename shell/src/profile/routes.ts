import { lazyPage } from '../routing/lazyPage';
import type { ShellRoute } from '../routing/shellRoute';
import { followProfileLanguage } from './followProfileLanguage';
import { registerProfileTranslations } from './i18n/profileTranslations';

// The pages are a chunk of their own, fetched when one is first opened: the dashboard does not wait for them.
const ProfilePage = lazyPage(() => import(/* webpackChunkName: "profile-pages" */ './ProfilePage'), 'ProfilePage');
const UserProfilePage = lazyPage(() => import(/* webpackChunkName: "profile-pages" */ './UserProfilePage'), 'UserProfilePage');

registerProfileTranslations();
followProfileLanguage();

/** SPEC §2: /profile (own) and /users/{userId}/profile (another user's). */
export const profileRoutes: ShellRoute[] = [
  { pattern: '/profile', component: ProfilePage },
  { pattern: '/users/:userId/profile', component: UserProfilePage },
];
