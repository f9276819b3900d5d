import { sql } from 'drizzle-orm';
import { slugify } from '@artel/sdk/shared';
import type { Orm } from '../db/database';
import type { CreatedInvitationJson } from '../invitations/invitationSchemas';
import { inviteByEmail } from '../invitations/inviting';
import { AppError } from '../http/errors';
import { enableDefaultModules } from '../marketplace/workspaceModules';
import type { UserRow } from '../users/userSchema';
import { isUniqueViolation } from '../db/uniqueViolation';
import { findWorkspace, insertWorkspace, slugTaken, type StoredWorkspaceValues } from './workspaceData';
import { freeSlugFor } from './workspaceSlugs';

const SLUG_CONSTRAINT = 'workspaces_slug_unique';
/** Two people naming workspaces alike at the same moment can both pick the same free slug; one retries. */
const SLUG_ATTEMPTS = 3;

export interface WorkspaceCreation {
  owner: UserRow;
  values: StoredWorkspaceValues & { inviteEmails: string[] };
  /** An explicit slug, already slugified; taken means 409 rather than a suffix. */
  slug?: string;
}

const slugTakenError = () => new AppError(409, 'slug_taken', 'slug_taken');

/**
 * The workspace, its owner membership, the default modules, and a member invitation for each invited
 * address other than the owner's.
 */
async function createOnce(orm: Orm, { owner, values, slug }: WorkspaceCreation) {
  return orm.transaction(async (tx) => {
    if (slug !== undefined && (await slugTaken(tx, slug))) throw slugTakenError();
    const { inviteEmails, ...stored } = values;
    // Creations of like-named workspaces take turns choosing the free suffix, instead of racing for one.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`workspace-slug:${slug ?? slugify(values.name)}`}))`);
    const workspaceId = await insertWorkspace(tx, owner.id, slug ?? (await freeSlugFor(tx, values.name)), stored);
    await enableDefaultModules(tx, workspaceId);
    const workspace = await findWorkspace(tx, workspaceId);
    if (!workspace) throw new Error('The workspace vanished after it was made');
    const invitations: CreatedInvitationJson[] = [];
    for (const email of inviteEmails) {
      if (email !== owner.email) invitations.push(await inviteByEmail(tx, workspace, email, 'member', owner.id));
    }
    return { workspaceId, invitations };
  });
}

export async function createWorkspace(
  orm: Orm,
  creation: WorkspaceCreation,
): Promise<{ workspaceId: string; invitations: CreatedInvitationJson[] }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await createOnce(orm, creation);
    } catch (error) {
      if (!isUniqueViolation(error, SLUG_CONSTRAINT)) throw error;
      if (creation.slug !== undefined || attempt >= SLUG_ATTEMPTS) throw slugTakenError();
    }
  }
}
