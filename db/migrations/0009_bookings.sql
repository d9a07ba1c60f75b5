CREATE TYPE "public"."booking_duration" AS ENUM('day', 'half_day', 'days');--> statement-breakpoint
CREATE TYPE "public"."booking_party" AS ENUM('client', 'owner');--> statement-breakpoint
CREATE TYPE "public"."booking_reject_reason" AS ENUM('owner', 'unavailable');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('pending', 'accepted', 'rejected', 'expired', 'canceled', 'enjoyed');--> statement-breakpoint
CREATE TYPE "public"."half_day_slot" AS ENUM('morning', 'afternoon');--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"boat_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"status" "booking_status" DEFAULT 'pending' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"duration" "booking_duration" NOT NULL,
	"slot" "half_day_slot",
	"during" "tsrange" NOT NULL,
	"people" integer NOT NULL,
	"skipper" boolean NOT NULL,
	"message" text,
	"price_days" jsonb NOT NULL,
	"boat_cents" integer NOT NULL,
	"skipper_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"first_payment_percent" integer NOT NULL,
	"card_fee_percent" numeric(4, 2) DEFAULT 0 NOT NULL,
	"offer_total_cents" integer,
	"offer_discount_percent" integer,
	"offer_note" text,
	"offered_at" timestamp with time zone,
	"respond_by" timestamp with time zone NOT NULL,
	"card_id" uuid,
	"first_charge_entry_id" uuid,
	"last_charge_failure" text,
	"decided_at" timestamp with time zone,
	"reject_reason" "booking_reject_reason",
	"canceled_at" timestamp with time zone,
	"canceled_by" "booking_party",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_people_positive" CHECK ("bookings"."people" > 0),
	CONSTRAINT "bookings_money" CHECK ("bookings"."boat_cents" >= 0 and "bookings"."skipper_cents" >= 0 and "bookings"."total_cents" >= 0 and coalesce("bookings"."offer_total_cents", 0) >= 0),
	CONSTRAINT "bookings_percents" CHECK ("bookings"."first_payment_percent" between 0 and 100 and "bookings"."card_fee_percent" >= 0 and coalesce("bookings"."offer_discount_percent", 0) between 0 and 100),
	CONSTRAINT "bookings_dates" CHECK ("bookings"."end_date" >= "bookings"."start_date"),
	CONSTRAINT "bookings_slot" CHECK (("bookings"."duration" = 'half_day') = ("bookings"."slot" is not null)),
	CONSTRAINT "bookings_rejected_reason" CHECK (("bookings"."status" = 'rejected') = ("bookings"."reject_reason" is not null)),
	CONSTRAINT "bookings_canceled" CHECK (("bookings"."status" = 'canceled') = ("bookings"."canceled_by" is not null and "bookings"."canceled_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_client_idx" ON "bookings" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_boat_idx" ON "bookings" USING btree ("boat_id","status","start_date");--> statement-breakpoint
CREATE INDEX "bookings_expiry_idx" ON "bookings" USING btree ("status","respond_by") WHERE "bookings"."status" = 'pending';