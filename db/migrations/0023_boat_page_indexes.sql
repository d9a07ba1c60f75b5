-- Decision 0064 (docs/decisions/0064-boat-page-indexes.md): the boat page's reads of similar boats
-- and of the owner's figures. Drizzle wrote the first two statements.
DROP INDEX "boats_owner_idx";--> statement-breakpoint
CREATE INDEX "boats_published_harbour_type_price_idx" ON "boats" USING btree ("harbour_id","boat_type_id","from_price_cents","id") WHERE "boats"."status" = 'published';--> statement-breakpoint
-- Written by hand from here (Drizzle does not express INCLUDE). An owner's boats, with their ids:
-- the owner's figures find the boats without reading them.
CREATE INDEX "boats_owner_idx" ON "boats" USING btree ("owner_id") INCLUDE ("id");--> statement-breakpoint
-- A boat's bookings by date of request, with all that the owner's figures count: the last year's
-- requests of each of the owner's boats are read from the index alone.
CREATE INDEX "bookings_boat_created_idx" ON "bookings" USING btree ("boat_id","created_at") INCLUDE ("status","offered_at","decided_at","reject_reason");
