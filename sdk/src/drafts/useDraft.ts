import { useCallback, useEffect, useRef, useState } from 'react';
import type { Drafts } from './ownerDrafts';

export const DRAFT_SAVE_DELAY_MS = 400;

export interface DraftState<T> {
  value: T;
  setValue(value: T): void;
  /** When the value shown came back from a stored draft: its save time; else null. */
  restoredAt: string | null;
  /** False until the stored draft (if any) has been read. */
  ready: boolean;
  /** Forgets the draft and goes back to `empty` (after a successful save, or when the person discards it). */
  clear(): Promise<void>;
  /** Writes what is typed now without waiting (before the page goes). */
  flush(): Promise<void>;
}

/**
 * A value that is kept as a draft while it is typed: read back when the page opens again (a card's comment
 * box, as in Trello), written a moment after each change and at once when the page goes, and removed when it
 * is back to `empty`. `key` null keeps nothing (no card open).
 */
export function useDraft<T>(drafts: Drafts, key: string | null, empty: T): DraftState<T> {
  const [value, setState] = useState<T>(empty);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const [ready, setReady] = useState(key === null);
  const pending = useRef<{ key: string; value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const emptyRef = useRef(empty);
  emptyRef.current = empty;

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const write = pending.current;
    pending.current = null;
    if (!write) return Promise.resolve();
    const same = JSON.stringify(write.value) === JSON.stringify(emptyRef.current);
    return (same ? drafts.remove(write.key) : drafts.set(write.key, write.value)).catch((error: unknown) =>
      console.warn('Could not keep a draft', error),
    );
  }, [drafts]);

  useEffect(() => {
    setState(emptyRef.current);
    setRestoredAt(null);
    if (key === null) {
      setReady(true);
      return;
    }
    setReady(false);
    let current = true;
    drafts
      .get<T>(key)
      .then((draft) => {
        if (!current) return;
        // Something typed while the draft was being read wins over it.
        if (draft && pending.current === null) {
          setState(draft.value);
          setRestoredAt(draft.savedAt);
        }
      })
      .catch((error: unknown) => console.warn('Could not read a draft', error))
      .finally(() => current && setReady(true));
    return () => {
      current = false;
      void flush();
    };
  }, [drafts, key, flush]);

  // Closing or reloading the tab does not unmount React: the last keystrokes are written as the page hides.
  useEffect(() => {
    const onHide = () => void flush();
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  }, [flush]);

  const setValue = useCallback(
    (next: T) => {
      setState(next);
      if (key === null) return;
      pending.current = { key, value: next };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DRAFT_SAVE_DELAY_MS);
    },
    [key, flush],
  );

  const clear = useCallback(async () => {
    clearTimeout(timer.current);
    pending.current = null;
    setState(emptyRef.current);
    setRestoredAt(null);
    if (key !== null) await drafts.remove(key);
  }, [drafts, key]);

  return { value, setValue, restoredAt, ready, clear, flush };
}
