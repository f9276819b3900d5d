/**
 * Issue 27: unsaved work on the pages of a module that stops (disabled, blocked, access lost) is kept as the
 * module's own drafts first; the shell's drafts remember where that work was ('stopped:<moduleId>' → path),
 * so that when the module runs again in this workspace the person is offered the way back, and the page
 * there reads its draft itself.
 */
import { createDrafts } from '../../drafts/ownerDrafts';
import { navigate } from '../../router/router';
import { saveUnsavedWork } from '../../unsaved/unsavedWork';
import { toastKeptWorkOffered, type StoppedWorkOutcome } from './marketplaceMessages';

export interface StoppedWork {
  /** Path, query and hash of the page the work was on. */
  path: string;
  savedAt: string;
}

const shellDrafts = createDrafts('shell');

export const stoppedWorkKey = (moduleId: string): string => `stopped:${moduleId}`;

/** Keeps the module's unsaved work as drafts and remembers `path`; says whether all of it was kept. */
export async function keepStoppedWork(moduleId: string, path: string): Promise<Exclude<StoppedWorkOutcome, 'none'>> {
  const { saved, unsaved } = await saveUnsavedWork(moduleId);
  if (saved > 0) {
    await shellDrafts
      .set<StoppedWork>(stoppedWorkKey(moduleId), { path, savedAt: new Date().toISOString() })
      .catch((error: unknown) => console.warn('Could not remember where the kept work was', error));
  }
  return unsaved > 0 ? 'lost' : 'kept';
}

/** Offers once the way back to the work a module kept when it stopped, if it kept any. */
export async function offerStoppedWork(moduleId: string, name: string): Promise<void> {
  try {
    const stopped = await shellDrafts.get<StoppedWork>(stoppedWorkKey(moduleId));
    if (!stopped) return;
    await shellDrafts.remove(stoppedWorkKey(moduleId));
    toastKeptWorkOffered(name, () => navigate(stopped.value.path));
  } catch (error) {
    console.warn('Could not offer the kept work back', error);
  }
}
