CREATE TABLE "flow_counts" (
	"day" date NOT NULL,
	"flow" text NOT NULL,
	"from_state" text NOT NULL,
	"event" text NOT NULL,
	"to_state" text NOT NULL,
	"bucket" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "flow_counts_day_flow_from_state_event_to_state_bucket_pk" PRIMARY KEY("day","flow","from_state","event","to_state","bucket")
);
--> statement-breakpoint
CREATE TABLE "flow_visit_batches" (
	"day" date NOT NULL,
	"visit" text NOT NULL,
	"seq" integer NOT NULL,
	CONSTRAINT "flow_visit_batches_day_visit_seq_pk" PRIMARY KEY("day","visit","seq")
);
