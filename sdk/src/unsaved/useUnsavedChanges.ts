import { useEffect, useRef } from 'react';
import { moduleIdFromPath } from '../modules/moduleContainer';
import { installNavigationGuard } from './navigationGuard';
import { registerUnsavedWork, type UnsavedWork } from './unsavedWork';

export interface UnsavedChangesOptions {
  /** Keeps the work as a draft (`sdk.drafts`) before a module update, disable, or the tab's closing. */
  saveDraft?: () => Promise<void> | void;
  /** Whether leaving for `to` loses the work; by default a change of path does and of query or hash does not. */
  losesWorkOn?: (to: URL) => boolean;
  /** The module the work belongs to; by default the module whose page is open, else 'shell'. */
  owner?: string;
}

/**
 * Marks typed work as unsaved while `dirty` is true: leaving the page asks first (links, Back, closing the
 * tab), and a module update or disable keeps it as a draft through `saveDraft` before the page goes. `dirty`
 * may be a function, read at the moment of leaving: a form that saves and then navigates at once is clean
 * before React renders again.
 */
export function useUnsavedChanges(dirty: boolean | (() => boolean), options: UnsavedChangesOptions = {}): void {
  const dirtyRef = useRef(dirty);
  const optionsRef = useRef(options);
  dirtyRef.current = dirty;
  optionsRef.current = options;
  const owner = options.owner;
  useEffect(() => {
    installNavigationGuard();
    const work: UnsavedWork = {
      owner: owner ?? moduleIdFromPath(window.location.pathname) ?? 'shell',
      isDirty: () => (typeof dirtyRef.current === 'function' ? dirtyRef.current() : dirtyRef.current),
      saveDraft: () => optionsRef.current.saveDraft?.(),
      losesWorkOn: optionsRef.current.losesWorkOn ? (to) => optionsRef.current.losesWorkOn?.(to) ?? true : undefined,
    };
    if (!optionsRef.current.saveDraft) delete work.saveDraft;
    return registerUnsavedWork(work);
  }, [owner]);
}
