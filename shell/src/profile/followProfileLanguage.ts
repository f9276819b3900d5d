import { $language, $user, isSupportedLanguage, setLanguage } from '@artel/sdk';

/** After sign-in (and on any device) the interface takes the language chosen in the profile, if one was. */
export function followProfileLanguage(): void {
  $user.watch((user) => {
    const chosen = user?.language;
    if (chosen && isSupportedLanguage(chosen) && chosen !== $language.getState()) setLanguage(chosen);
  });
}
