/**
 * Everything a person has typed and not saved yet, across the shell and every module. Pages register while
 * they hold such work; the navigation guard asks before leaving it, and the module lifecycle keeps it as a
 * draft before a module is swapped for a new version or stopped (issue 27: nobody loses a keystroke).
 */

export interface UnsavedWork {
  /** The module whose page holds the work ('shell' for the shell's own pages). */
  owner: string;
  /** Whether there is typed work right now that is not saved. */
  isDirty(): boolean;
  /** Keeps the work where it will be offered back (the SDK's drafts); called before the owner stops. */
  saveDraft?(): Promise<void> | void;
  /**
   * Whether leaving for `to` loses the work; by default any other path does, and a change of the query or
   * hash alone (a dialog's URL on the same page) does not.
   */
  losesWorkOn?(to: URL): boolean;
}

const entries = new Set<UnsavedWork>();

export function registerUnsavedWork(work: UnsavedWork): () => void {
  entries.add(work);
  return () => {
    entries.delete(work);
  };
}

function dirtyEntries(owner?: string): UnsavedWork[] {
  return [...entries].filter((work) => (owner === undefined || work.owner === owner) && work.isDirty());
}

export function hasUnsavedWork(owner?: string): boolean {
  return dirtyEntries(owner).length > 0;
}

/** The dirty work that navigating to `to` would throw away. */
export function workLostByNavigation(to: URL, from: URL): UnsavedWork[] {
  return dirtyEntries().filter((work) =>
    work.losesWorkOn ? work.losesWorkOn(to) : to.pathname.replace(/\/+$/, '') !== from.pathname.replace(/\/+$/, ''),
  );
}

/**
 * Saves the owner's dirty work as drafts; answers how many pieces of work were kept. A piece that cannot
 * keep a draft (no saveDraft) or whose saving fails is counted out, so the caller knows work was at risk.
 */
export async function saveUnsavedWork(owner: string): Promise<{ saved: number; unsaved: number }> {
  let saved = 0;
  let unsaved = 0;
  for (const work of dirtyEntries(owner)) {
    try {
      if (!work.saveDraft) throw new Error('no draft');
      await work.saveDraft();
      saved += 1;
    } catch {
      unsaved += 1;
    }
  }
  return { saved, unsaved };
}
