ALTER TABLE "boats" ADD COLUMN "busy" "tsmultirange" DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Written by hand from here (Drizzle expresses neither triggers nor INCLUDE);
-- docs/decisions/0042-boat-busy-multirange.md.
-- Each boat's occupancy as one multirange, changed by the rows each statement adds and removes.
-- Incremental (busy - removed + added), never recomputed: under READ COMMITTED a transaction that
-- waited for the boat's row applies its change to the version the other one committed, where a
-- recomputation would read its own older snapshot and drop the other's stretch. Exact because a
-- boat's stretches never overlap (boat_occupancy_no_overlap): removing one frees only its time.
CREATE FUNCTION "boats_busy_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "boats" b SET "busy" = b."busy" - r.during
    FROM (SELECT boat_id, range_agg(during) AS during FROM old_rows GROUP BY boat_id) r
    WHERE b.id = r.boat_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE "boats" b SET "busy" = b."busy" + r.during
    FROM (SELECT boat_id, range_agg(during) AS during FROM new_rows GROUP BY boat_id) r
    WHERE b.id = r.boat_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "boats_busy_insert" AFTER INSERT ON "boat_occupancy" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "boats_busy_changed"();--> statement-breakpoint
CREATE TRIGGER "boats_busy_update" AFTER UPDATE ON "boat_occupancy" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "boats_busy_changed"();--> statement-breakpoint
CREATE TRIGGER "boats_busy_delete" AFTER DELETE ON "boat_occupancy" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "boats_busy_changed"();--> statement-breakpoint
UPDATE "boats" b SET "busy" = r.during
FROM (SELECT boat_id, range_agg(during) AS during FROM "boat_occupancy" GROUP BY boat_id) r
WHERE b.id = r.boat_id;--> statement-breakpoint
-- The search's covering indexes (migration 0007) also carry it: a search checks a candidate's
-- dates on the index entry it already reads.
DROP INDEX "boats_rank_idx";--> statement-breakpoint
CREATE INDEX "boats_rank_idx" ON "boats" USING btree ("harbour_id", "search_score" DESC, "id") INCLUDE ("boat_type_id", "number_of_places", "night_places", "min_days", "length_m", "skipper", "skipper_price_cents", "rating_average", "rating_count", "from_price_cents", "published_at", "day_price_low_cents", "day_price_mid_cents", "day_price_high_cents", "half_day_price_low_cents", "half_day_price_mid_cents", "half_day_price_high_cents", "busy") WHERE "boats"."status" = 'published';--> statement-breakpoint
DROP INDEX "boats_day_total_low_idx";--> statement-breakpoint
CREATE INDEX "boats_day_total_low_idx" ON "boats" USING btree ("day_total_low_cents", "id") INCLUDE ("harbour_id", "boat_type_id", "number_of_places", "night_places", "min_days", "length_m", "skipper", "busy") WHERE "boats"."status" = 'published';--> statement-breakpoint
DROP INDEX "boats_day_total_mid_idx";--> statement-breakpoint
CREATE INDEX "boats_day_total_mid_idx" ON "boats" USING btree ("day_total_mid_cents", "id") INCLUDE ("harbour_id", "boat_type_id", "number_of_places", "night_places", "min_days", "length_m", "skipper", "busy") WHERE "boats"."status" = 'published';--> statement-breakpoint
DROP INDEX "boats_day_total_high_idx";--> statement-breakpoint
CREATE INDEX "boats_day_total_high_idx" ON "boats" USING btree ("day_total_high_cents", "id") INCLUDE ("harbour_id", "boat_type_id", "number_of_places", "night_places", "min_days", "length_m", "skipper", "busy") WHERE "boats"."status" = 'published';
--> statement-breakpoint
-- The search no longer looks up every taken boat of some dates (migration 0006): `busy` answers.
DROP INDEX "boat_occupancy_search_idx";
