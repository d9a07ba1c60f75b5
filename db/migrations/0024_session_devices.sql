-- Decision 0070 (docs/decisions/0070-sessions-page.md): each refresh-token family is a session
-- the account settings list, with its login time and device. Drizzle wrote the statements but the
-- update.
ALTER TABLE "refresh_tokens" ADD COLUMN "signed_in_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "user_agent" text;--> statement-breakpoint
-- Written by hand: the tokens already issued get their family's first token time as the login.
UPDATE "refresh_tokens" AS "t" SET "signed_in_at" = "f"."first" FROM (SELECT "family_id", min("created_at") AS "first" FROM "refresh_tokens" GROUP BY "family_id") AS "f" WHERE "f"."family_id" = "t"."family_id";--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");
