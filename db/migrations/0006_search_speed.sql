DROP INDEX "boat_occupancy_during_idx";--> statement-breakpoint
ALTER TABLE "boats" ADD COLUMN "day_price_low_cents" integer;--> statement-breakpoint
ALTER TABLE "boats" ADD COLUMN "day_price_mid_cents" integer;--> statement-breakpoint
ALTER TABLE "boats" ADD COLUMN "day_price_high_cents" integer;--> statement-breakpoint
ALTER TABLE "boats" ADD COLUMN "half_day_price_low_cents" integer;--> statement-breakpoint
ALTER TABLE "boats" ADD COLUMN "half_day_price_mid_cents" integer;--> statement-breakpoint
ALTER TABLE "boats" ADD COLUMN "half_day_price_high_cents" integer;--> statement-breakpoint
-- The search reads these instead of the tables (docs/decisions/0016-boat-search.md). Written by
-- hand: Drizzle does not express INCLUDE.
-- Taken boats over some dates, from the index alone: `kind` is there so that the search can ask
-- for a column the exclusion constraint's index (boat_id, during) lacks; else the planner takes
-- that index, which cannot narrow by `during` first, and reads all of it.
CREATE INDEX "boat_occupancy_search_idx" ON "boat_occupancy" USING gist ("during") INCLUDE ("boat_id", "kind");--> statement-breakpoint
CREATE INDEX "boats_search_idx" ON "boats" USING btree ("harbour_id") INCLUDE ("id", "boat_type_id", "number_of_places", "night_places", "min_days", "length_m", "skipper", "skipper_price_cents", "rating_average", "rating_count", "from_price_cents", "published_at", "day_price_low_cents", "day_price_mid_cents", "day_price_high_cents", "half_day_price_low_cents", "half_day_price_mid_cents", "half_day_price_high_cents") WHERE "boats"."status" = 'published';--> statement-breakpoint
-- boats.*_price_*_cents are copies of boat_prices, kept by the database whoever writes prices
-- (the boat form, the seed, the factories, bulk loads): one update per statement and boat.
CREATE FUNCTION "boats_copy_prices"(changed uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "boats" SET
    "day_price_low_cents" = p.day_low,
    "day_price_mid_cents" = p.day_mid,
    "day_price_high_cents" = p.day_high,
    "half_day_price_low_cents" = p.half_low,
    "half_day_price_mid_cents" = p.half_mid,
    "half_day_price_high_cents" = p.half_high
  FROM (
    SELECT c.id,
      max(bp.day_price_cents) FILTER (WHERE bp.season = 'low') AS day_low,
      max(bp.day_price_cents) FILTER (WHERE bp.season = 'mid') AS day_mid,
      max(bp.day_price_cents) FILTER (WHERE bp.season = 'high') AS day_high,
      max(bp.half_day_price_cents) FILTER (WHERE bp.season = 'low') AS half_low,
      max(bp.half_day_price_cents) FILTER (WHERE bp.season = 'mid') AS half_mid,
      max(bp.half_day_price_cents) FILTER (WHERE bp.season = 'high') AS half_high
    FROM (SELECT DISTINCT unnest(changed) AS id) c
    LEFT JOIN "boat_prices" bp ON bp.boat_id = c.id
    GROUP BY c.id
  ) p
  WHERE "boats"."id" = p.id
$$;--> statement-breakpoint
CREATE FUNCTION "boat_prices_copied_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "boats_copy_prices"(ARRAY(SELECT boat_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "boat_prices_copied_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "boats_copy_prices"(ARRAY(SELECT boat_id FROM new_rows UNION SELECT boat_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "boat_prices_copied_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "boats_copy_prices"(ARRAY(SELECT boat_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "boat_prices_copy_insert" AFTER INSERT ON "boat_prices" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "boat_prices_copied_on_insert"();--> statement-breakpoint
CREATE TRIGGER "boat_prices_copy_update" AFTER UPDATE ON "boat_prices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "boat_prices_copied_on_update"();--> statement-breakpoint
CREATE TRIGGER "boat_prices_copy_delete" AFTER DELETE ON "boat_prices" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "boat_prices_copied_on_delete"();--> statement-breakpoint
SELECT "boats_copy_prices"(ARRAY(SELECT DISTINCT boat_id FROM "boat_prices"));
