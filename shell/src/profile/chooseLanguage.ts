import { $user, api, type Language } from '@artel/sdk';
import { $isAuthenticated, setLanguage, type User, userUpdated } from '@artel/sdk/host';

/**
 * The top bar's language switch: the interface changes at once and, when signed in, the account keeps the choice,
 * so the next session on any device opens in it. A failed save leaves the switch done in this browser.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await setLanguage(language);
  if (!$isAuthenticated.getState() || $user.getState()?.language === language) return;
  try {
    userUpdated((await api.put<{ user: User }>('/profile', { language })).user);
  } catch {
    // The browser remembers the language; the profile page still offers to save it.
  }
}
