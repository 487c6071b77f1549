CREATE TYPE "public"."support_message_author" AS ENUM('contact', 'staff');--> statement-breakpoint
CREATE TYPE "public"."support_type" AS ENUM('contact', 'coaching');--> statement-breakpoint
CREATE TYPE "public"."ticket_status" AS ENUM('new', 'pending', 'waiting', 'closed', 'locked');--> statement-breakpoint
CREATE TABLE "support_contacts" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"user_uid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" integer GENERATED ALWAYS AS IDENTITY (sequence name "support_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ticket_uid" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"content" text NOT NULL,
	"author_role" "support_message_author" NOT NULL,
	"contact_uid" uuid,
	"staff_user_uid" uuid,
	"staff_name" text
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "support_type" NOT NULL,
	"contact_uid" uuid NOT NULL,
	"title" text NOT NULL,
	"status" "ticket_status" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"contact_uid" uuid NOT NULL,
	"type" "support_type" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "support_contacts" ADD CONSTRAINT "support_contacts_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_ticket_uid_support_tickets_uid_fk" FOREIGN KEY ("ticket_uid") REFERENCES "public"."support_tickets"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_contact_uid_support_contacts_uid_fk" FOREIGN KEY ("contact_uid") REFERENCES "public"."support_contacts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_staff_user_uid_users_uid_fk" FOREIGN KEY ("staff_user_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_contact_uid_support_contacts_uid_fk" FOREIGN KEY ("contact_uid") REFERENCES "public"."support_contacts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tokens" ADD CONSTRAINT "support_tokens_contact_uid_support_contacts_uid_fk" FOREIGN KEY ("contact_uid") REFERENCES "public"."support_contacts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_contacts_email_lower_idx" ON "support_contacts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "support_contacts_user_idx" ON "support_contacts" USING btree ("user_uid");--> statement-breakpoint
CREATE INDEX "support_messages_ticket_idx" ON "support_messages" USING btree ("ticket_uid","seq");--> statement-breakpoint
CREATE INDEX "support_tickets_contact_idx" ON "support_tickets" USING btree ("contact_uid","type","created_at","uid");--> statement-breakpoint
CREATE INDEX "support_tickets_activity_idx" ON "support_tickets" USING btree ("last_activity_at","uid");--> statement-breakpoint
CREATE INDEX "support_tickets_status_idx" ON "support_tickets" USING btree ("status","last_activity_at");--> statement-breakpoint
CREATE INDEX "support_tokens_contact_idx" ON "support_tokens" USING btree ("contact_uid","created_at");--> statement-breakpoint
CREATE INDEX "support_tokens_expiry_idx" ON "support_tokens" USING btree ("expires_at");