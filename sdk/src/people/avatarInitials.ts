/** SPEC §9: the initials fallback is the first letters of the first and the last word of the name. */
export function avatarInitials(name: string, email = ''): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  if (!first) return (email.trim()[0] ?? '?').toUpperCase();
  return `${initialOf(first)}${last ? initialOf(last) : ''}`;
}

/** Array.from keeps a letter outside the Basic Multilingual Plane whole. */
function initialOf(word: string): string {
  return (Array.from(word)[0] ?? '').toUpperCase();
}
