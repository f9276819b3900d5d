/**
 * Changing articles. Every save of content is a new version; with versioning on it also keeps a revision
 * (author, time, summary), and only the newest `maxRevisions` revisions stay. A save names the version it was
 * based on: when someone else saved in between, nothing is written and the caller gets the other's change.
 */
import type { ErrorsService, ModuleOrm } from '@artel/sdk/server';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ArticleStatus, RevisionSummary } from '../../shared/articleShapes';
import { titleKey } from '../../shared/titleKey';
import { extractWikiLinks } from '../../shared/wikiLinks';
import { queryRows } from '../db/sqlExecutor';
import { snippetText } from '../search/snippetText';
import { wikiArticles, wikiLinks, wikiRevisions } from '../tables';
import type { WikiConfig } from '../wikiConfig';
import type { ArticleContent } from './articleInput';
import { findArticle } from './articleQueries';
import { relinkArticles, type Relinked } from './relinkArticles';
import type { Reader } from './visibility';

export interface Writer extends Reader {
  config: WikiConfig;
  errors: ErrorsService;
}

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

async function checkTitleFree(tx: ModuleOrm, writer: Writer, content: ArticleContent, exceptId?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: wikiArticles.id })
    .from(wikiArticles)
    .where(
      and(
        eq(wikiArticles.workspaceId, writer.workspaceId),
        eq(wikiArticles.titleKey, titleKey(content.title)),
        isNull(wikiArticles.deletedAt),
      ),
    );
  if (taken && taken.id !== exceptId) throw writer.errors.moduleError('title_taken', 409, { title: content.title });
}

/** The parent must be an article of the workspace the writer sees, and not the article itself or below it. */
async function checkParent(tx: ModuleOrm, writer: Writer, parentId: string | null, articleId?: string): Promise<void> {
  if (!parentId) return;
  if (!(await findArticle(tx, writer, parentId))) throw writer.errors.moduleError('parent_not_found', 400);
  if (!articleId) return;
  const chain = await queryRows<{ id: string }>(
    tx,
    sql`with recursive up(id, parent_id, depth) as (
          select id, parent_id, 1 from wiki_articles where id = ${parentId} and workspace_id = ${writer.workspaceId}
          union all
          select p.id, p.parent_id, up.depth + 1 from wiki_articles p join up on p.id = up.parent_id where up.depth < 100
        )
        select id from up`,
  );
  if (chain.some((row) => row.id === articleId)) throw writer.errors.moduleError('parent_cycle', 400);
}

async function replaceLinks(tx: ModuleOrm, writer: Writer, articleId: string, body: string): Promise<void> {
  await tx.delete(wikiLinks).where(eq(wikiLinks.sourceId, articleId));
  const targets = extractWikiLinks(body);
  if (targets.length === 0) return;
  await tx
    .insert(wikiLinks)
    .values(
      targets.map((target) => ({ sourceId: articleId, workspaceId: writer.workspaceId, targetKey: target.key, targetTitle: target.title })),
    );
}

async function keepRevision(
  tx: ModuleOrm,
  writer: Writer,
  articleId: string,
  number: number,
  content: ArticleContent,
  extra: { summary: string; restoredFrom?: number; relinked?: { from: string; to: string } },
): Promise<void> {
  if (!writer.config.enableVersioning) return;
  await tx.insert(wikiRevisions).values({
    articleId,
    number,
    ...content,
    authorId: writer.userId,
    summary: extra.summary,
    restoredFrom: extra.restoredFrom ?? null,
    relinkedFrom: extra.relinked?.from ?? null,
    relinkedTo: extra.relinked?.to ?? null,
  });
  await tx.execute(sql`
    delete from wiki_revisions where article_id = ${articleId} and id not in (
      select id from wiki_revisions where article_id = ${articleId} order by number desc limit ${writer.config.maxRevisions}
    )`);
}

export interface NewArticle extends ArticleContent {
  parentId: string | null;
  status: ArticleStatus;
  summary: string;
}

