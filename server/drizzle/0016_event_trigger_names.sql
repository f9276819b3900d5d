-- Kanban's flow triggers are named as the events kanban emits (issue 32: one name per fact): saved flows move
-- from the old names to the new, in the indexed column and in the definition the engine and the builder read.
-- Their runs keep their events, whose fields did not change.
UPDATE "flows" SET
	"trigger_type" = "renamed"."to_name",
	"definition" = jsonb_set("definition", '{trigger,type}', to_jsonb("renamed"."to_name"))
FROM (VALUES
	('kanban.card_created', 'kanban.card.created'),
	('kanban.card_moved', 'kanban.card.moved'),
	('kanban.card_assigned', 'kanban.card.assigned'),
	('kanban.card_labeled', 'kanban.card.labeled'),
	('kanban.card_due_soon', 'kanban.card.due_soon'),
	('kanban.card_overdue', 'kanban.card.overdue'),
	('kanban.comment_added', 'kanban.comment.added')
) AS "renamed"("from_name", "to_name")
WHERE "flows"."trigger_type" = "renamed"."from_name" OR "flows"."definition" #>> '{trigger,type}' = "renamed"."from_name";
