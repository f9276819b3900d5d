/** The board already has a label of this name (case aside)? The server refuses it too; the dialog says so first. */
import type { KanbanLabel } from '../api/kanbanTypes';

export function labelNameTaken(labels: readonly KanbanLabel[], name: string, exceptId?: string): boolean {
  const wanted = name.trim().toLocaleLowerCase();
  return wanted !== '' && labels.some((label) => label.id !== exceptId && label.name.trim().toLocaleLowerCase() === wanted);
}
