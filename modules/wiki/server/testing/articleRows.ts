/** Articles written straight into the table as a save writes them, for tests of the queries that read them. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { titleKey } from '../../shared/titleKey';
import type { SqlExecutor } from '../db/sqlExecutor';
import { snippetText } from '../search/snippetText';
import { textArray } from '../db/textArray';

export interface ArticleRow {
  workspaceId: string;
  title: string;
  body?: string;
  tags?: string[];
  status?: 'draft' | 'published';
  authorId: string;
  updatedAt?: Date;
  /** Last saved before the snippet text was kept (migration 0005): no body_text, as such rows have. */
  savedBeforeSnippetText?: boolean;
}

export async function insertArticle(db: SqlExecutor, row: ArticleRow): Promise<string> {
  const id = randomUUID();
  const { authorId } = row;
  const updatedAt = (row.updatedAt ?? new Date()).toISOString();
  await db.execute(sql`
    insert into wiki_articles (id, workspace_id, title, title_key, body, body_text, tags, status, author_id, updated_by_id, updated_at)
    values (${id}, ${row.workspaceId}, ${row.title}, ${titleKey(row.title)}, ${row.body ?? ''}, ${row.savedBeforeSnippetText ? null : snippetText(row.body ?? '')},
            ${textArray(row.tags ?? [])}, ${row.status ?? 'published'}, ${authorId}, ${authorId}, ${updatedAt})
  `);
  return id;
}
