DROP INDEX "contragents_partners_workspace_inn_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "contragents_partners_workspace_inn_idx" ON "contragents_partners" USING btree ("workspace_id","inn") WHERE deleted_at is null and inn <> '';--> statement-breakpoint
-- A self-employed partner is not registered as an entrepreneur: an ОГРНИП typed in for one before was a mistake.
UPDATE "contragents_partners" SET "ogrn" = '' WHERE "type" = 'ie' AND "ogrn" <> '';--> statement-breakpoint
-- Only legal entities have a КПП.
UPDATE "contragents_partners" SET "kpp" = '' WHERE "type" <> 'company' AND "kpp" <> '';
