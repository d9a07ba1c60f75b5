-- The search's candidates by harbour and boat type (decision 0043): the same covering entry as
-- boats_rank_idx (migration 0017) with the type in the key, so a search for one type reads that
-- type's boats of its harbours and not every boat there. The relevance order within a harbour
-- and type is the key's, for the first page past the count cap.
CREATE INDEX "boats_rank_type_idx" ON "boats" USING btree ("harbour_id", "boat_type_id", "search_score" DESC, "id") INCLUDE ("number_of_places", "night_places", "min_days", "length_m", "skipper", "skipper_price_cents", "rating_average", "rating_count", "from_price_cents", "published_at", "day_price_low_cents", "day_price_mid_cents", "day_price_high_cents", "half_day_price_low_cents", "half_day_price_mid_cents", "half_day_price_high_cents", "busy") WHERE "boats"."status" = 'published';