export async function createArticle(orm: ModuleOrm, writer: Writer, input: NewArticle): Promise<string> {
  try {
    return await orm.transaction(async (tx) => {
      await checkTitleFree(tx, writer, input);
      await checkParent(tx, writer, input.parentId);
      const now = new Date();
      const [created] = await tx
        .insert(wikiArticles)
        .values({
          workspaceId: writer.workspaceId,
          parentId: input.parentId,
          title: input.title,
          titleKey: titleKey(input.title),
          body: input.body,
          bodyText: snippetText(input.body),
          tags: input.tags,
          status: input.status,
          authorId: writer.userId,
          updatedById: writer.userId,
          publishedAt: input.status === 'published' ? now : null,
        })
        .returning({ id: wikiArticles.id });
      const id = created!.id;
      await keepRevision(tx, writer, id, 1, input, { summary: input.summary });
      await replaceLinks(tx, writer, id, input.body);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw writer.errors.moduleError('title_taken', 409, { title: input.title });
    throw error;
  }
}

export interface ConflictDetails {
  /** The article as the other person left it. */
  current: ArticleContent & { version: number; updatedById: string | null; updatedAt: string };
  /** The version the caller started from, when its revision is still kept: diff it against `current`. */
  base: (ArticleContent & { version: number }) | null;
}

async function conflict(tx: ModuleOrm, writer: Writer, articleId: string, baseVersion: number) {
  const [current] = await queryRows<ConflictDetails['current']>(
    tx,
    sql`select title, body, tags, version, updated_by_id as "updatedById",
          to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"
        from wiki_articles where id = ${articleId}`,
  );
  const [base] = await tx
    .select({ title: wikiRevisions.title, body: wikiRevisions.body, tags: wikiRevisions.tags, version: wikiRevisions.number })
    .from(wikiRevisions)
    .where(and(eq(wikiRevisions.articleId, articleId), eq(wikiRevisions.number, baseVersion)));
  const details: ConflictDetails = { current: current!, base: base ?? null };
  return writer.errors.moduleError('version_conflict', 409, {}, details);
}

export interface ArticleChange extends ArticleContent {
  parentId: string | null;
  summary: string;
  baseVersion: number;
}

export interface SavedArticle {
  version: number;
  /** Other articles whose [[links]] followed a rename, with their new versions. */
  relinked: Relinked[];
}

/** Saves new content; a new title rewrites the links to the old one (relinkArticles.ts). */
export async function updateArticle(
  orm: ModuleOrm,
  writer: Writer,
  articleId: string,
  change: ArticleChange,
  restoredFrom?: number,
): Promise<SavedArticle> {
  try {
    return await orm.transaction(async (tx) => {
      const article = await findArticle(tx, writer, articleId);
      if (!article) throw writer.errors.moduleError('article_not_found', 404);
      if (article.version !== change.baseVersion) throw await conflict(tx, writer, articleId, change.baseVersion);
      await checkTitleFree(tx, writer, change, articleId);
      await checkParent(tx, writer, change.parentId, articleId);
      const [updated] = await tx
        .update(wikiArticles)
        .set({
          title: change.title,
          titleKey: titleKey(change.title),
          body: change.body,
          bodyText: snippetText(change.body),
          tags: change.tags,
          parentId: change.parentId,
          updatedById: writer.userId,
          updatedAt: new Date(),
          version: sql`${wikiArticles.version} + 1`,
        })
        .where(and(eq(wikiArticles.id, articleId), eq(wikiArticles.version, change.baseVersion)))
        .returning({ version: wikiArticles.version });
      if (!updated) throw await conflict(tx, writer, articleId, change.baseVersion);
      await keepRevision(tx, writer, articleId, updated.version, change, { summary: change.summary, restoredFrom });
      await replaceLinks(tx, writer, articleId, change.body);
      if (titleKey(article.title) === titleKey(change.title)) return { version: updated.version, relinked: [] };
      const rename = { from: article.title, to: change.title };
      const relinked = await relinkArticles(
        tx,
        writer,
        { id: articleId, oldTitle: article.title, newTitle: change.title },
        async (sourceId, number, content) => {
          await keepRevision(tx, writer, sourceId, number, content, { summary: '', relinked: rename });
          await replaceLinks(tx, writer, sourceId, content.body);
        },
      );
      return { version: updated.version, relinked };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw writer.errors.moduleError('title_taken', 409, { title: change.title });
    throw error;
  }
}

export async function setStatus(orm: ModuleOrm, writer: Writer, articleId: string, status: ArticleStatus): Promise<void> {
  const article = await findArticle(orm, writer, articleId);
  if (!article) throw writer.errors.moduleError('article_not_found', 404);
  await orm
    .update(wikiArticles)
    .set({ status, publishedAt: status === 'published' ? new Date() : null })
    .where(and(eq(wikiArticles.id, articleId), eq(wikiArticles.workspaceId, writer.workspaceId)));
}

export async function listRevisions(orm: ModuleOrm, articleId: string): Promise<RevisionSummary[]> {
  const rows = await orm
    .select({
      number: wikiRevisions.number,
      title: wikiRevisions.title,
      authorId: wikiRevisions.authorId,
      summary: wikiRevisions.summary,
      restoredFrom: wikiRevisions.restoredFrom,
      relinkedFrom: wikiRevisions.relinkedFrom,
      relinkedTo: wikiRevisions.relinkedTo,
      createdAt: wikiRevisions.createdAt,
    })
    .from(wikiRevisions)
    .where(eq(wikiRevisions.articleId, articleId))
    .orderBy(desc(wikiRevisions.number));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function findRevision(orm: ModuleOrm, articleId: string, number: number) {
  const [row] = await orm
    .select()
    .from(wikiRevisions)
    .where(and(eq(wikiRevisions.articleId, articleId), eq(wikiRevisions.number, number)));
  return row ?? null;
}
