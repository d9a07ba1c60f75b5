ALTER TABLE "boats" ADD COLUMN "search_score" double precision GENERATED ALWAYS AS (((coalesce(rating_average, 0) * rating_count + 12.6) / (rating_count + 3))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "boats" ADD COLUMN "day_total_low_cents" integer GENERATED ALWAYS AS (day_price_low_cents + case when skipper = 'mandatory' then skipper_price_cents else 0 end) STORED;--> statement-breakpoint
ALTER TABLE "boats" ADD COLUMN "day_total_mid_cents" integer GENERATED ALWAYS AS (day_price_mid_cents + case when skipper = 'mandatory' then skipper_price_cents else 0 end) STORED;--> statement-breakpoint
ALTER TABLE "boats" ADD COLUMN "day_total_high_cents" integer GENERATED ALWAYS AS (day_price_high_cents + case when skipper = 'mandatory' then skipper_price_cents else 0 end) STORED;--> statement-breakpoint
-- Written by hand (Drizzle does not express INCLUDE); docs/decisions/0016-boat-search.md.
-- Relevance: each harbour's published boats best first, so a search takes the first boats of
-- every harbour it covers instead of ranking every match. It leads with the harbour like the
-- index it replaces and covers the same columns: a search by place still reads only the index.
DROP INDEX "boats_search_idx";--> statement-breakpoint
CREATE INDEX "boats_rank_idx" ON "boats" USING btree ("harbour_id", "search_score" DESC, "id") INCLUDE ("boat_type_id", "number_of_places", "night_places", "min_days", "length_m", "skipper", "skipper_price_cents", "rating_average", "rating_count", "from_price_cents", "published_at", "day_price_low_cents", "day_price_mid_cents", "day_price_high_cents", "half_day_price_low_cents", "half_day_price_mid_cents", "half_day_price_high_cents") WHERE "boats"."status" = 'published';--> statement-breakpoint
-- A stay within one season costs `days × day_total_<season>` on the default calendar: the
-- cheapest (or dearest) boats of the dates are the first of one of these.
CREATE INDEX "boats_day_total_low_idx" ON "boats" USING btree ("day_total_low_cents", "id") INCLUDE ("harbour_id", "boat_type_id", "number_of_places", "night_places", "min_days", "length_m", "skipper") WHERE "boats"."status" = 'published';--> statement-breakpoint
CREATE INDEX "boats_day_total_mid_idx" ON "boats" USING btree ("day_total_mid_cents", "id") INCLUDE ("harbour_id", "boat_type_id", "number_of_places", "night_places", "min_days", "length_m", "skipper") WHERE "boats"."status" = 'published';--> statement-breakpoint
CREATE INDEX "boats_day_total_high_idx" ON "boats" USING btree ("day_total_high_cents", "id") INCLUDE ("harbour_id", "boat_type_id", "number_of_places", "night_places", "min_days", "length_m", "skipper") WHERE "boats"."status" = 'published';
