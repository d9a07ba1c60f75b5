-- Decision 0055 (docs/decisions/0055-own-seasons-span.md). Drizzle wrote the first three
-- statements: all boats by status and harbour gave way to the unpublished ones by harbour.
DROP INDEX "boats_status_harbour_idx";--> statement-breakpoint
ALTER TABLE "boats" ADD COLUMN "own_seasons_from" date;--> statement-breakpoint
CREATE INDEX "boats_harbour_idx" ON "boats" USING btree ("harbour_id") WHERE "boats"."status" <> 'published';--> statement-breakpoint
-- Written by hand from here (Drizzle expresses neither triggers nor INCLUDE); decision 0055.
-- The first day of each boat's own season ranges beside the last (migration 0019), both kept by
-- the triggers on boat_seasons, recomputed for the boats a statement touched.
CREATE OR REPLACE FUNCTION "boats_own_seasons_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "boats" b SET ("own_seasons_from", "own_seasons_until") =
      (SELECT min(s.start_date), max(s.end_date) FROM "boat_seasons" s WHERE s.boat_id = b.id)
    WHERE b.id IN (SELECT boat_id FROM old_rows);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE "boats" b SET ("own_seasons_from", "own_seasons_until") =
      (SELECT min(s.start_date), max(s.end_date) FROM "boat_seasons" s WHERE s.boat_id = b.id)
    WHERE b.id IN (SELECT boat_id FROM new_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE "boats" b SET "own_seasons_from" = s.since
FROM (SELECT boat_id, min(start_date) AS since FROM "boat_seasons" GROUP BY boat_id) s
WHERE b.id = s.boat_id;--> statement-breakpoint
-- Every index the search reads boats from carries both days: whether the boat's own seasons can
-- meet the stay is then read from the index, where a lookup of boat_seasons per search (hashing
-- every range over the stay) cost about 0.4 ms of each search that prices boats.
DROP INDEX "boats_day_total_high_idx";--> statement-breakpoint
CREATE INDEX "boats_day_total_high_idx" ON "boats" USING btree (day_total_high_cents, id) INCLUDE (harbour_id, boat_type_id, number_of_places, night_places, min_days, length_m, skipper, busy, own_seasons_from, own_seasons_until) WHERE (status = 'published'::boat_status);--> statement-breakpoint
DROP INDEX "boats_day_total_low_idx";--> statement-breakpoint
CREATE INDEX "boats_day_total_low_idx" ON "boats" USING btree (day_total_low_cents, id) INCLUDE (harbour_id, boat_type_id, number_of_places, night_places, min_days, length_m, skipper, busy, own_seasons_from, own_seasons_until) WHERE (status = 'published'::boat_status);--> statement-breakpoint
DROP INDEX "boats_day_total_mid_idx";--> statement-breakpoint
CREATE INDEX "boats_day_total_mid_idx" ON "boats" USING btree (day_total_mid_cents, id) INCLUDE (harbour_id, boat_type_id, number_of_places, night_places, min_days, length_m, skipper, busy, own_seasons_from, own_seasons_until) WHERE (status = 'published'::boat_status);--> statement-breakpoint
DROP INDEX "boats_half_day_total_high_idx";--> statement-breakpoint
CREATE INDEX "boats_half_day_total_high_idx" ON "boats" USING btree (half_day_total_high_cents, id) INCLUDE (harbour_id, boat_type_id, number_of_places, night_places, min_days, length_m, skipper, busy, own_seasons_from, own_seasons_until) WHERE ((status = 'published'::boat_status) AND (half_day_total_high_cents IS NOT NULL));--> statement-breakpoint
DROP INDEX "boats_half_day_total_low_idx";--> statement-breakpoint
CREATE INDEX "boats_half_day_total_low_idx" ON "boats" USING btree (half_day_total_low_cents, id) INCLUDE (harbour_id, boat_type_id, number_of_places, night_places, min_days, length_m, skipper, busy, own_seasons_from, own_seasons_until) WHERE ((status = 'published'::boat_status) AND (half_day_total_low_cents IS NOT NULL));--> statement-breakpoint
DROP INDEX "boats_half_day_total_mid_idx";--> statement-breakpoint
CREATE INDEX "boats_half_day_total_mid_idx" ON "boats" USING btree (half_day_total_mid_cents, id) INCLUDE (harbour_id, boat_type_id, number_of_places, night_places, min_days, length_m, skipper, busy, own_seasons_from, own_seasons_until) WHERE ((status = 'published'::boat_status) AND (half_day_total_mid_cents IS NOT NULL));--> statement-breakpoint
DROP INDEX "boats_own_seasons_idx";--> statement-breakpoint
CREATE INDEX "boats_own_seasons_idx" ON "boats" USING btree (harbour_id, own_seasons_until) INCLUDE (id, boat_type_id, number_of_places, night_places, min_days, length_m, skipper, day_total_low_cents, day_total_mid_cents, day_total_high_cents, half_day_total_low_cents, half_day_total_mid_cents, half_day_total_high_cents, busy, own_seasons_from) WHERE ((status = 'published'::boat_status) AND (own_seasons_until IS NOT NULL));--> statement-breakpoint
DROP INDEX "boats_published_newest_idx";--> statement-breakpoint
CREATE INDEX "boats_published_newest_idx" ON "boats" USING btree (published_at DESC NULLS LAST, id) INCLUDE (harbour_id, boat_type_id, number_of_places, night_places, min_days, length_m, skipper, skipper_price_cents, day_price_low_cents, day_price_mid_cents, day_price_high_cents, half_day_price_low_cents, half_day_price_mid_cents, half_day_price_high_cents, busy, own_seasons_from, own_seasons_until) WHERE (status = 'published'::boat_status);--> statement-breakpoint
DROP INDEX "boats_published_rating_idx";--> statement-breakpoint
CREATE INDEX "boats_published_rating_idx" ON "boats" USING btree (rating_average DESC NULLS LAST, rating_count DESC, id) INCLUDE (harbour_id, boat_type_id, number_of_places, night_places, min_days, length_m, skipper, skipper_price_cents, day_price_low_cents, day_price_mid_cents, day_price_high_cents, half_day_price_low_cents, half_day_price_mid_cents, half_day_price_high_cents, busy, own_seasons_from, own_seasons_until) WHERE (status = 'published'::boat_status);--> statement-breakpoint
DROP INDEX "boats_rank_idx";--> statement-breakpoint
CREATE INDEX "boats_rank_idx" ON "boats" USING btree (harbour_id, search_score DESC, id) INCLUDE (boat_type_id, number_of_places, night_places, min_days, length_m, skipper, skipper_price_cents, rating_average, rating_count, from_price_cents, published_at, day_price_low_cents, day_price_mid_cents, day_price_high_cents, half_day_price_low_cents, half_day_price_mid_cents, half_day_price_high_cents, busy, own_seasons_from, own_seasons_until) WHERE (status = 'published'::boat_status);--> statement-breakpoint
DROP INDEX "boats_rank_type_idx";--> statement-breakpoint
CREATE INDEX "boats_rank_type_idx" ON "boats" USING btree (harbour_id, boat_type_id, search_score DESC, id) INCLUDE (number_of_places, night_places, min_days, length_m, skipper, skipper_price_cents, rating_average, rating_count, from_price_cents, published_at, day_price_low_cents, day_price_mid_cents, day_price_high_cents, half_day_price_low_cents, half_day_price_mid_cents, half_day_price_high_cents, busy, own_seasons_from, own_seasons_until) WHERE (status = 'published'::boat_status);
