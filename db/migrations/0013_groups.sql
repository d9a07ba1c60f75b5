CREATE TYPE "public"."group_cancel_reason" AS ENUM('deadline', 'creator', 'owner');--> statement-breakpoint
CREATE TYPE "public"."group_status" AS ENUM('open', 'complete', 'requested', 'confirmed', 'sailed', 'canceled');--> statement-breakpoint
ALTER TYPE "public"."conversation_kind" ADD VALUE 'group';--> statement-breakpoint
CREATE TABLE "group_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seats" integer NOT NULL,
	"card_id" uuid,
	"first_charge_entry_id" uuid,
	"balance_charge_entry_id" uuid,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "group_members_seats" CHECK ("group_members"."seats" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "group_passengers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"creator_id" uuid NOT NULL,
	"boat_id" uuid NOT NULL,
	"booking_id" uuid,
	"status" "group_status" DEFAULT 'open' NOT NULL,
	"sail_date" date NOT NULL,
	"country" text NOT NULL,
	"region_id" integer,
	"province_id" integer,
	"harbour_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"boat_type_id" integer,
	"boat_kind" "boat_kind",
	"number_of_people" integer NOT NULL,
	"min_price_cents" integer,
	"max_price_cents" integer,
	"price_per_person_cents" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"first_payment_percent" integer NOT NULL,
	"name" text NOT NULL,
	"note" text NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"canceled_at" timestamp with time zone,
	"canceled_reason" "group_cancel_reason",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_seats" CHECK ("groups"."seats_taken" >= 0 and "groups"."seats_taken" <= "groups"."number_of_people"),
	CONSTRAINT "groups_people" CHECK ("groups"."number_of_people" between 2 and 50),
	CONSTRAINT "groups_price" CHECK ("groups"."price_per_person_cents" > 0),
	CONSTRAINT "groups_price_range" CHECK (coalesce("groups"."min_price_cents", 0) >= 0 and coalesce("groups"."max_price_cents", "groups"."min_price_cents", 0) >= coalesce("groups"."min_price_cents", 0)),
	CONSTRAINT "groups_first_payment" CHECK ("groups"."first_payment_percent" between 0 and 100),
	CONSTRAINT "groups_complete_seats" CHECK ("groups"."status" not in ('complete', 'requested', 'confirmed', 'sailed') or "groups"."seats_taken" = "groups"."number_of_people"),
	CONSTRAINT "groups_canceled" CHECK (("groups"."status" = 'canceled') = ("groups"."canceled_at" is not null and "groups"."canceled_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_kind_refs";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "sender_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "notice" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "notice_params" jsonb;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_passengers" ADD CONSTRAINT "group_passengers_member_id_group_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."group_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_harbour_id_harbours_id_fk" FOREIGN KEY ("harbour_id") REFERENCES "public"."harbours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_boat_type_id_boat_types_id_fk" FOREIGN KEY ("boat_type_id") REFERENCES "public"."boat_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_active_key" ON "group_members" USING btree ("group_id","user_id") WHERE "group_members"."left_at" is null;--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_passengers_member_position_key" ON "group_passengers" USING btree ("member_id","position");--> statement-breakpoint
CREATE INDEX "groups_list_idx" ON "groups" USING btree ("status","sail_date");--> statement-breakpoint
CREATE INDEX "groups_deadline_idx" ON "groups" USING btree ("deadline_at") WHERE "groups"."status" in ('open', 'complete', 'requested');--> statement-breakpoint
CREATE INDEX "groups_creator_idx" ON "groups" USING btree ("creator_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_group_idx" ON "ledger_entries" USING btree ("group_id") WHERE "ledger_entries"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "bookings_group_idx" ON "bookings" USING btree ("group_id") WHERE "bookings"."group_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_group_key" ON "conversations" USING btree ("group_id") WHERE "conversations"."group_id" is not null;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_kind_refs" CHECK (case "conversations"."kind"::text
        when 'booking' then "conversations"."booking_id" is not null and "conversations"."boat_id" is not null and "conversations"."owner_id" is not null and "conversations"."group_id" is null
        when 'boat' then "conversations"."booking_id" is null and "conversations"."boat_id" is not null and "conversations"."owner_id" is not null and "conversations"."group_id" is null
        when 'group' then "conversations"."group_id" is not null and "conversations"."booking_id" is null and "conversations"."boat_id" is null and "conversations"."owner_id" is null
        else "conversations"."booking_id" is null and "conversations"."boat_id" is null and "conversations"."owner_id" is null and "conversations"."group_id" is null end);--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_notice" CHECK (("messages"."sender_id" is null) = ("messages"."notice" is not null));