ALTER TABLE "notifications" ADD COLUMN "texts" jsonb;
