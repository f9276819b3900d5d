/**
 * The article being edited, kept as a draft while it differs from the saved one (useDraft: written a moment
 * after each change and at once when the page goes). A draft found on opening is offered back, not put into
 * the editor unasked: the person may have moved on since, or someone else may have saved the article.
 */
import { useDraft } from '@artel/sdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import { wikiSdk } from '../wikiSdk';
import { type ArticleDraft, sameContent } from './articleDraft';

export interface DraftOffer {
  draft: ArticleDraft;
  savedAt: string;
}

/** `saved` is the article as it is on the server (null until it has loaded): a draft equal to it is dropped. */
export function useArticleDraft(key: string, saved: ArticleDraft | null) {
  // Taken once: while the module is being disabled the page still keeps its draft after the holder let go.
  const drafts = useMemo(() => wikiSdk().drafts, []);
  const stored = useDraft<ArticleDraft | null>(drafts, saved ? key : null, saved);
  const [offer, setOffer] = useState<DraftOffer | null>(null);
  const offered = useRef<string | null>(null);
  const { ready, restoredAt, value, clear } = stored;

  useEffect(() => {
    if (!ready || !restoredAt || !value || !saved || offered.current === restoredAt) return;
    offered.current = restoredAt;
    if (sameContent(value, saved)) void clear();
    else setOffer({ draft: value, savedAt: restoredAt });
  }, [ready, restoredAt, value, saved, clear]);

  return {
    offer,
    /** False until the stored draft, if any, has been read: nothing is kept over it before. */
    ready: ready && saved !== null,
    keep: stored.setValue,
    flush: stored.flush,
    /** The offer is answered: the draft stays until the edit is saved or discarded. */
    settle: () => setOffer(null),
    /** Forgets the draft (after a successful save, or when the person deletes it). */
    async clear() {
      setOffer(null);
      await clear();
    },
  };
}
