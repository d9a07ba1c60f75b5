ALTER TYPE "public"."boat_status" ADD VALUE 'unpublished';--> statement-breakpoint
CREATE TABLE "boat_calendar_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"boat_id" uuid NOT NULL,
	"url" text NOT NULL,
	"name" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"event_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "boats" ADD COLUMN "calendar_token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "boat_occupancy" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "boat_occupancy" ADD COLUMN "external_uid" text;--> statement-breakpoint
ALTER TABLE "boat_calendar_imports" ADD CONSTRAINT "boat_calendar_imports_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_calendar_imports" ADD CONSTRAINT "boat_calendar_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "boat_calendar_imports_boat_url_key" ON "boat_calendar_imports" USING btree ("boat_id","url");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id") WHERE "audit_log"."actor_id" is not null;--> statement-breakpoint
ALTER TABLE "boat_occupancy" ADD CONSTRAINT "boat_occupancy_import_id_boat_calendar_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."boat_calendar_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boat_occupancy_import_idx" ON "boat_occupancy" USING btree ("import_id") WHERE "boat_occupancy"."import_id" is not null;--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_calendar_token_unique" UNIQUE("calendar_token");--> statement-breakpoint
-- by hand: an imported calendar's events only ever block the boat
ALTER TABLE "boat_occupancy" ADD CONSTRAINT "boat_occupancy_import_blocked" CHECK ("import_id" is null or "kind" = 'blocked');--> statement-breakpoint
-- by hand: the audit log is append-only, like the ledger
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
