/**
 * Documents of one workspace for the top bar's search (documentQuery.ts): the number, the partner or the
 * amount; an exact number first, then the newest. The caller's workspace is the only one read.
 */
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { ModuleOrm } from '@artel/sdk/server';
import { documents, partners } from '../tables';
import { readDocumentQuery } from './documentQuery';

export interface DocumentSearchHit {
  id: string;
  kind: string;
  number: string;
  date: string;
  state: string;
  total: string;
  partnerId: string;
  partnerName: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export async function searchDocuments(orm: ModuleOrm, workspaceId: string, text: string, limit: number): Promise<DocumentSearchHit[]> {
  const query = readDocumentQuery(text);
  if (!query.kind && query.terms.length === 0) return [];
  const conditions: Array<SQL | undefined> = [eq(documents.workspaceId, workspaceId)];
  if (query.kind) conditions.push(eq(documents.kind, query.kind));
  const inTerm = (term: string) => {
    const like = `%${escapeLike(term)}%`;
    return or(sql`lower(${documents.number}) like ${like}`, sql`${partners.searchText} like ${like}`);
  };
  if (query.amount) {
    conditions.push(or(eq(documents.total, query.amount), sql`lower(${documents.number}) like ${`%${escapeLike(query.amount)}%`}`));
  } else {
    conditions.push(...query.terms.map(inTerm));
  }
  // One word that is a whole number comes first («12» before «112»).
  const exactNumberFirst = query.terms.length === 1 ? [desc(sql`lower(${documents.number}) = ${query.terms[0]}`)] : [];
  const rows = await orm
    .select({
      id: documents.id,
      kind: documents.kind,
      number: documents.number,
      date: documents.date,
      state: documents.state,
      total: documents.total,
      partnerId: documents.partnerId,
      partnerName: partners.name,
    })
    .from(documents)
    .innerJoin(partners, eq(partners.id, documents.partnerId))
    .where(and(...conditions))
    .orderBy(...exactNumberFirst, desc(documents.date), desc(documents.sequence))
    .limit(limit);
  return rows.map((row) => ({ ...row, total: String(row.total) }));
}
