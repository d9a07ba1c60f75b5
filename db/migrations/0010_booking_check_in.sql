ALTER TABLE "bookings" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "balance_charge_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_checked_in" CHECK ("bookings"."checked_in_at" is null or "bookings"."status" in ('accepted', 'enjoyed', 'canceled'));