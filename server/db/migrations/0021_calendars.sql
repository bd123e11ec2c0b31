CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"calendar" text NOT NULL,
	"principal" jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"item" text NOT NULL,
	"quantity" integer DEFAULT 1,
	"carrier" text,
	"tracking_reference" text,
	"state" text NOT NULL,
	"ships_on" date NOT NULL,
	"arrives_on" date NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "on_duty_overrides" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"rotation_id" text NOT NULL,
	"kind" text NOT NULL,
	"person" text NOT NULL,
	"replaces" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"return_starts_at" timestamp with time zone,
	"return_ends_at" timestamp with time zone,
	"reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "on_duty_rotations" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"members" text[] DEFAULT '{}'::text[] NOT NULL,
	"first_shift_at" timestamp with time zone NOT NULL,
	"shift_hours" integer DEFAULT 24 NOT NULL,
	"frequency" text NOT NULL,
	"interval" integer DEFAULT 1 NOT NULL,
	"weekdays" text[] DEFAULT '{}'::text[] NOT NULL,
	"until" date,
	"time_zone" text NOT NULL,
	"country" text,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "resource_assignments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"resource_kind" text NOT NULL,
	"resource_name" text NOT NULL,
	"summary" text NOT NULL,
	"installation_id" text,
	"project" text,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"jira_issue_key" text,
	"jira_issue_url" text,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "rollouts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"kind" text NOT NULL,
	"component_version_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"bulk_command_id" text,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_duty_overrides" ADD CONSTRAINT "on_duty_overrides_rotation_id_on_duty_rotations_id_fk" FOREIGN KEY ("rotation_id") REFERENCES "public"."on_duty_rotations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_assignments" ADD CONSTRAINT "resource_assignments_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollouts" ADD CONSTRAINT "rollouts_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollouts" ADD CONSTRAINT "rollouts_component_version_id_software_component_versions_id_fk" FOREIGN KEY ("component_version_id") REFERENCES "public"."software_component_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollouts" ADD CONSTRAINT "rollouts_bulk_command_id_bulk_commands_id_fk" FOREIGN KEY ("bulk_command_id") REFERENCES "public"."bulk_commands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_feeds_subject_idx" ON "calendar_feeds" USING btree ("subject","created_at");--> statement-breakpoint
CREATE INDEX "deliveries__installation_id__idx" ON "deliveries" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "deliveries__item__idx" ON "deliveries" USING btree ("item","id");--> statement-breakpoint
CREATE INDEX "deliveries__carrier__idx" ON "deliveries" USING btree ("carrier","id");--> statement-breakpoint
CREATE INDEX "deliveries__state__idx" ON "deliveries" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "deliveries__ships_on__idx" ON "deliveries" USING btree ("ships_on","id");--> statement-breakpoint
CREATE INDEX "deliveries__arrives_on__idx" ON "deliveries" USING btree ("arrives_on","id");--> statement-breakpoint
CREATE INDEX "deliveries__updated_at__idx" ON "deliveries" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "deliveries__search__trgm" ON "deliveries" USING gin ((coalesce("item", '') || ' ' || coalesce("carrier", '') || ' ' || coalesce("tracking_reference", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "on_duty_overrides__rotation_id__idx" ON "on_duty_overrides" USING btree ("rotation_id","id");--> statement-breakpoint
CREATE INDEX "on_duty_overrides__kind__idx" ON "on_duty_overrides" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "on_duty_overrides__person__idx" ON "on_duty_overrides" USING btree ("person","id");--> statement-breakpoint
CREATE INDEX "on_duty_overrides__replaces__idx" ON "on_duty_overrides" USING btree ("replaces","id");--> statement-breakpoint
CREATE INDEX "on_duty_overrides__starts_at__idx" ON "on_duty_overrides" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "on_duty_overrides__ends_at__idx" ON "on_duty_overrides" USING btree ("ends_at","id");--> statement-breakpoint
CREATE INDEX "on_duty_overrides__rotation_id__ends_at__idx" ON "on_duty_overrides" USING btree ("rotation_id","ends_at","id");--> statement-breakpoint
CREATE INDEX "on_duty_overrides__updated_at__idx" ON "on_duty_overrides" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "on_duty_overrides__search__trgm" ON "on_duty_overrides" USING gin ((coalesce("person", '') || ' ' || coalesce("replaces", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "on_duty_rotations__name__idx" ON "on_duty_rotations" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "on_duty_rotations__members__gin" ON "on_duty_rotations" USING gin ("members");--> statement-breakpoint
CREATE INDEX "on_duty_rotations__first_shift_at__idx" ON "on_duty_rotations" USING btree ("first_shift_at","id");--> statement-breakpoint
CREATE INDEX "on_duty_rotations__shift_hours__idx" ON "on_duty_rotations" USING btree ("shift_hours","id");--> statement-breakpoint
CREATE INDEX "on_duty_rotations__frequency__idx" ON "on_duty_rotations" USING btree ("frequency","id");--> statement-breakpoint
CREATE INDEX "on_duty_rotations__weekdays__gin" ON "on_duty_rotations" USING gin ("weekdays");--> statement-breakpoint
CREATE INDEX "on_duty_rotations__time_zone__idx" ON "on_duty_rotations" USING btree ("time_zone","id");--> statement-breakpoint
CREATE INDEX "on_duty_rotations__updated_at__idx" ON "on_duty_rotations" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "on_duty_rotations__search__trgm" ON "on_duty_rotations" USING gin ((coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resource_assignments__resource_name__idx" ON "resource_assignments" USING btree ("resource_name","id");--> statement-breakpoint
CREATE INDEX "resource_assignments__summary__idx" ON "resource_assignments" USING btree ("summary","id");--> statement-breakpoint
CREATE INDEX "resource_assignments__installation_id__idx" ON "resource_assignments" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "resource_assignments__starts_on__idx" ON "resource_assignments" USING btree ("starts_on","id");--> statement-breakpoint
CREATE INDEX "resource_assignments__ends_on__idx" ON "resource_assignments" USING btree ("ends_on","id");--> statement-breakpoint
CREATE INDEX "resource_assignments__jira_issue_key__idx" ON "resource_assignments" USING btree ("jira_issue_key","id");--> statement-breakpoint
CREATE INDEX "resource_assignments__updated_at__idx" ON "resource_assignments" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "resource_assignments__search__trgm" ON "resource_assignments" USING gin ((coalesce("resource_name", '') || ' ' || coalesce("summary", '') || ' ' || coalesce("project", '') || ' ' || coalesce("jira_issue_key", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rollouts__installation_id__idx" ON "rollouts" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "rollouts__kind__idx" ON "rollouts" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "rollouts__component_version_id__idx" ON "rollouts" USING btree ("component_version_id","id");--> statement-breakpoint
CREATE INDEX "rollouts__starts_at__idx" ON "rollouts" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "rollouts__state__idx" ON "rollouts" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "rollouts__bulk_command_id__idx" ON "rollouts" USING btree ("bulk_command_id","id");--> statement-breakpoint
CREATE INDEX "rollouts__ends_at__idx" ON "rollouts" USING btree ("ends_at","id");--> statement-breakpoint
CREATE INDEX "rollouts__updated_at__idx" ON "rollouts" USING btree ("updated_at","id");