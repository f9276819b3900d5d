/**
 * Lists of articles (the wiki home's tree, drafts, tags and wanted pages; the Recent Articles widget) follow
 * what others do: a number that grows whenever an article of the current workspace is created, edited,
 * published, unpublished or deleted, and when live events resume after a break (what happened meanwhile was
 * missed). A list puts it among its effect's dependencies to fetch again. A burst of events (a restore, a
 * quick series of saves) brings one fetch, not one per event.
 */
import { $currentWorkspaceId } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { wikiSdk } from '../wikiSdk';
import { ARTICLE_EVENT_KIND, readArticleEvent } from './articleEvents';

export const ARTICLE_CHANGES_SETTLE_MS = 300;

export function useArticlesChanged(): number {
  const [changes, setChanges] = useState(0);
  const connected = useUnit(wikiSdk().realtime.$connected);
  const wasConnected = useRef(connected);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = wikiSdk().realtime.subscribe(
      (raw) => {
        if (!readArticleEvent(raw, $currentWorkspaceId.getState())) return;
        clearTimeout(timer);
        timer = setTimeout(() => setChanges((count) => count + 1), ARTICLE_CHANGES_SETTLE_MS);
      },
      { kind: ARTICLE_EVENT_KIND },
    );
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, []);

  useEffect(
    () =>
      wikiSdk().realtime.onResync((workspaceId) => {
        if (workspaceId === $currentWorkspaceId.getState()) setChanges((count) => count + 1);
      }),
    [],
  );

  useEffect(() => {
    if (connected && !wasConnected.current) setChanges((count) => count + 1);
    wasConnected.current = connected;
  }, [connected]);

  return changes;
}
