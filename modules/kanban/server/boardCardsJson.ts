/**
 * The board view's cards as one JSON text built by the database: for a board of 4,000 cards, mapping rows
 * in JavaScript and serialising them again took most of the answer time. Same shape as CardSummary
 * (schemas.ts) and the same order as the board view (rank by code unit, then id).
 */
import { sql } from 'drizzle-orm';
import { type ModuleOrm as Orm } from '@artel/sdk/server';

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export async function boardCardsJson(orm: Orm, boardId: string, archived: boolean): Promise<string> {
  const order = archived ? sql.raw('c.archived_at desc, c.id') : sql.raw('c.rank collate "C", c.id');
  const result = await orm.execute(sql`
    with board_cards as (
      select * from kanban_cards c
      where c.board_id = ${boardId} and (c.archived_at is not null) = ${archived}
    ),
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
    select coalesce(json_agg(json_build_object(
      'id', c.id, 'boardId', c.board_id, 'columnId', c.column_id, 'title', c.title, 'rank', c.rank,
      'priority', c.priority, 'startDate', ${iso('c.start_date')}, 'dueDate', ${iso('c.due_date')},
      'assigneeIds', c.assignee_ids, 'labelIds', c.label_ids,
      'checklist', json_build_object('done', coalesce(cl.done, 0), 'total', coalesce(cl.total, 0)),
      'commentCount', coalesce(cm.total, 0), 'attachmentCount', coalesce(at.total, 0),
      'hasDescription', c.description <> '', 'createdById', c.created_by_id,
      'archivedAt', ${iso('c.archived_at')}, 'updatedAt', ${iso('c.updated_at')}
    ) order by ${order}), '[]')::text as cards
    from board_cards c
    left join checklists cl on cl.card_id = c.id
    left join comments cm on cm.card_id = c.id
    left join attachments at on at.card_id = c.id
  `);
  const [row] = (result as unknown as { rows: Array<{ cards: string }> }).rows;
  return row?.cards ?? '[]';
}
