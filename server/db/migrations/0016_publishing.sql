CREATE TYPE "public"."article_status" AS ENUM('draft', 'scheduled', 'published', 'unpublished');--> statement-breakpoint
CREATE TYPE "public"."article_visibility" AS ENUM('public', 'members', 'vip');--> statement-breakpoint
CREATE TABLE "content_article_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "content_article_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"article_id" uuid NOT NULL,
	"changed_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_article_categories" DROP CONSTRAINT "content_article_categories_article_uid_content_articles_uid_fk";
--> statement-breakpoint
ALTER TABLE "content_article_tags" DROP CONSTRAINT "content_article_tags_article_uid_content_articles_uid_fk";
--> statement-breakpoint
ALTER TABLE "content_articles" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "content_articles" ADD COLUMN "status" "article_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_articles" ADD COLUMN "visibility" "article_visibility" DEFAULT 'members' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_articles" ADD COLUMN "doc" jsonb;--> statement-breakpoint
ALTER TABLE "content_articles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_articles" ADD COLUMN "scheduled_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "content_articles" ADD COLUMN "published_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "content_articles" ADD COLUMN "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "content_articles" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "content_articles" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "content_articles" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "content_articles" ADD COLUMN "canonical_url" text;--> statement-breakpoint
ALTER TABLE "content_articles" ADD COLUMN "social_image_uid" text;--> statement-breakpoint
ALTER TABLE "content_articles" ADD COLUMN "pending" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "content_articles_id_idx" ON "content_articles" USING btree ("id");--> statement-breakpoint
-- Rows from before the console were published when written: their date is when, their last change the staff's too.
UPDATE "content_articles" SET "published_at" = "date", "updated_at" = "modified";--> statement-breakpoint
-- A migration that rewrites content rows moves the content revision (content-revision.ts): no answer kept from before is reused.
UPDATE "content_revision" SET "revision" = "revision" + 1 WHERE "id" = 1;--> statement-breakpoint
ALTER TABLE "content_article_revisions" ADD CONSTRAINT "content_article_revisions_article_id_content_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."content_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_article_revisions" ADD CONSTRAINT "content_article_revisions_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_article_slugs" ADD CONSTRAINT "content_article_slugs_article_id_content_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."content_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_article_revisions_number_idx" ON "content_article_revisions" USING btree ("article_id","number");--> statement-breakpoint
CREATE INDEX "content_article_slugs_article_idx" ON "content_article_slugs" USING btree ("article_id");--> statement-breakpoint
ALTER TABLE "content_article_categories" ADD CONSTRAINT "content_article_categories_article_uid_content_articles_uid_fk" FOREIGN KEY ("article_uid") REFERENCES "public"."content_articles"("uid") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "content_article_tags" ADD CONSTRAINT "content_article_tags_article_uid_content_articles_uid_fk" FOREIGN KEY ("article_uid") REFERENCES "public"."content_articles"("uid") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "content_articles" ADD CONSTRAINT "content_articles_updated_by_users_uid_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_articles" ADD CONSTRAINT "content_articles_social_image_uid_content_media_uid_fk" FOREIGN KEY ("social_image_uid") REFERENCES "public"."content_media"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_articles_staff_idx" ON "content_articles" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "content_articles_staff_status_idx" ON "content_articles" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "content_articles_schedule_idx" ON "content_articles" USING btree ("scheduled_at") WHERE "content_articles"."status" = 'scheduled';