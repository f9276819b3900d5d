import { dequal } from 'dequal';
import { useCallback, useRef } from 'react';
import { confirmDiscard } from './discardQuestion';
import { type UnsavedChangesOptions, useUnsavedChanges } from './useUnsavedChanges';

export interface FormDirty {
  /** Whether the values differ from the ones loaded or last saved, as of this render. */
  dirty: boolean;
  /** The same, read now (after a save and before the next render). */
  isDirty(): boolean;
  /** The values shown now are saved: leaving no longer asks (call it before navigating away after a save). */
  markSaved(): void;
  /**
   * Wraps a dialog's close: with typed work it asks first and closes only when the person lets the work go;
   * what they let go is no longer guarded, so a navigation that follows the close does not ask again.
   */
  askBeforeClosing(close: () => void): () => void;
}

/**
 * The unsaved-changes guard of one form: dirty while `values` differ from `saved` (what was loaded, or what the
 * page holds as saved) and from what `markSaved` last marked; while dirty, leaving the page asks first.
 */
export function useFormDirty<T>(values: T, saved: T, options?: UnsavedChangesOptions): FormDirty {
  const current = useRef({ values, saved });
  // What was saved as typed: the page's own copy may come back from the server a little changed (trimmed).
  const marked = useRef<{ values: T } | null>(null);
  current.current = { values, saved };

  const isDirty = useCallback(() => {
    const now = current.current;
    return !dequal(now.values, now.saved) && !(marked.current && dequal(now.values, marked.current.values));
  }, []);
  const markSaved = useCallback(() => {
    marked.current = { values: current.current.values };
  }, []);
  const askBeforeClosing = useCallback(
    (close: () => void) => () => {
      if (!isDirty()) return close();
      void confirmDiscard().then((discard) => {
        if (!discard) return;
        markSaved();
        close();
      });
    },
    [isDirty, markSaved],
  );
  useUnsavedChanges(isDirty, options);
  return { dirty: isDirty(), isDirty, markSaved, askBeforeClosing };
}
