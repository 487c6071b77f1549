-- French search with accents ignored (docs/decisions/0052-french-search-unaccent.md): the french
-- configuration with unaccent before the stemmer. PGlite loads the unaccent contrib (server/db/database.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'galant_french') THEN
    CREATE TEXT SEARCH CONFIGURATION galant_french (COPY = french);
    ALTER TEXT SEARCH CONFIGURATION galant_french ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
  END IF;
END $$;--> statement-breakpoint
CREATE TABLE "support_canned_replies" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team" "support_type" NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_presence" (
	"ticket_uid" uuid NOT NULL,
	"user_uid" uuid NOT NULL,
	"name" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"typing_at" timestamp with time zone,
	CONSTRAINT "support_presence_ticket_uid_user_uid_pk" PRIMARY KEY("ticket_uid","user_uid")
);
--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "ticket_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('galant_french'::regconfig, coalesce("content", '')) || to_tsvector('french'::regconfig, coalesce("content", ''))) STORED;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "assignee_uid" uuid;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('galant_french'::regconfig, coalesce("title", '')) || to_tsvector('french'::regconfig, coalesce("title", ''))) STORED;--> statement-breakpoint
ALTER TABLE "support_presence" ADD CONSTRAINT "support_presence_ticket_uid_support_tickets_uid_fk" FOREIGN KEY ("ticket_uid") REFERENCES "public"."support_tickets"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_presence" ADD CONSTRAINT "support_presence_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_canned_replies_title_idx" ON "support_canned_replies" USING btree ("team",lower("title"));--> statement-breakpoint
CREATE INDEX "support_presence_seen_idx" ON "support_presence" USING btree ("seen_at");--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_assignee_uid_users_uid_fk" FOREIGN KEY ("assignee_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_messages_search_idx" ON "support_messages" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "support_tickets_assignee_idx" ON "support_tickets" USING btree ("assignee_uid","last_activity_at","uid");--> statement-breakpoint
CREATE INDEX "support_tickets_unanswered_idx" ON "support_tickets" USING btree ("created_at") WHERE "support_tickets"."first_response_at" is null;--> statement-breakpoint
CREATE INDEX "support_tickets_search_idx" ON "support_tickets" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
-- Tickets answered before the first-response target existed: their first staff answer.
UPDATE "support_tickets" t SET "first_response_at" = m.first_at
FROM (SELECT "ticket_uid", min("created_at") AS first_at FROM "support_messages" WHERE "author_role" = 'staff' GROUP BY "ticket_uid") m
WHERE m."ticket_uid" = t."uid";
