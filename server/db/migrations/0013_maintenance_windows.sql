CREATE TABLE "maintenance_windows" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"planned_by_name" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD CONSTRAINT "maintenance_windows_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_windows__installation_id__idx" ON "maintenance_windows" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "maintenance_windows__starts_at__idx" ON "maintenance_windows" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "maintenance_windows__ends_at__idx" ON "maintenance_windows" USING btree ("ends_at","id");--> statement-breakpoint
CREATE INDEX "maintenance_windows__reason__idx" ON "maintenance_windows" USING btree ("reason","id");--> statement-breakpoint
CREATE INDEX "maintenance_windows__planned_by_name__idx" ON "maintenance_windows" USING btree ("planned_by_name","id");--> statement-breakpoint
CREATE INDEX "maintenance_windows__installation_id__ends_at__idx" ON "maintenance_windows" USING btree ("installation_id","ends_at","id");--> statement-breakpoint
CREATE INDEX "maintenance_windows__updated_at__idx" ON "maintenance_windows" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "maintenance_windows__search__trgm" ON "maintenance_windows" USING gin ((coalesce("reason", '')) gin_trgm_ops);