CREATE TYPE "public"."user_status" AS ENUM('pending', 'active', 'ended');--> statement-breakpoint
CREATE TABLE "content_article_categories" (
	"article_uid" text NOT NULL,
	"category_uid" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "content_article_categories_article_uid_category_uid_pk" PRIMARY KEY("article_uid","category_uid")
);
--> statement-breakpoint
CREATE TABLE "content_article_tags" (
	"article_uid" text NOT NULL,
	"tag_uid" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "content_article_tags_article_uid_tag_uid_pk" PRIMARY KEY("article_uid","tag_uid")
);
--> statement-breakpoint
CREATE TABLE "content_articles" (
	"uid" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"date" timestamp (3) with time zone NOT NULL,
	"modified" timestamp (3) with time zone NOT NULL,
	"author_uid" text NOT NULL,
	"main_image_uid" text NOT NULL,
	"menu_order" integer NOT NULL,
	"reading_minutes" integer NOT NULL,
	"teaser" text NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_authors" (
	"uid" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_name" text NOT NULL,
	"bio" text NOT NULL,
	"avatar_uid" text
);
--> statement-breakpoint
CREATE TABLE "content_categories" (
	"uid" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_name" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_media" (
	"uid" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"mime_type" text NOT NULL,
	"alt" text NOT NULL,
	"width" integer,
	"height" integer,
	"date" timestamp (3) with time zone NOT NULL,
	"author_uid" text
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"uid" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"content" text NOT NULL,
	"modified" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_tags" (
	"uid" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"status" "user_status" DEFAULT 'pending' NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"coaching_uid" text,
	"metadata" jsonb DEFAULT '{"profile":{"name":null},"favorites":[]}'::jsonb NOT NULL,
	"metadata_modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_key" text NOT NULL,
	"address_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_resets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_uid" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "content_article_categories" ADD CONSTRAINT "content_article_categories_article_uid_content_articles_uid_fk" FOREIGN KEY ("article_uid") REFERENCES "public"."content_articles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_article_categories" ADD CONSTRAINT "content_article_categories_category_uid_content_categories_uid_fk" FOREIGN KEY ("category_uid") REFERENCES "public"."content_categories"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_article_tags" ADD CONSTRAINT "content_article_tags_article_uid_content_articles_uid_fk" FOREIGN KEY ("article_uid") REFERENCES "public"."content_articles"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_article_tags" ADD CONSTRAINT "content_article_tags_tag_uid_content_tags_uid_fk" FOREIGN KEY ("tag_uid") REFERENCES "public"."content_tags"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_articles" ADD CONSTRAINT "content_articles_author_uid_content_authors_uid_fk" FOREIGN KEY ("author_uid") REFERENCES "public"."content_authors"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_articles" ADD CONSTRAINT "content_articles_main_image_uid_content_media_uid_fk" FOREIGN KEY ("main_image_uid") REFERENCES "public"."content_media"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_authors" ADD CONSTRAINT "content_authors_avatar_uid_content_media_uid_fk" FOREIGN KEY ("avatar_uid") REFERENCES "public"."content_media"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_media" ADD CONSTRAINT "content_media_author_uid_content_authors_uid_fk" FOREIGN KEY ("author_uid") REFERENCES "public"."content_authors"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_uid_users_uid_fk" FOREIGN KEY ("user_uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_article_categories_category_idx" ON "content_article_categories" USING btree ("category_uid","article_uid");--> statement-breakpoint
CREATE INDEX "content_article_tags_tag_idx" ON "content_article_tags" USING btree ("tag_uid","article_uid");--> statement-breakpoint
CREATE INDEX "content_articles_date_idx" ON "content_articles" USING btree ("date","uid");--> statement-breakpoint
CREATE INDEX "content_articles_menu_idx" ON "content_articles" USING btree ("menu_order","uid");--> statement-breakpoint
CREATE INDEX "content_articles_author_idx" ON "content_articles" USING btree ("author_uid","date","uid");--> statement-breakpoint
CREATE INDEX "content_articles_main_image_idx" ON "content_articles" USING btree ("main_image_uid");--> statement-breakpoint
CREATE INDEX "content_authors_sort_idx" ON "content_authors" USING btree ("sort_name","uid");--> statement-breakpoint
CREATE INDEX "content_categories_sort_idx" ON "content_categories" USING btree ("sort_name","uid");--> statement-breakpoint
CREATE INDEX "content_media_date_idx" ON "content_media" USING btree ("date","uid");--> statement-breakpoint
CREATE INDEX "content_media_author_idx" ON "content_media" USING btree (coalesce("author_uid", ''),"date","uid");--> statement-breakpoint
CREATE INDEX "content_media_mime_date_idx" ON "content_media" USING btree ("mime_type","date","uid");--> statement-breakpoint
CREATE INDEX "content_tags_sort_idx" ON "content_tags" USING btree ("sort_name","uid");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status");--> statement-breakpoint
CREATE INDEX "auth_attempts_account_idx" ON "auth_attempts" USING btree ("account_key","created_at");--> statement-breakpoint
CREATE INDEX "auth_attempts_address_idx" ON "auth_attempts" USING btree ("address_key","created_at");--> statement-breakpoint
CREATE INDEX "auth_attempts_created_idx" ON "auth_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_uid","created_at");