ALTER TABLE "modules" ADD COLUMN "approved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_developer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Modules already in the catalogue stay there: bundled ones always are, developer ones were visible before approval existed.
UPDATE "modules" SET "approved" = true;--> statement-breakpoint
-- Organisation membership is explicit now: joining a workspace made people members of its organisation,
-- so those rows go; the creator of an organisation is its owner.
DELETE FROM "legal_entity_members" WHERE "role" = 'member';--> statement-breakpoint
INSERT INTO "legal_entity_members" ("legal_entity_id", "user_id", "role")
SELECT "id", "owner_id", 'owner' FROM "legal_entities"
ON CONFLICT ("legal_entity_id", "user_id") DO UPDATE SET "role" = 'owner';--> statement-breakpoint
UPDATE "users" SET "preferred_legal_entity_id" = NULL
WHERE "preferred_legal_entity_id" IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM "legal_entity_members" AS "m"
  WHERE "m"."legal_entity_id" = "users"."preferred_legal_entity_id" AND "m"."user_id" = "users"."id"
);
