CREATE TYPE "public"."asset_kind" AS ENUM('boat_picture', 'avatar', 'destination_picture');--> statement-breakpoint
CREATE TYPE "public"."asset_status" AS ENUM('pending', 'ready');--> statement-breakpoint
CREATE TYPE "public"."boat_kind" AS ENUM('sail', 'motor');--> statement-breakpoint
CREATE TYPE "public"."boat_status" AS ENUM('draft', 'pending_review', 'published', 'rejected', 'removed');--> statement-breakpoint
CREATE TYPE "public"."cancelation_conditions" AS ENUM('flexible', 'moderate', 'strict');--> statement-breakpoint
CREATE TYPE "public"."equipment_category" AS ENUM('outdoor', 'electronic', 'other');--> statement-breakpoint
CREATE TYPE "public"."fuel_type" AS ENUM('diesel', 'gasoline', 'electric', 'none');--> statement-breakpoint
CREATE TYPE "public"."lang" AS ENUM('es', 'en');--> statement-breakpoint
CREATE TYPE "public"."season" AS ENUM('high', 'mid', 'low');--> statement-breakpoint
CREATE TYPE "public"."skipper_policy" AS ENUM('none', 'optional', 'mandatory');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('client', 'shipowner', 'admin', 'superAdmin');--> statement-breakpoint
CREATE TABLE "boat_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" "boat_kind" NOT NULL,
	"is_aquatic_toy" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "boat_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "degrees" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"level" integer NOT NULL,
	CONSTRAINT "degrees_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category" "equipment_category" NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "equipment_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"description_es" text NOT NULL,
	"description_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plans_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "professions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "professions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"tagline_es" text NOT NULL,
	"tagline_en" text NOT NULL,
	"picture_asset_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "destinations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "harbours" (
	"id" serial PRIMARY KEY NOT NULL,
	"destination_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	CONSTRAINT "harbours_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" serial PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "provinces_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "regions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "user_degrees" (
	"user_id" uuid NOT NULL,
	"degree_id" integer NOT NULL,
	CONSTRAINT "user_degrees_user_id_degree_id_pk" PRIMARY KEY("user_id","degree_id")
);
--> statement-breakpoint
CREATE TABLE "user_professions" (
	"user_id" uuid NOT NULL,
	"profession_id" integer NOT NULL,
	CONSTRAINT "user_professions_user_id_profession_id_pk" PRIMARY KEY("user_id","profession_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" "user_role" DEFAULT 'client' NOT NULL,
	"name" text NOT NULL,
	"surname" text DEFAULT '' NOT NULL,
	"phone" text,
	"locale" "lang" DEFAULT 'es' NOT NULL,
	"description" text,
	"country_code" text,
	"address" text,
	"postal_code" text,
	"city" text,
	"birthdate" date,
	"company_name" text,
	"company_cif" text,
	"company_address" text,
	"iban" text,
	"avatar_asset_id" uuid,
	"mail_alerts" boolean DEFAULT true NOT NULL,
	"accepts_updates" boolean DEFAULT false NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"kind" "asset_kind" NOT NULL,
	"status" "asset_status" DEFAULT 'pending' NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer DEFAULT 0 NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "boat_equipment" (
	"boat_id" uuid NOT NULL,
	"equipment_id" integer NOT NULL,
	CONSTRAINT "boat_equipment_boat_id_equipment_id_pk" PRIMARY KEY("boat_id","equipment_id")
);
--> statement-breakpoint
CREATE TABLE "boat_pictures" (
	"boat_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "boat_pictures_boat_id_asset_id_pk" PRIMARY KEY("boat_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "boat_plans" (
	"boat_id" uuid NOT NULL,
	"plan_id" integer NOT NULL,
	CONSTRAINT "boat_plans_boat_id_plan_id_pk" PRIMARY KEY("boat_id","plan_id")
);
--> statement-breakpoint
CREATE TABLE "boat_prices" (
	"boat_id" uuid NOT NULL,
	"season" "season" NOT NULL,
	"day_price_cents" integer NOT NULL,
	"half_day_price_cents" integer,
	CONSTRAINT "boat_prices_boat_id_season_pk" PRIMARY KEY("boat_id","season"),
	CONSTRAINT "boat_prices_positive" CHECK ("boat_prices"."day_price_cents" > 0 and coalesce("boat_prices"."half_day_price_cents", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "boat_seasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "boat_seasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"boat_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"season" "season" NOT NULL,
	CONSTRAINT "boat_seasons_ordered" CHECK ("boat_seasons"."start_date" <= "boat_seasons"."end_date")
);
--> statement-breakpoint
CREATE TABLE "boats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"status" "boat_status" DEFAULT 'draft' NOT NULL,
	"name" text NOT NULL,
	"boat_type_id" integer NOT NULL,
	"harbour_id" integer NOT NULL,
	"berth" text,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"manufacturer" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"renovation_year" integer,
	"description_es" text,
	"description_en" text,
	"number_of_places" integer NOT NULL,
	"day_places" integer NOT NULL,
	"night_places" integer DEFAULT 0 NOT NULL,
	"cabins" integer DEFAULT 0 NOT NULL,
	"baths" integer DEFAULT 0 NOT NULL,
	"length_m" double precision NOT NULL,
	"beam_m" double precision,
	"depth_m" double precision,
	"fuel_type" "fuel_type" NOT NULL,
	"engine_power_cv" integer,
	"max_speed_kn" double precision,
	"cruise_speed_kn" double precision,
	"average_consumption_lh" double precision,
	"water_tank_l" integer,
	"fuel_tank_l" integer,
	"departure_time" time DEFAULT '10:00' NOT NULL,
	"arrival_time" time DEFAULT '19:00' NOT NULL,
	"skipper" "skipper_policy" NOT NULL,
	"skipper_price_cents" integer DEFAULT 0 NOT NULL,
	"deposit_cents" integer,
	"fuel_price_per_hour_cents" integer,
	"cancelation_conditions" "cancelation_conditions" NOT NULL,
	"min_days" integer DEFAULT 1 NOT NULL,
	"required_degree_id" integer,
	"map_headline" text,
	"from_price_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "boats_slug_unique" UNIQUE("slug"),
	CONSTRAINT "boats_places_positive" CHECK ("boats"."number_of_places" > 0),
	CONSTRAINT "boats_money_not_negative" CHECK ("boats"."skipper_price_cents" >= 0 and coalesce("boats"."deposit_cents", 0) >= 0),
	CONSTRAINT "boats_times_ordered" CHECK ("boats"."departure_time" < "boats"."arrival_time")
);
--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "harbours" ADD CONSTRAINT "harbours_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provinces" ADD CONSTRAINT "provinces_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_degrees" ADD CONSTRAINT "user_degrees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_degrees" ADD CONSTRAINT "user_degrees_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_professions" ADD CONSTRAINT "user_professions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_professions" ADD CONSTRAINT "user_professions_profession_id_professions_id_fk" FOREIGN KEY ("profession_id") REFERENCES "public"."professions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_equipment" ADD CONSTRAINT "boat_equipment_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_equipment" ADD CONSTRAINT "boat_equipment_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_pictures" ADD CONSTRAINT "boat_pictures_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_pictures" ADD CONSTRAINT "boat_pictures_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_plans" ADD CONSTRAINT "boat_plans_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_plans" ADD CONSTRAINT "boat_plans_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_prices" ADD CONSTRAINT "boat_prices_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boat_seasons" ADD CONSTRAINT "boat_seasons_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_boat_type_id_boat_types_id_fk" FOREIGN KEY ("boat_type_id") REFERENCES "public"."boat_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_harbour_id_harbours_id_fk" FOREIGN KEY ("harbour_id") REFERENCES "public"."harbours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_required_degree_id_degrees_id_fk" FOREIGN KEY ("required_degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "boat_pictures_position_key" ON "boat_pictures" USING btree ("boat_id","position");--> statement-breakpoint
CREATE INDEX "boat_plans_plan_idx" ON "boat_plans" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "boat_seasons_boat_idx" ON "boat_seasons" USING btree ("boat_id");--> statement-breakpoint
CREATE INDEX "boats_status_harbour_idx" ON "boats" USING btree ("status","harbour_id");--> statement-breakpoint
CREATE INDEX "boats_owner_idx" ON "boats" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "boats_type_idx" ON "boats" USING btree ("boat_type_id");