import type { NavigationItem } from '@artel/sdk/host';

export interface SearchHit {
  item: NavigationItem;
  title: string;
}

/** Case-insensitive match of the query against the translated titles of the visible navigation. */
export function searchNavigation(items: SearchHit[], query: string, limit = 8): SearchHit[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [];
  return items.filter((hit) => hit.title.toLocaleLowerCase().includes(needle)).slice(0, limit);
}
