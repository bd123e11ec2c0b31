-- Counts of the current minute only: losing them in a crash costs nothing, so no WAL for them.
CREATE UNLOGGED TABLE "rate_limit_counts" (
	"limiter" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limit_counts_limiter_key_window_start_pk" PRIMARY KEY("limiter","key","window_start")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counts__window_start__idx" ON "rate_limit_counts" USING btree ("window_start");