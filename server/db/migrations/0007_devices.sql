CREATE TABLE "bulk_commands" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"command" text NOT NULL,
	"parameters" text,
	"selection" text,
	"status" text NOT NULL,
	"total" integer,
	"succeeded" integer,
	"failed" integer,
	"cancelled" integer,
	"concurrency" integer,
	"error_threshold" integer,
	"requested_by" text,
	"requested_by_name" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "device_commands" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"device_id" text NOT NULL,
	"installation_id" text,
	"command" text NOT NULL,
	"origin" text NOT NULL,
	"bulk_id" text,
	"parameters" text,
	"status" text NOT NULL,
	"requested_by" text,
	"requested_by_name" text,
	"timeout_seconds" integer,
	"queued_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"result" text,
	"error" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'unknown' NOT NULL,
	"installation_id" text,
	"component_type_id" text,
	"lane_number" integer,
	"ip" text,
	"vpn_ip" text,
	"vpn_type" text,
	"application_type" text,
	"application_url" text,
	"installed_version" text,
	"installed_version_sort_key" text,
	"image_version" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"mac_address" text,
	"uuid" text,
	"location" jsonb,
	"secret" text,
	"last_seen_at" timestamp with time zone,
	"last_state" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "resort_id" text;--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_component_type_id_software_component_types_id_fk" FOREIGN KEY ("component_type_id") REFERENCES "public"."software_component_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_commands__command__idx" ON "bulk_commands" USING btree ("command","id");--> statement-breakpoint
CREATE INDEX "bulk_commands__status__idx" ON "bulk_commands" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "bulk_commands__total__idx" ON "bulk_commands" USING btree ("total","id");--> statement-breakpoint
CREATE INDEX "bulk_commands__succeeded__idx" ON "bulk_commands" USING btree ("succeeded","id");--> statement-breakpoint
CREATE INDEX "bulk_commands__failed__idx" ON "bulk_commands" USING btree ("failed","id");--> statement-breakpoint
CREATE INDEX "bulk_commands__requested_by_name__idx" ON "bulk_commands" USING btree ("requested_by_name","id");--> statement-breakpoint
CREATE INDEX "bulk_commands__started_at__idx" ON "bulk_commands" USING btree ("started_at","id");--> statement-breakpoint
CREATE INDEX "bulk_commands__updated_at__idx" ON "bulk_commands" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "bulk_commands__search__trgm" ON "bulk_commands" USING gin ((coalesce("command", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "device_commands__device_id__idx" ON "device_commands" USING btree ("device_id","id");--> statement-breakpoint
CREATE INDEX "device_commands__installation_id__idx" ON "device_commands" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "device_commands__command__idx" ON "device_commands" USING btree ("command","id");--> statement-breakpoint
CREATE INDEX "device_commands__origin__idx" ON "device_commands" USING btree ("origin","id");--> statement-breakpoint
CREATE INDEX "device_commands__bulk_id__idx" ON "device_commands" USING btree ("bulk_id","id");--> statement-breakpoint
CREATE INDEX "device_commands__status__idx" ON "device_commands" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "device_commands__requested_by_name__idx" ON "device_commands" USING btree ("requested_by_name","id");--> statement-breakpoint
CREATE INDEX "device_commands__queued_at__idx" ON "device_commands" USING btree ("queued_at","id");--> statement-breakpoint
CREATE INDEX "device_commands__duration_ms__idx" ON "device_commands" USING btree ("duration_ms","id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_commands__bulk_id__device_id__uq" ON "device_commands" USING btree ("bulk_id","device_id");--> statement-breakpoint
CREATE INDEX "device_commands__device_id__queued_at__idx" ON "device_commands" USING btree ("device_id","queued_at","id");--> statement-breakpoint
CREATE INDEX "device_commands__bulk_id__status__idx" ON "device_commands" USING btree ("bulk_id","status","id");--> statement-breakpoint
CREATE INDEX "device_commands__status__sent_at__idx" ON "device_commands" USING btree ("status","sent_at","id");--> statement-breakpoint
CREATE INDEX "device_commands__updated_at__idx" ON "device_commands" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "device_commands__search__trgm" ON "device_commands" USING gin ((coalesce("command", '') || ' ' || coalesce("requested_by_name", '') || ' ' || coalesce("error", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "devices__name__idx" ON "devices" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "devices__type__idx" ON "devices" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "devices__status__idx" ON "devices" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "devices__installation_id__idx" ON "devices" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "devices__component_type_id__idx" ON "devices" USING btree ("component_type_id","id");--> statement-breakpoint
CREATE INDEX "devices__installed_version__sort_idx" ON "devices" USING btree ("installed_version_sort_key" collate "C","id");--> statement-breakpoint
CREATE INDEX "devices__tags__gin" ON "devices" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "devices__last_seen_at__idx" ON "devices" USING btree ("last_seen_at","id");--> statement-breakpoint
CREATE INDEX "devices__updated_at__idx" ON "devices" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "devices__search__trgm" ON "devices" USING gin ((coalesce("name", '') || ' ' || coalesce("application_type", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "problems__resort_id__idx" ON "problems" USING btree ("resort_id","id");--> statement-breakpoint
CREATE INDEX "problems__customer_id__idx" ON "problems" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "problems__resort_id__state__idx" ON "problems" USING btree ("resort_id","state","id");--> statement-breakpoint
CREATE INDEX "problems__customer_id__state__idx" ON "problems" USING btree ("customer_id","state","id");