ALTER TABLE "telegram_bots" DROP COLUMN "api_root";
