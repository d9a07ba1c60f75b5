ALTER TABLE "messages" DROP CONSTRAINT "messages_body_length";--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD COLUMN "alerted_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD COLUMN "alert_checked_at" timestamp with time zone;--> statement-breakpoint
-- Written by hand (docs/decisions/0026-message-alerts-and-erasure.md): the conversations that exist
-- now count as checked, so the first alert job does not mail about every old unread message; their
-- next message makes them due again.
UPDATE "conversation_participants" SET "alert_checked_at" = "activity_at";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "conversation_participants_alert_idx" ON "conversation_participants" USING btree ("activity_at") WHERE "conversation_participants"."activity_at" is distinct from "conversation_participants"."alert_checked_at" and "conversation_participants"."role" <> 'support';--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_alerted" CHECK ("conversation_participants"."alerted_seq" >= 0);--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_body_length" CHECK (case when "messages"."erased_at" is null then char_length("messages"."body") between 1 and 2000 else "messages"."body" = '' end);