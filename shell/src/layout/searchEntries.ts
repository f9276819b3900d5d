/**
 * The search dropdown's rows in the order the arrow keys walk them: places by name first, then each
 * provider's group. One list, so the keyboard, Enter and the rendering agree on what «the n-th hit» is.
 */
import type { TextRange } from '@artel/sdk';
import type { SearchGroup } from '@artel/sdk/host';
import type { SearchHit } from './searchNavigation';

export interface SearchEntry {
  key: string;
  /** The group's heading: a translation key for the places, the provider's title for the rest. */
  group: string;
  title: string;
  titleHighlights?: TextRange[];
  description?: string;
  descriptionHighlights?: TextRange[];
  path: string;
  icon: string;
}

export const PLACES_GROUP = 'shell:topBar.searchPlaces';

/** A row's element id, for the field's aria-activedescendant. */
export const searchResultId = (index: number) => `artel-search-result-${index}`;

/** Where the typed text occurs in a place's title (the places are matched by a plain substring). */
function placeHighlight(title: string, query: string): TextRange[] {
  const at = title.toLocaleLowerCase().indexOf(query.trim().toLocaleLowerCase());
  return at < 0 ? [] : [{ start: at, end: at + query.trim().length }];
}

export function searchEntries(hits: readonly SearchHit[], groups: readonly SearchGroup[], query: string): SearchEntry[] {
  return [
    ...hits.map((hit) => ({
      key: `place.${hit.item.id}`,
      group: PLACES_GROUP,
      title: hit.title,
      titleHighlights: placeHighlight(hit.title, query),
      path: hit.item.path,
      icon: hit.item.icon,
    })),
    ...groups.flatMap(({ provider, results }) =>
      results.map((result) => ({
        key: `${provider.key}.${result.id}`,
        group: provider.title,
        title: result.title,
        titleHighlights: result.titleHighlights,
        description: result.description,
        descriptionHighlights: result.descriptionHighlights,
        path: result.path,
        icon: result.icon ?? 'search',
      })),
    ),
  ];
}

/** The next row for an arrow key, wrapping round; -1 while there is none. */
export function movedIndex(index: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  return (index + step + count) % count;
}
