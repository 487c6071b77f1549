CREATE TYPE "public"."payment_kind" AS ENUM('charge', 'renewal', 'refund');--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_user_uid_users_uid_fk";
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "user_uid" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subscription_uid" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" "payment_kind" DEFAULT 'charge' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "in_trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "failed_renewals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_renewal_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cashback_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cashback_refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_uid_subscriptions_uid_fk" FOREIGN KEY ("subscription_uid") REFERENCES "public"."subscriptions"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_subscription_idx" ON "payments" USING btree ("subscription_uid");--> statement-breakpoint
CREATE INDEX "subscriptions_renewal_idx" ON "subscriptions" USING btree ("status","next_renewal_at");--> statement-breakpoint
CREATE INDEX "subscriptions_expiration_idx" ON "subscriptions" USING btree ("status","expiration_at");--> statement-breakpoint
CREATE INDEX "subscriptions_cashback_idx" ON "subscriptions" USING btree ("cashback_due_at");