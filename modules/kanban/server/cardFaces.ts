/**
 * The board's card faces as JSON built by the database: for a board of 4,000 cards, mapping rows in JavaScript
 * and serialising them again took most of the answer time. Same shape as CardSummary (schemas.ts).
 */
import { type SQL, sql } from 'drizzle-orm';
import { type ModuleOrm as Orm } from '@artel/sdk/server';
import type { CardFace } from './sharedBoardView';

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** Rows id, rank, archived_at and face (json) of the board's cards that `where` (on `c`) keeps. */
const faces = (where: SQL) => sql`
  with board_cards as (select * from kanban_cards c where ${where}),
  checklists as (
    select card_id, count(*)::int as total, (count(*) filter (where done))::int as done
    from kanban_checklist_items where card_id in (select id from board_cards) group by card_id
  ),
  comments as (
    select card_id, count(*)::int as total from kanban_comments where card_id in (select id from board_cards) group by card_id
  ),
  attachments as (
    select card_id, count(*)::int as total from kanban_attachments where card_id in (select id from board_cards) group by card_id
  )
  select c.id, c.rank, c.archived_at, json_build_object(
    'id', c.id, 'boardId', c.board_id, 'columnId', c.column_id, 'title', c.title, 'rank', c.rank,
    'priority', c.priority, 'startDate', ${iso('c.start_date')}, 'dueDate', ${iso('c.due_date')}, 'dueComplete', c.due_complete,
    'assigneeIds', c.assignee_ids, 'labelIds', c.label_ids,
    'checklist', json_build_object('done', coalesce(cl.done, 0), 'total', coalesce(cl.total, 0)),
    'commentCount', coalesce(cm.total, 0), 'attachmentCount', coalesce(at.total, 0),
    'hasDescription', c.description <> '', 'createdById', c.created_by_id,
    'archivedAt', ${iso('c.archived_at')}, 'updatedAt', ${iso('c.updated_at')}
  ) as face
  from board_cards c
  left join checklists cl on cl.card_id = c.id
  left join comments cm on cm.card_id = c.id
  left join attachments at on at.card_id = c.id`;

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** The archived cards of a board, the most recently archived first, as one JSON array. */
export async function archivedCardsJson(orm: Orm, boardId: string): Promise<string> {
  const result = await orm.execute(sql`
    select coalesce(json_agg(f.face order by f.archived_at desc, f.id), '[]')::text as cards
    from (${faces(sql`c.board_id = ${boardId} and c.archived_at is not null`)}) f`);
  return rowsOf<{ cards: string }>(result)[0]?.cards ?? '[]';
}

/** The faces of the board view (cards not archived), in its order: rank by code unit, then id. */
export async function boardCardFaces(orm: Orm, boardId: string): Promise<CardFace[]> {
  const result = await orm.execute(sql`
    select f.id, f.rank, f.face::text as json
    from (${faces(sql`c.board_id = ${boardId} and c.archived_at is null`)}) f
    order by f.rank collate "C", f.id`);
  return rowsOf<CardFace>(result);
}

/** One card's face as the board view shows it, or null when it is not on that board's view (archived, deleted, moved away). */
export async function boardCardFace(orm: Orm, boardId: string, cardId: string): Promise<CardFace | null> {
  const result = await orm.execute(sql`
    select f.id, f.rank, f.face::text as json
    from (${faces(sql`c.id = ${cardId} and c.board_id = ${boardId} and c.archived_at is null`)}) f`);
  return rowsOf<CardFace>(result)[0] ?? null;
}
