import { slugify, WORKSPACE_SLUG_MAX_LENGTH } from '@artel/sdk/shared';
import type { Orm } from '../db/database';
import { slugsLike, slugTaken } from './workspaceData';

/** The slug for a name: slugify's, or with the lowest free numeric suffix ('team', 'team-2', 'team-3', ...). */
export async function freeSlugFor(orm: Orm, name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set(await slugsLike(orm, base));
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const tail = `-${suffix}`;
    const candidate = `${base.slice(0, WORKSPACE_SLUG_MAX_LENGTH - tail.length).replace(/-+$/, '')}${tail}`;
    // A base cut short for the suffix is no longer a prefix of what `taken` holds, so ask again.
    const free = candidate.startsWith(`${base}-`) ? !taken.has(candidate) : !(await slugTaken(orm, candidate));
    if (free) return candidate;
  }
}
