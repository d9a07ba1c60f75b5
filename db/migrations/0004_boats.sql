CREATE TYPE "public"."occupancy_kind" AS ENUM('blocked', 'booking', 'group');--> statement-breakpoint
CREATE TABLE "boat_occupancy" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"boat_id" uuid NOT NULL,
	"kind" "occupancy_kind" NOT NULL,
	"during" "tsrange" NOT NULL,
	"reference_id" uuid,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" uuid NOT NULL,
	"boat_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_boat_id_pk" PRIMARY KEY("user_id","boat_id")
);
--> statement-breakpoint
CREATE TABLE "boat_drafts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boats" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "boats" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "boats" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "boats" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "boats" ADD COLUMN "rating_average" double precision;--> statement-breakpoint
ALTER TABLE "boats" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "boat_occupancy" ADD CONSTRAINT "boat_occupancy_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_occupancy" ADD CONSTRAINT "boat_occupancy_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_drafts" ADD CONSTRAINT "boat_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boat_occupancy_reference_idx" ON "boat_occupancy" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "boat_occupancy_upper_idx" ON "boat_occupancy" USING btree (upper("during"));--> statement-breakpoint
CREATE INDEX "favourites_boat_idx" ON "favourites" USING btree ("boat_id");--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Written by hand (drizzle-kit has no EXCLUDE): the database refuses overlapping stretches of one boat.
ALTER TABLE "boat_occupancy" ADD CONSTRAINT "boat_occupancy_bounded" CHECK (NOT isempty("during") AND NOT lower_inf("during") AND NOT upper_inf("during"));--> statement-breakpoint
ALTER TABLE "boat_occupancy" ADD CONSTRAINT "boat_occupancy_no_overlap" EXCLUDE USING gist ("boat_id" WITH =, "during" WITH &&);
