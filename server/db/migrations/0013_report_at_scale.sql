-- The analysts' report at scale (docs/decisions/0043-report-indexes-at-scale.md): failed charges and the payment objects and tickets
-- opened in a period read by index, and the starts of days that are over kept per day.
CREATE TABLE "flow_start_days" (
	"lifecycle" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "flow_start_days_lifecycle_day_pk" PRIMARY KEY("lifecycle","day")
);
--> statement-breakpoint
CREATE INDEX "payment_intents_created_idx" ON "payment_intents" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_failed_charges_idx" ON "payments" USING btree ("created_at","failure_code") WHERE "payments"."kind" = 'charge' and "payments"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "support_tickets_created_idx" ON "support_tickets" USING btree ("created_at");