/** The zone due dates are read in: the profile's time zone when the user chose one, else the browser's. */
import { $user } from '@artel/sdk';

export function viewerTimeZone(): string {
  return $user.getState()?.timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
