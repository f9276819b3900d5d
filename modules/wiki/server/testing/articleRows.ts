/** Articles written straight into the table, for tests of the queries that read them. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { titleKey } from '../../shared/titleKey';
import type { SqlExecutor } from '../db/sqlExecutor';
import { textArray } from '../db/textArray';

export interface ArticleRow {
  workspaceId: string;
  title: string;
  body?: string;
  tags?: string[];
  status?: 'draft' | 'published';
  authorId: string;
  updatedAt?: Date;
}

export async function insertArticle(db: SqlExecutor, row: ArticleRow): Promise<string> {
  const id = randomUUID();
  const { authorId } = row;
  const updatedAt = (row.updatedAt ?? new Date()).toISOString();
  await db.execute(sql`
    insert into wiki_articles (id, workspace_id, title, title_key, body, tags, status, author_id, updated_by_id, updated_at)
    values (${id}, ${row.workspaceId}, ${row.title}, ${titleKey(row.title)}, ${row.body ?? ''},
            ${textArray(row.tags ?? [])}, ${row.status ?? 'published'}, ${authorId}, ${authorId}, ${updatedAt})
  `);
  return id;
}
