/** Notes that someone opened an article today: the wiki's "most read" counts readers a day, not page loads. */
import type { ModuleOrm } from '@artel/sdk/server';
import { sql } from 'drizzle-orm';
import { wikiArticleReads } from '../tables';

export async function recordRead(orm: ModuleOrm, read: { articleId: string; workspaceId: string; userId: string }): Promise<void> {
  await orm
    .insert(wikiArticleReads)
    .values({ ...read, day: sql`(now() at time zone 'UTC')::date` })
    .onConflictDoNothing();
}
