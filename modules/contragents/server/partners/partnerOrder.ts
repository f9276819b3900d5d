/**
 * Russian order and search for partner names. The embedded database sorts by byte order (its collation is
 * C), where «Ёлкин» lands before «Абрамов» and «ёлкин» after «Яковлев»; ICU's Russian collation (Intl.Collator)
 * puts Ё with Е and before Ж, Cyrillic before Latin, and ignores case — so lists are sorted here, not in SQL.
 */
const russian = new Intl.Collator('ru', { sensitivity: 'variant', numeric: true });

export function compareNames(a: string, b: string): number {
  return russian.compare(a, b);
}

/**
 * The text a search compares with: lower case, «ё» as «е» (people type «Елкин» for «Ёлкин»), quotes and
 * runs of spaces dropped, so «ооо ромашка» finds «ООО «Ромашка»».
 */
export function searchText(...parts: readonly (string | null | undefined)[]): string {
  return parts
    .filter((part): part is string => !!part)
    .join(' ')
    .toLocaleLowerCase('ru')
    .replace(/ё/g, 'е')
    .replace(/["«»„“”'`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
