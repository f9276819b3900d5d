/**
 * The key that makes two titles "the same article" for [[Title]] links and uniqueness: case, surrounding and
 * repeated spaces and Unicode composition do not count. Computed here rather than with SQL lower(), which
 * leaves Cyrillic alone under PGlite's C locale.
 */
export function titleKey(title: string): string {
  return title.normalize('NFC').trim().replace(/\s+/gu, ' ').toLocaleLowerCase('ru').replaceAll('ё', 'е');
}
