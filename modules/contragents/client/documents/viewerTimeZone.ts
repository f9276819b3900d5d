/** The viewer's IANA time zone, what «today» and overdue are counted in: the profile's, else the browser's. */
import { $user } from '@artel/sdk';

export function viewerTimeZone(user = $user.getState()): string {
  return user?.timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
