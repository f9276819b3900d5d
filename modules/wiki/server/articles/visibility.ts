import { sql, type SQL } from 'drizzle-orm';

/** Who is reading: a draft is seen by its author and by those who manage the wiki. */
export interface Reader {
  userId: string;
  workspaceId: string;
  seesAllDrafts: boolean;
}

/** The articles of the reader's workspace they may see, as a condition on the alias `a`; trashed ones are not among them. */
export function visibleTo(reader: Reader): SQL {
  const drafts = reader.seesAllDrafts ? sql`true` : sql`a.author_id = ${reader.userId}`;
  return sql`a.workspace_id = ${reader.workspaceId} and a.deleted_at is null and (a.status = 'published' or ${drafts})`;
}
