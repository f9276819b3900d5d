/**
 * Modules the server said were blocked platform-wide, until the lifecycle takes them down: the module list
 * itself leaves blocked modules out, so only the pushed event (moduleListChanges.ts) knows why one went away,
 * and the user leaving its pages (leaveModulePages.ts) should be told that reason.
 */
const blocked = new Set<string>();

export function noteModuleBlocked(moduleId: string, isBlocked: boolean): void {
  if (isBlocked) blocked.add(moduleId);
  else blocked.delete(moduleId);
}

/** Whether the module went away because it was blocked; forgets it either way. */
export function takeModuleBlocked(moduleId: string): boolean {
  return blocked.delete(moduleId);
}
