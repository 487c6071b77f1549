-- Subscriptions activated before the lifecycle jobs existed (0004): give them what the jobs read.
UPDATE "subscriptions" SET "next_renewal_at" = "expiration_at" WHERE "status" = 'active' AND "next_renewal_at" IS NULL;--> statement-breakpoint
UPDATE "subscriptions" SET "cashback_due_at" = "expiration_at" + interval '14 days' WHERE "status" = 'active' AND "credits" > 0 AND "cashback_due_at" IS NULL AND "cashback_refunded_at" IS NULL AND "expiration_at" IS NOT NULL;--> statement-breakpoint
UPDATE "payments" SET "subscription_uid" = s."uid" FROM "subscriptions" s WHERE "payments"."user_uid" = s."user_uid" AND "payments"."subscription_uid" IS NULL AND "payments"."status" = 'succeeded' AND s."status" <> 'ended';--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_open_per_user_idx" ON "subscriptions" USING btree ("user_uid") WHERE "subscriptions"."status" <> 'ended';
