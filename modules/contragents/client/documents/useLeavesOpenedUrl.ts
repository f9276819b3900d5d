import { useState } from 'react';

/**
 * Work in a dialog over a document list (the editor, a payment) sits under the list's query (?document=): any
 * other path or query, Back to the bare list included, closes it. The URL is taken when the work opens, since
 * by the time a Back is announced the location already shows the new one.
 */
export function useLeavesOpenedUrl(): (to: URL) => boolean {
  const [opened] = useState(() => window.location.pathname + window.location.search);
  return (to) => to.pathname + to.search !== opened;
}
