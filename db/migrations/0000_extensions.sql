-- Extensions used by later migrations: exclusion constraints over ranges (btree_gist),
-- fuzzy place search (pg_trgm) and accent-insensitive search (unaccent).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
