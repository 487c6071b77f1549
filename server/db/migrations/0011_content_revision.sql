CREATE TABLE "content_revision" (
	"id" integer PRIMARY KEY NOT NULL,
	"revision" integer NOT NULL
);
