ALTER TABLE "boats" ADD COLUMN "own_seasons_until" date;--> statement-breakpoint
-- Written by hand from here (Drizzle expresses neither triggers nor INCLUDE);
-- docs/decisions/0045-own-season-boats-index.md.
-- The last day of each boat's own season ranges, recomputed for the boats a statement touched.
-- Every writer of a boat's seasons locks the boat's row first (the boat form and the calendar's
-- seasons), so no other transaction changes them between the recomputation and its commit.
CREATE FUNCTION "boats_own_seasons_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "boats" b SET "own_seasons_until" = (SELECT max(s.end_date) FROM "boat_seasons" s WHERE s.boat_id = b.id)
    WHERE b.id IN (SELECT boat_id FROM old_rows);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE "boats" b SET "own_seasons_until" = (SELECT max(s.end_date) FROM "boat_seasons" s WHERE s.boat_id = b.id)
    WHERE b.id IN (SELECT boat_id FROM new_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "boats_own_seasons_insert" AFTER INSERT ON "boat_seasons" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "boats_own_seasons_changed"();--> statement-breakpoint
CREATE TRIGGER "boats_own_seasons_update" AFTER UPDATE ON "boat_seasons" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "boats_own_seasons_changed"();--> statement-breakpoint
CREATE TRIGGER "boats_own_seasons_delete" AFTER DELETE ON "boat_seasons" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "boats_own_seasons_changed"();--> statement-breakpoint
UPDATE "boats" b SET "own_seasons_until" = s.until
FROM (SELECT boat_id, max(end_date) AS until FROM "boat_seasons" GROUP BY boat_id) s
WHERE b.id = s.boat_id;--> statement-breakpoint
-- The published boats with their own seasons (a few in a hundred), by harbour, with every column
-- the search filters on: a stay sorted by price finds those it must price day by day here.
CREATE INDEX "boats_own_seasons_idx" ON "boats" USING btree ("harbour_id", "own_seasons_until") INCLUDE ("boat_type_id", "number_of_places", "night_places", "min_days", "length_m", "skipper", "day_total_low_cents", "day_total_mid_cents", "day_total_high_cents", "busy") WHERE "boats"."status" = 'published' AND "boats"."own_seasons_until" IS NOT NULL;
