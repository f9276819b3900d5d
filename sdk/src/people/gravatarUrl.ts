import SparkMD5 from 'spark-md5';

export const AVATAR_DEFAULT_SIZE = 32;
const GRAVATAR_BASE_URL = 'https://www.gravatar.com/avatar/';

/** Avatars are looked up by the MD5 of the trimmed, lower-cased e-mail (SPEC §9). */
export function emailHash(email: string): string {
  return SparkMD5.hash(email.trim().toLowerCase());
}

/**
 * d=404 makes the service answer "not found" instead of a generic picture, so a person without an
 * avatar keeps their initials. Twice the size keeps the picture sharp on high-density screens.
 */
export function gravatarUrl(email: string, size = AVATAR_DEFAULT_SIZE): string {
  return `${GRAVATAR_BASE_URL}${emailHash(email)}?s=${size * 2}&d=404`;
}
