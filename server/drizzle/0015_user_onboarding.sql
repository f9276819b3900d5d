-- The first-run checklist a user hid for good (tables/onboarding.ts); its steps come from the data itself.
CREATE TABLE "user_onboarding" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"dismissed_at" timestamp with time zone NOT NULL
);
