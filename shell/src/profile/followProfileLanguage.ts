import { $language, $user, isSupportedLanguage } from '@artel/sdk';
import { setLanguage } from '@artel/sdk/host';

/** After sign-in (and on any device) the interface takes the language chosen in the profile, if one was. */
export function followProfileLanguage(): void {
  $user.watch((user) => {
    const chosen = user?.language;
    if (chosen && isSupportedLanguage(chosen) && chosen !== $language.getState()) setLanguage(chosen);
  });
}
