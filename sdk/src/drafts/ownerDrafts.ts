import { $user } from '../session/sessionModel';
import { $currentWorkspaceId } from '../workspace/workspaceModel';
import { type Draft, type DraftScope, type DraftSummary, deleteDraft, listDrafts, readDraft, writeDraft } from './draftStore';

/**
 * An owner's drafts (`sdk.drafts` for a module), in the signed-in user's current workspace. Keys are the
 * owner's own ('card:<id>:comment', 'article:<id>'); without a signed-in user nothing is kept.
 */
export interface Drafts {
  get<T>(key: string): Promise<Draft<T> | undefined>;
  set<T>(key: string, value: T): Promise<void>;
  remove(key: string): Promise<void>;
  /** The owner's drafts in the current workspace, newest first. */
  list(): Promise<DraftSummary[]>;
}

export function createDrafts(owner: string): Drafts {
  const scope = (): DraftScope | null => {
    const user = $user.getState();
    return user ? { userId: user.id, workspaceId: $currentWorkspaceId.getState(), owner } : null;
  };
  return {
    async get<T>(key: string) {
      const current = scope();
      return current ? readDraft<T>(current, key) : undefined;
    },
    async set(key, value) {
      const current = scope();
      if (current) await writeDraft(current, key, value);
    },
    async remove(key) {
      const current = scope();
      if (current) await deleteDraft(current, key);
    },
    async list() {
      const current = scope();
      return current ? listDrafts(current) : [];
    },
  };
}
