import type { WorkspaceMember } from '../workspace/workspaceTypes';

/** The members whose name or e-mail holds what was typed, in their own order; all of them for an empty query. */
export function matchingMembers(members: readonly WorkspaceMember[], query: string): WorkspaceMember[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...members];
  return members.filter((member) => member.name.toLocaleLowerCase().includes(needle) || member.email.toLocaleLowerCase().includes(needle));
}
