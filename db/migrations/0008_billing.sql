CREATE TYPE "public"."card_brand" AS ENUM('visa', 'mastercard', 'amex', 'other');--> statement-breakpoint
CREATE TYPE "public"."ledger_kind" AS ENUM('charge', 'refund', 'commission', 'payout');--> statement-breakpoint
CREATE TYPE "public"."ledger_status" AS ENUM('succeeded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('sandbox', 'stripe');--> statement-breakpoint
CREATE TYPE "public"."sandbox_charge_status" AS ENUM('succeeded', 'declined');--> statement-breakpoint
CREATE TABLE "billing_customers" (
	"user_id" uuid NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customers_user_id_provider_pk" PRIMARY KEY("user_id","provider")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "ledger_kind" NOT NULL,
	"status" "ledger_status" NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"user_id" uuid NOT NULL,
	"booking_id" uuid,
	"card_id" uuid,
	"charge_entry_id" uuid,
	"provider" "payment_provider",
	"provider_reference" text,
	"idempotency_key" text NOT NULL,
	"failure_code" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_positive" CHECK ("ledger_entries"."amount_cents" > 0),
	CONSTRAINT "ledger_entries_fee" CHECK ("ledger_entries"."fee_cents" >= 0 and "ledger_entries"."fee_cents" <= "ledger_entries"."amount_cents"),
	CONSTRAINT "ledger_entries_currency" CHECK ("ledger_entries"."currency" = 'EUR'),
	CONSTRAINT "ledger_entries_refund_names_charge" CHECK (("ledger_entries"."kind" = 'refund') = ("ledger_entries"."charge_entry_id" is not null)),
	CONSTRAINT "ledger_entries_failure_code" CHECK (("ledger_entries"."status" = 'failed') = ("ledger_entries"."failure_code" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_card_id" text NOT NULL,
	"brand" "card_brand" NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"country" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "payment_cards_last4" CHECK ("payment_cards"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "payment_cards_exp_month" CHECK ("payment_cards"."exp_month" between 1 and 12),
	CONSTRAINT "payment_cards_country" CHECK ("payment_cards"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "payment_cards_removed_not_default" CHECK (not ("payment_cards"."is_default" and "payment_cards"."removed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_provider_events" (
	"provider" "payment_provider" NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_id" text NOT NULL,
	"card_token" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "sandbox_charge_status" NOT NULL,
	"failure_code" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_charges_amount_positive" CHECK ("sandbox_charges"."amount_cents" > 0),
	CONSTRAINT "sandbox_charges_refunded" CHECK ("sandbox_charges"."refunded_cents" >= 0 and "sandbox_charges"."refunded_cents" <= "sandbox_charges"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"charge_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_amount_positive" CHECK ("sandbox_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"brand" "card_brand" NOT NULL,
	"last4" text NOT NULL,
	"country" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"decline_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"customer_id" text,
	"detached_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_charge_entry_id_ledger_entries_id_fk" FOREIGN KEY ("charge_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD CONSTRAINT "sandbox_charges_card_token_sandbox_tokens_token_fk" FOREIGN KEY ("card_token") REFERENCES "public"."sandbox_tokens"("token") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_charge_id_sandbox_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."sandbox_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_customers_provider_id_key" ON "billing_customers" USING btree ("provider","provider_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_idempotency_key" ON "ledger_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_entries_booking_idx" ON "ledger_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_charge_idx" ON "ledger_entries" USING btree ("charge_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_provider_card_key" ON "payment_cards" USING btree ("provider","provider_card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_one_default_key" ON "payment_cards" USING btree ("user_id","provider") WHERE "payment_cards"."is_default" and "payment_cards"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "payment_cards_user_idx" ON "payment_cards" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_idempotency_key" ON "sandbox_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_idempotency_key" ON "sandbox_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_tokens_customer_idx" ON "sandbox_tokens" USING btree ("customer_id");--> statement-breakpoint
-- Written by hand (docs/decisions/0018-payments.md): the ledger is append-only. A correction is a
-- new row (a refund, a reversal), never an edit, so every total can be re-derived and audited.
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_update" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_append_only"();
