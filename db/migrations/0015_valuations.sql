CREATE TYPE "public"."valuation_author" AS ENUM('client', 'owner');--> statement-breakpoint
CREATE TYPE "public"."valuation_reminder_kind" AS ENUM('first', 'last');--> statement-breakpoint
ALTER TYPE "public"."group_cancel_reason" ADD VALUE 'admin';--> statement-breakpoint
CREATE TABLE "valuation_reminders" (
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "valuation_reminder_kind" NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "valuation_reminders_booking_id_user_id_kind_pk" PRIMARY KEY("booking_id","user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "valuations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"boat_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"author" "valuation_author" NOT NULL,
	"rating" smallint NOT NULL,
	"boat_condition" smallint,
	"cleanliness" smallint,
	"communication" smallint,
	"value" smallint,
	"comment" text NOT NULL,
	"lang" "lang" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" uuid,
	CONSTRAINT "valuations_rating" CHECK ("valuations"."rating" between 1 and 5),
	CONSTRAINT "valuations_categories" CHECK (case when "valuations"."author" = 'client'
        then coalesce("valuations"."boat_condition" between 1 and 5 and "valuations"."cleanliness" between 1 and 5
          and "valuations"."communication" between 1 and 5 and "valuations"."value" between 1 and 5, false)
        else num_nonnulls("valuations"."boat_condition", "valuations"."cleanliness", "valuations"."communication", "valuations"."value") = 0 end),
	CONSTRAINT "valuations_comment" CHECK (char_length("valuations"."comment") between 1 and 2000),
	CONSTRAINT "valuations_reply" CHECK (("valuations"."reply" is null) = ("valuations"."replied_at" is null) and ("valuations"."reply" is null or "valuations"."author" = 'client')),
	CONSTRAINT "valuations_hidden" CHECK (("valuations"."hidden_at" is null) = ("valuations"."hidden_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "owner_rating_average" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "owner_rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "client_rating_average" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "client_rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "boats" ADD COLUMN "rating_boat_condition" double precision;--> statement-breakpoint
ALTER TABLE "boats" ADD COLUMN "rating_cleanliness" double precision;--> statement-breakpoint
ALTER TABLE "boats" ADD COLUMN "rating_communication" double precision;--> statement-breakpoint
ALTER TABLE "boats" ADD COLUMN "rating_value" double precision;--> statement-breakpoint
ALTER TABLE "valuation_reminders" ADD CONSTRAINT "valuation_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuation_reminders" ADD CONSTRAINT "valuation_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "valuations_once_key" ON "valuations" USING btree ("booking_id","client_id","author");--> statement-breakpoint
CREATE INDEX "valuations_boat_published_idx" ON "valuations" USING btree ("boat_id","revealed_at" DESC NULLS LAST,"id") WHERE "valuations"."author" = 'client' and "valuations"."revealed_at" is not null and "valuations"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "valuations_owner_idx" ON "valuations" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "valuations_client_idx" ON "valuations" USING btree ("client_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "valuations_unrevealed_idx" ON "valuations" USING btree ("closes_at") WHERE "valuations"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "bookings_enjoyed_end_idx" ON "bookings" USING btree ("end_date") WHERE "bookings"."status" = 'enjoyed';--> statement-breakpoint
-- by hand: the rating figures of the boat, its owner and the client follow every change of their
-- valuations, in the same transaction (only published, not hidden, valuations count)
CREATE FUNCTION "valuations_refresh"(p_author "valuation_author", p_boat uuid, p_owner uuid, p_client uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_author = 'client' THEN
    UPDATE "boats" b SET
      "rating_average" = s.average, "rating_count" = s.count,
      "rating_boat_condition" = s.boat_condition, "rating_cleanliness" = s.cleanliness,
      "rating_communication" = s.communication, "rating_value" = s.value
    FROM (
      SELECT avg(v.rating)::double precision AS average, count(*)::int AS count,
             avg(v.boat_condition)::double precision AS boat_condition,
             avg(v.cleanliness)::double precision AS cleanliness,
             avg(v.communication)::double precision AS communication,
             avg(v.value)::double precision AS value
      FROM "valuations" v
      WHERE v.boat_id = p_boat AND v.author = 'client'
        AND v.revealed_at IS NOT NULL AND v.hidden_at IS NULL
    ) s
    WHERE b.id = p_boat;
    UPDATE "users" u SET "owner_rating_average" = s.average, "owner_rating_count" = s.count
    FROM (
      SELECT avg(v.rating)::double precision AS average, count(*)::int AS count
      FROM "valuations" v
      WHERE v.owner_id = p_owner AND v.author = 'client'
        AND v.revealed_at IS NOT NULL AND v.hidden_at IS NULL
    ) s
    WHERE u.id = p_owner;
  ELSE
    UPDATE "users" u SET "client_rating_average" = s.average, "client_rating_count" = s.count
    FROM (
      SELECT avg(v.rating)::double precision AS average, count(*)::int AS count
      FROM "valuations" v
      WHERE v.client_id = p_client AND v.author = 'owner'
        AND v.revealed_at IS NOT NULL AND v.hidden_at IS NULL
    ) s
    WHERE u.id = p_client;
  END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "valuations_refresh_ratings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM "valuations_refresh"(NEW.author, NEW.boat_id, NEW.owner_id, NEW.client_id);
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD.boat_id, OLD.owner_id, OLD.client_id, OLD.author)
      IS DISTINCT FROM (NEW.boat_id, NEW.owner_id, NEW.client_id, NEW.author)) THEN
    PERFORM "valuations_refresh"(OLD.author, OLD.boat_id, OLD.owner_id, OLD.client_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "valuations_ratings" AFTER INSERT OR DELETE OR UPDATE OF "revealed_at", "hidden_at", "rating", "boat_condition", "cleanliness", "communication", "value" ON "valuations" FOR EACH ROW EXECUTE FUNCTION "valuations_refresh_ratings"();--> statement-breakpoint
-- by hand: a valuation is of a trip that happened, by one of its sides, inside its window
ALTER TABLE "valuations" ADD CONSTRAINT "valuations_in_window" CHECK ("created_at" <= "closes_at");
