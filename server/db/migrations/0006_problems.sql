CREATE TABLE "problem_events" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"problem_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"severity" text,
	"message" text,
	"author" text,
	"sync" text,
	"sync_detail" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "problems" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"source" text NOT NULL,
	"trigger_id" text NOT NULL,
	"event_id" text,
	"installation_id" text,
	"host" text,
	"device_id" text,
	"name" text NOT NULL,
	"severity" text NOT NULL,
	"state" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"acknowledged" boolean DEFAULT false NOT NULL,
	"acknowledged_by" text,
	"acknowledged_at" timestamp with time zone,
	"acknowledge_message" text,
	"suppressed_until" timestamp with time zone,
	"in_maintenance" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "problem_events" ADD CONSTRAINT "problem_events_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "problem_events__problem_id__idx" ON "problem_events" USING btree ("problem_id","id");--> statement-breakpoint
CREATE INDEX "problem_events__at__idx" ON "problem_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "problem_events__kind__idx" ON "problem_events" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "problem_events__severity__idx" ON "problem_events" USING btree ("severity","id");--> statement-breakpoint
CREATE INDEX "problem_events__message__idx" ON "problem_events" USING btree ("message","id");--> statement-breakpoint
CREATE INDEX "problem_events__author__idx" ON "problem_events" USING btree ("author","id");--> statement-breakpoint
CREATE INDEX "problem_events__sync__idx" ON "problem_events" USING btree ("sync","id");--> statement-breakpoint
CREATE INDEX "problem_events__problem_id__at__idx" ON "problem_events" USING btree ("problem_id","at","id");--> statement-breakpoint
CREATE INDEX "problem_events__updated_at__idx" ON "problem_events" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "problem_events__search__trgm" ON "problem_events" USING gin ((coalesce("message", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "problems__source__idx" ON "problems" USING btree ("source","id");--> statement-breakpoint
CREATE INDEX "problems__installation_id__idx" ON "problems" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "problems__name__idx" ON "problems" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "problems__severity__idx" ON "problems" USING btree ("severity","id");--> statement-breakpoint
CREATE INDEX "problems__state__idx" ON "problems" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "problems__started_at__idx" ON "problems" USING btree ("started_at","id");--> statement-breakpoint
CREATE INDEX "problems__acknowledged__idx" ON "problems" USING btree ("acknowledged","id");--> statement-breakpoint
CREATE INDEX "problems__tags__gin" ON "problems" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "problems__source__trigger_id__uq" ON "problems" USING btree ("source","trigger_id");--> statement-breakpoint
CREATE INDEX "problems__state__severity__idx" ON "problems" USING btree ("state","severity","id");--> statement-breakpoint
CREATE INDEX "problems__installation_id__state__idx" ON "problems" USING btree ("installation_id","state","id");--> statement-breakpoint
CREATE INDEX "problems__updated_at__idx" ON "problems" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "problems__search__trgm" ON "problems" USING gin ((coalesce("trigger_id", '') || ' ' || coalesce("host", '') || ' ' || coalesce("name", '')) gin_trgm_ops);