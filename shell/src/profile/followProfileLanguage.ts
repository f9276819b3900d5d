import { $language, $user, api } from '@artel/sdk';
import { $isAuthenticated, isSupportedLanguage, setLanguage, type User, userUpdated } from '@artel/sdk/host';

/**
 * The copy of the user kept in the browser can be older than the profile (changed on another device or
 * through the API), so on load the signed-in user is asked for again; a failure keeps the stored copy.
 */
async function refreshSignedInUser(): Promise<void> {
  if (!$isAuthenticated.getState()) return;
  try {
    userUpdated((await api.get<{ user: User }>('/auth/me')).user);
  } catch {
    // The session monitor and the pages report an expired session; the stored copy serves meanwhile.
  }
}

/** After sign-in, on load and on any device the interface takes the language chosen in the profile, if one was. */
export function followProfileLanguage(): void {
  $user.watch((user) => {
    const chosen = user?.language;
    if (chosen && isSupportedLanguage(chosen) && chosen !== $language.getState()) setLanguage(chosen);
  });
  void refreshSignedInUser();
}
