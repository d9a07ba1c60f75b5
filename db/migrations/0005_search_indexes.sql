CREATE INDEX "boats_published_price_idx" ON "boats" USING btree ("from_price_cents","id") WHERE "boats"."status" = 'published';--> statement-breakpoint
CREATE INDEX "boats_published_newest_idx" ON "boats" USING btree ("published_at" DESC NULLS LAST,"id") WHERE "boats"."status" = 'published';--> statement-breakpoint
CREATE INDEX "boats_published_rating_idx" ON "boats" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC NULLS FIRST,"id") WHERE "boats"."status" = 'published';--> statement-breakpoint
CREATE INDEX "boat_occupancy_during_idx" ON "boat_occupancy" USING gist ("during");