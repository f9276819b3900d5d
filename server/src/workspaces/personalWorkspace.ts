import type { Orm } from '../db/database';
import { workspaceMembers, workspaces } from '../db/schema';

/** A readable, URL-safe slug; the id prefix keeps it unique without a retry loop. */
function personalSlug(email: string, userId: string): string {
  const base = (email.split('@')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${base || 'workspace'}-${userId.slice(0, 8)}`;
}

/** Every user gets one private workspace of their own, which they own. Returns its id. */
export async function createPersonalWorkspace(orm: Orm, owner: { id: string; email: string }, name: string): Promise<string> {
  const [workspace] = await orm
    .insert(workspaces)
    .values({
      slug: personalSlug(owner.email, owner.id),
      name,
      isPersonal: true,
      visibility: 'private',
      icon: 'home',
      color: 'blue',
      ownerId: owner.id,
    })
    .returning({ id: workspaces.id });
  if (!workspace) throw new Error('The personal workspace was not created');
  await orm.insert(workspaceMembers).values({ workspaceId: workspace.id, userId: owner.id, role: 'owner' });
  return workspace.id;
}
