/**
 * What the modules find for the top bar's search text: every search provider is asked once the user
 * pauses typing, and an answer to an older text is dropped (its request aborted).
 */
import { $searchProviders, type SearchGroup, searchEverywhere } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';

export const GLOBAL_SEARCH_MIN_LENGTH = 2;
export const GLOBAL_SEARCH_DELAY_MS = 250;
export const GLOBAL_SEARCH_LIMIT = 5;

export function useGlobalSearch(query: string): SearchGroup[] {
  const providers = useUnit($searchProviders);
  const [groups, setGroups] = useState<SearchGroup[]>([]);
  const text = query.trim();

  useEffect(() => {
    setGroups([]);
    if (text.length < GLOBAL_SEARCH_MIN_LENGTH || providers.length === 0) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void searchEverywhere(providers, { text, limit: GLOBAL_SEARCH_LIMIT, signal: controller.signal }).then((found) => {
        if (!controller.signal.aborted) setGroups(found);
      });
    }, GLOBAL_SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, providers]);

  return groups;
}
