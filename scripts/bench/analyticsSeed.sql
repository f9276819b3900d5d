-- 50,000 cards (by default) over the bench workspace's boards with a year of history: each card is created at
-- an even spread over the last 365 days and moved 0-4 columns on, hours to days apart, through the activity
-- log, so the kanban trigger builds the card flow exactly as the API would. :cards is replaced by the bench.
CREATE TEMP TABLE bench_columns AS
  SELECT c.board_id, c.id AS column_id,
    (row_number() OVER (PARTITION BY c.board_id ORDER BY c.rank COLLATE "C") - 1)::int AS position,
    dense_rank() OVER (ORDER BY c.board_id)::int - 1 AS board_index
  FROM kanban_columns c JOIN boards b ON b.id = c.board_id WHERE b.workspace_id = :workspace::uuid;
CREATE TEMP TABLE bench_members AS
  SELECT user_id, (row_number() OVER (ORDER BY user_id) - 1)::int AS member_index FROM workspace_members WHERE workspace_id = :workspace::uuid;
CREATE TEMP TABLE bench_cards AS
  SELECT gen_random_uuid() AS id, i,
    i % (SELECT count(DISTINCT board_id) FROM bench_columns)::int AS board_index,
    (i * 7919) % 5 AS steps,
    now() - interval '365 days' + (i::float8 / :cards) * interval '364 days' AS created_at
  FROM generate_series(1, :cards) i;
INSERT INTO kanban_cards (id, board_id, column_id, title, rank, assignee_ids, due_date, created_at, updated_at, created_by_id)
  SELECT card.id, col.board_id, col.column_id, 'Карточка ' || card.i, 'a' || lpad(card.i::text, 8, '0'),
    ARRAY[(SELECT user_id FROM bench_members WHERE member_index = card.i % (SELECT count(*) FROM bench_members))],
    card.created_at + interval '14 days', card.created_at, card.created_at, :owner::uuid
  FROM bench_cards card JOIN bench_columns col ON col.board_index = card.board_index AND col.position = card.steps;
INSERT INTO kanban_activity (board_id, card_id, actor_id, kind, data, created_at)
  SELECT here.board_id, card.id, :owner::uuid,
    CASE WHEN step = 0 THEN 'card.created' ELSE 'card.moved' END,
    CASE WHEN step = 0 THEN jsonb_build_object('columnId', here.column_id)
      ELSE jsonb_build_object('fromColumnId', before.column_id, 'toColumnId', here.column_id) END,
    least(now(), card.created_at + step * (1 + card.i % 47) * interval '7 hours')
  FROM bench_cards card CROSS JOIN generate_series(0, card.steps) step
  JOIN bench_columns here ON here.board_index = card.board_index AND here.position = step
  LEFT JOIN bench_columns before ON before.board_index = card.board_index AND before.position = step - 1
  ORDER BY card.i, step;
