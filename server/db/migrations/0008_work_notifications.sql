CREATE TABLE "work_notifications" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"job_date" date NOT NULL,
	"job_days" integer NOT NULL,
	"workers" integer NOT NULL,
	"description" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "work_notifications" ADD CONSTRAINT "work_notifications_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_notifications__installation_id__idx" ON "work_notifications" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "work_notifications__job_date__idx" ON "work_notifications" USING btree ("job_date","id");--> statement-breakpoint
CREATE INDEX "work_notifications__job_days__idx" ON "work_notifications" USING btree ("job_days","id");--> statement-breakpoint
CREATE INDEX "work_notifications__workers__idx" ON "work_notifications" USING btree ("workers","id");--> statement-breakpoint
CREATE INDEX "work_notifications__contact_name__idx" ON "work_notifications" USING btree ("contact_name","id");--> statement-breakpoint
CREATE INDEX "work_notifications__updated_at__idx" ON "work_notifications" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "work_notifications__search__trgm" ON "work_notifications" USING gin ((coalesce("description", '') || ' ' || coalesce("contact_name", '')) gin_trgm_ops);