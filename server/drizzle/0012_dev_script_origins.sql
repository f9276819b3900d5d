ALTER TABLE "instance_settings" ADD COLUMN "dev_script_origins" jsonb DEFAULT '[]'::jsonb NOT NULL;
