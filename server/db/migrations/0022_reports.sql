CREATE TABLE "import_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"position" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "absence_entitlements" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"employee_id" text NOT NULL,
	"type" text NOT NULL,
	"year" integer NOT NULL,
	"days" numeric(14, 1) NOT NULL,
	"carried_over_days" numeric(14, 1) DEFAULT '0',
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "absences" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"employee_id" text,
	"employee_name" text,
	"type" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"half_day_start" boolean DEFAULT false NOT NULL,
	"half_day_end" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"decided_by" text,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "timing_runs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"lane" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"runtime_ms" integer,
	"valid" boolean DEFAULT true NOT NULL,
	"invalid_reason" text,
	"start_number" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "worklogs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"employee_id" text,
	"employee_name" text,
	"worked_on" date NOT NULL,
	"start_time" time,
	"duration_minutes" integer NOT NULL,
	"customer_id" text,
	"installation_id" text,
	"master_component_id" text,
	"component_id" text,
	"ticket_id" text,
	"jira_issue" text,
	"task" boolean DEFAULT false NOT NULL,
	"billable" boolean DEFAULT true NOT NULL,
	"description" text NOT NULL,
	"source" text DEFAULT 'console' NOT NULL,
	"jira_worklog_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "slas" ADD COLUMN "hourly_rate" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "slas" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "timing_runs" ADD CONSTRAINT "timing_runs_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worklogs" ADD CONSTRAINT "worklogs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worklogs" ADD CONSTRAINT "worklogs_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worklogs" ADD CONSTRAINT "worklogs_master_component_id_software_component_types_id_fk" FOREIGN KEY ("master_component_id") REFERENCES "public"."software_component_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worklogs" ADD CONSTRAINT "worklogs_component_id_software_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."software_components"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worklogs" ADD CONSTRAINT "worklogs_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "absence_entitlements__employee_id__idx" ON "absence_entitlements" USING btree ("employee_id","id");--> statement-breakpoint
CREATE INDEX "absence_entitlements__type__idx" ON "absence_entitlements" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "absence_entitlements__year__idx" ON "absence_entitlements" USING btree ("year","id");--> statement-breakpoint
CREATE INDEX "absence_entitlements__days__idx" ON "absence_entitlements" USING btree ("days","id");--> statement-breakpoint
CREATE INDEX "absence_entitlements__carried_over_days__idx" ON "absence_entitlements" USING btree ("carried_over_days","id");--> statement-breakpoint
CREATE UNIQUE INDEX "absence_entitlements__employee_id__type__year__uq" ON "absence_entitlements" USING btree ("employee_id","type","year");--> statement-breakpoint
CREATE INDEX "absence_entitlements__updated_at__idx" ON "absence_entitlements" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "absences__employee_id__idx" ON "absences" USING btree ("employee_id","id");--> statement-breakpoint
CREATE INDEX "absences__employee_name__idx" ON "absences" USING btree ("employee_name","id");--> statement-breakpoint
CREATE INDEX "absences__type__idx" ON "absences" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "absences__starts_on__idx" ON "absences" USING btree ("starts_on","id");--> statement-breakpoint
CREATE INDEX "absences__ends_on__idx" ON "absences" USING btree ("ends_on","id");--> statement-breakpoint
CREATE INDEX "absences__state__idx" ON "absences" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "absences__employee_id__starts_on__idx" ON "absences" USING btree ("employee_id","starts_on","id");--> statement-breakpoint
CREATE INDEX "absences__type__starts_on__idx" ON "absences" USING btree ("type","starts_on","id");--> statement-breakpoint
CREATE INDEX "absences__updated_at__idx" ON "absences" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "absences__search__trgm" ON "absences" USING gin ((coalesce("employee_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "timing_runs__installation_id__idx" ON "timing_runs" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "timing_runs__lane__idx" ON "timing_runs" USING btree ("lane","id");--> statement-breakpoint
CREATE INDEX "timing_runs__started_at__idx" ON "timing_runs" USING btree ("started_at","id");--> statement-breakpoint
CREATE INDEX "timing_runs__runtime_ms__idx" ON "timing_runs" USING btree ("runtime_ms","id");--> statement-breakpoint
CREATE INDEX "timing_runs__valid__idx" ON "timing_runs" USING btree ("valid","id");--> statement-breakpoint
CREATE INDEX "timing_runs__invalid_reason__idx" ON "timing_runs" USING btree ("invalid_reason","id");--> statement-breakpoint
CREATE INDEX "timing_runs__installation_id__started_at__idx" ON "timing_runs" USING btree ("installation_id","started_at","id");--> statement-breakpoint
CREATE INDEX "timing_runs__updated_at__idx" ON "timing_runs" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "worklogs__employee_id__idx" ON "worklogs" USING btree ("employee_id","id");--> statement-breakpoint
CREATE INDEX "worklogs__employee_name__idx" ON "worklogs" USING btree ("employee_name","id");--> statement-breakpoint
CREATE INDEX "worklogs__worked_on__idx" ON "worklogs" USING btree ("worked_on","id");--> statement-breakpoint
CREATE INDEX "worklogs__duration_minutes__idx" ON "worklogs" USING btree ("duration_minutes","id");--> statement-breakpoint
CREATE INDEX "worklogs__customer_id__idx" ON "worklogs" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "worklogs__installation_id__idx" ON "worklogs" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "worklogs__master_component_id__idx" ON "worklogs" USING btree ("master_component_id","id");--> statement-breakpoint
CREATE INDEX "worklogs__component_id__idx" ON "worklogs" USING btree ("component_id","id");--> statement-breakpoint
CREATE INDEX "worklogs__ticket_id__idx" ON "worklogs" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "worklogs__jira_issue__idx" ON "worklogs" USING btree ("jira_issue","id");--> statement-breakpoint
CREATE INDEX "worklogs__billable__idx" ON "worklogs" USING btree ("billable","id");--> statement-breakpoint
CREATE UNIQUE INDEX "worklogs__jira_worklog_id__uq" ON "worklogs" USING btree ("jira_worklog_id");--> statement-breakpoint
CREATE INDEX "worklogs__employee_id__worked_on__idx" ON "worklogs" USING btree ("employee_id","worked_on","id");--> statement-breakpoint
CREATE INDEX "worklogs__customer_id__worked_on__idx" ON "worklogs" USING btree ("customer_id","worked_on","id");--> statement-breakpoint
CREATE INDEX "worklogs__installation_id__worked_on__idx" ON "worklogs" USING btree ("installation_id","worked_on","id");--> statement-breakpoint
CREATE INDEX "worklogs__updated_at__idx" ON "worklogs" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "worklogs__search__trgm" ON "worklogs" USING gin ((coalesce("employee_name", '') || ' ' || coalesce("description", '')) gin_trgm_ops);