/**
 * Each field of the card dialog saves by itself. After a save the dialog says so quietly and offers to undo
 * it: the undo sends the field's previous value back.
 */
import { useState } from 'react';
import type { KanbanCard } from '../api/kanbanTypes';
import { toastFailure } from '../errors';

export type SaveStatus = { kind: 'saved'; undo: () => Promise<KanbanCard> } | { kind: 'undone' } | null;

export function useFieldSaver(applySaved: (card: KanbanCard) => void) {
  const [status, setStatus] = useState<SaveStatus>(null);
  const [saving, setSaving] = useState(false);

  /** Runs `change`; on success offers `revert` as the undo. */
  const save = async (change: () => Promise<KanbanCard>, revert: () => Promise<KanbanCard>): Promise<boolean> => {
    // The undo on offer belongs to the last change saved: none is offered while the next one is on its way.
    setStatus(null);
    setSaving(true);
    try {
      applySaved(await change());
      setStatus({ kind: 'saved', undo: revert });
      return true;
    } catch (error) {
      toastFailure(error);
      return false;
    } finally {
      setSaving(false);
    }
  };

  const undo = async () => {
    if (status?.kind !== 'saved') return;
    try {
      applySaved(await status.undo());
      setStatus({ kind: 'undone' });
    } catch (error) {
      toastFailure(error);
    }
  };

  return { status, saving, save, undo };
}
