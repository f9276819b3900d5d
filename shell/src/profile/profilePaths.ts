export const PROFILE_PATH = '/profile';

export function userProfilePath(userId: string): string {
  return `/users/${encodeURIComponent(userId)}/profile`;
}
