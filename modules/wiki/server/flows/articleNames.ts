/** Articles in a run log, named by their title: those of the workspace only. */
import type { FlowNameResolver, ModuleServices } from '@artel/sdk/server';
import { and, eq, inArray } from 'drizzle-orm';
import { wikiArticles } from '../tables';

export function articleNames(wiki: ModuleServices): FlowNameResolver {
  return async (workspaceId, ids) => {
    const rows = await wiki.db.orm
      .select({ id: wikiArticles.id, name: wikiArticles.title })
      .from(wikiArticles)
      .where(and(eq(wikiArticles.workspaceId, workspaceId), inArray(wikiArticles.id, [...ids])));
    return rows.map((row) => ({ ...row, kind: 'article' as const }));
  };
}
