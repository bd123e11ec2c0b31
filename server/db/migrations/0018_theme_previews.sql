CREATE TABLE "theme_previews" (
	"theme_id" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"file" jsonb,
	"requested_by" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
