/**
 * A rename follows its links: every other live article of the workspace whose [[links]] named the old title is
 * rewritten to the new one in the renamer's transaction, as a new version with a revision by the renamer that
 * says why (relinkedFrom/To), so backlinks stay and no `[[Old title]]` turns into a wanted page.
 */
import type { ModuleOrm } from '@artel/sdk/server';
import { sql } from 'drizzle-orm';
import { renameWikiLinks } from '../../shared/renameWikiLinks';
import { titleKey } from '../../shared/titleKey';
import { queryRows } from '../db/sqlExecutor';
import { snippetText } from '../search/snippetText';

export interface Relinked {
  id: string;
  version: number;
}

interface LinkingArticle {
  id: string;
  title: string;
  body: string;
  tags: string[];
}

/** Every article is rewritten, drafts of others too: their links would break as much as published ones. */
export async function relinkArticles(
  tx: ModuleOrm,
  writer: { workspaceId: string; userId: string },
  renamed: { id: string; oldTitle: string; newTitle: string },
  keepRevision: (articleId: string, number: number, content: Omit<LinkingArticle, 'id'>) => Promise<void>,
): Promise<Relinked[]> {
  const sources = await queryRows<LinkingArticle>(
    tx,
    sql`select a.id, a.title, a.body, a.tags from wiki_articles a
        where a.workspace_id = ${writer.workspaceId} and a.deleted_at is null and a.id <> ${renamed.id}
          and exists (select 1 from wiki_links l where l.source_id = a.id and l.target_key = ${titleKey(renamed.oldTitle)})
        order by a.id
        for update`,
  );
  const relinked: Relinked[] = [];
  for (const source of sources) {
    const { text, count } = renameWikiLinks(source.body, renamed.oldTitle, renamed.newTitle);
    if (count === 0) continue;
    const [updated] = await queryRows<{ version: number }>(
      tx,
      sql`update wiki_articles set body = ${text}, body_text = ${snippetText(text)}, version = version + 1, updated_by_id = ${writer.userId}, updated_at = now()
          where id = ${source.id} returning version`,
    );
    await keepRevision(source.id, updated!.version, { title: source.title, body: text, tags: source.tags });
    relinked.push({ id: source.id, version: updated!.version });
  }
  return relinked;
}
