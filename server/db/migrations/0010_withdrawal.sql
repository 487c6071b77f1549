CREATE TABLE "service_start_requests" (
	"user_uid" uuid PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"wording" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_uid" uuid NOT NULL,
	"user_uid" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"express_request" boolean NOT NULL,
	"lines" jsonb NOT NULL,
	"refund_amount" integer NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_subscription_uid_unique" UNIQUE("subscription_uid")
);
--> statement-breakpoint
ALTER TABLE "service_start_requests" ADD CONSTRAINT "service_start_requests_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_subscription_uid_subscriptions_uid_fk" FOREIGN KEY ("subscription_uid") REFERENCES "public"."subscriptions"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","requested_at");