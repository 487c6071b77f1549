CREATE TYPE "public"."receipt_kind" AS ENUM('receipt', 'credit_note');--> statement-breakpoint
CREATE TABLE "billing_cards" (
	"user_uid" uuid PRIMARY KEY NOT NULL,
	"card_token" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"next" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"number" integer PRIMARY KEY NOT NULL,
	"kind" "receipt_kind" NOT NULL,
	"payment_uid" uuid NOT NULL,
	"user_uid" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"total_cents" integer NOT NULL,
	"excl_vat_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"credits_number" integer,
	"reason" text,
	"seller" jsonb NOT NULL,
	CONSTRAINT "receipts_payment_uid_unique" UNIQUE("payment_uid")
);
--> statement-breakpoint
ALTER TABLE "billing_cards" ADD CONSTRAINT "billing_cards_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_uid_payments_uid_fk" FOREIGN KEY ("payment_uid") REFERENCES "public"."payments"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipts_user_idx" ON "receipts" USING btree ("user_uid","number");--> statement-breakpoint
-- The one series of receipts and credit notes starts at 1 (its documents are numbered without gaps).
INSERT INTO "receipt_counters" ("series", "next") VALUES ('receipts', 1) ON CONFLICT DO NOTHING;