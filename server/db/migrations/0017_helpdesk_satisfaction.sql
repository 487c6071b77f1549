CREATE TABLE "support_satisfaction" (
	"ticket_uid" uuid PRIMARY KEY NOT NULL,
	"contact_uid" uuid NOT NULL,
	"coach_uid" uuid,
	"resolved_at" timestamp with time zone NOT NULL,
	"score" integer,
	"rated_at" timestamp with time zone,
	"comment" text,
	CONSTRAINT "support_satisfaction_score_range" CHECK ("support_satisfaction"."score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "close_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_satisfaction" ADD CONSTRAINT "support_satisfaction_ticket_uid_support_tickets_uid_fk" FOREIGN KEY ("ticket_uid") REFERENCES "public"."support_tickets"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_satisfaction" ADD CONSTRAINT "support_satisfaction_contact_uid_support_contacts_uid_fk" FOREIGN KEY ("contact_uid") REFERENCES "public"."support_contacts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_satisfaction" ADD CONSTRAINT "support_satisfaction_coach_uid_users_uid_fk" FOREIGN KEY ("coach_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_satisfaction_resolved_idx" ON "support_satisfaction" USING btree ("resolved_at");