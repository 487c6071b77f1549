CREATE TYPE "public"."payment_intent_status" AS ENUM('open', 'pending', 'succeeded');--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uid" uuid NOT NULL,
	"formula" text NOT NULL,
	"amount" integer NOT NULL,
	"status" "payment_intent_status" DEFAULT 'open' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"attempt_uid" uuid,
	"attempt_lease_until" timestamp with time zone,
	"payment_uid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_ledger" (
	"reference" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "auth_attempts" ADD COLUMN "outcome" text DEFAULT 'failed' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "intent_uid" uuid;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '24 hours' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "intent_uid" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_of" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "proven_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_formula_formulas_uid_fk" FOREIGN KEY ("formula") REFERENCES "public"."formulas"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_user_idx" ON "payment_intents" USING btree ("user_uid");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_reset_idx" ON "rate_limit_counters" USING btree ("reset_at");--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_intent_uid_payment_intents_uid_fk" FOREIGN KEY ("intent_uid") REFERENCES "public"."payment_intents"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_intent_uid_payment_intents_uid_fk" FOREIGN KEY ("intent_uid") REFERENCES "public"."payment_intents"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "idempotency_keys_expiry_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "payments_intent_idx" ON "payments" USING btree ("intent_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_refund_idx" ON "payments" USING btree ("refund_of","refund_reason") WHERE "payments"."refund_of" is not null;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_dedupe_key_unique" UNIQUE("dedupe_key");--> statement-breakpoint
-- Mails stored before the transactional outbox were already delivered (or kept): never send them again.
UPDATE "outbox" SET "status" = 'sent', "sent_at" = "created_at";--> statement-breakpoint
-- Tickets written before: their writers were signed in or followed their link; keep them listed.
UPDATE "support_tickets" SET "proven_at" = "created_at";
