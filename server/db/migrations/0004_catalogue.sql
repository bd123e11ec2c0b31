CREATE TABLE "acknowledgemessages" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"text_en" text NOT NULL,
	"text_de" text NOT NULL,
	"category" text NOT NULL,
	"sort_order" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "adventures" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"resort_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"badge_image_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "changelogs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"product" text NOT NULL,
	"type_id" text,
	"version_number" text NOT NULL,
	"version_number_sort_key" text,
	"date" date NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "component_commands" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"type_id" text NOT NULL,
	"name" text NOT NULL,
	"label" jsonb NOT NULL,
	"payload_template" text NOT NULL,
	"parameters" jsonb,
	"description" text,
	"needs_confirmation" boolean DEFAULT false NOT NULL,
	"capability" text NOT NULL,
	"sort_order" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "converter_configs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"target" text NOT NULL,
	"format" text NOT NULL,
	"endpoint_url" text,
	"poll_seconds" integer,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "converter_routing_rules" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"name" text NOT NULL,
	"match_field" text NOT NULL,
	"match_pattern" text NOT NULL,
	"target" text NOT NULL,
	"config_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "converter_sections" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"config_id" text NOT NULL,
	"name" text NOT NULL,
	"source_path" text NOT NULL,
	"target_path" text NOT NULL,
	"transform" text NOT NULL,
	"mapping" text,
	"sort_order" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "installation_contacts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"role" text NOT NULL,
	"escalation_order" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "installation_ips" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"ip" text NOT NULL,
	"comment" text,
	"expires_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "installation_relations" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"kind" text NOT NULL,
	"related_installation_id" text NOT NULL,
	"comment" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "licences" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"customer_id" text NOT NULL,
	"seats" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"installation_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"vendor_reference" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "order_error_logs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"order_id" text NOT NULL,
	"error_code" text NOT NULL,
	"message" text NOT NULL,
	"payload" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "peak" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"abbreviation" text NOT NULL,
	"name" text NOT NULL,
	"resort_id" text NOT NULL,
	"installation_id" text,
	"login_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "question_templates" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"installation_type" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "slas" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"level" text NOT NULL,
	"response_minutes" integer NOT NULL,
	"resolution_hours" integer NOT NULL,
	"support_hours" text NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"recipient" text NOT NULL,
	"contact_id" text,
	"installation_id" text,
	"template_id" text,
	"text" text,
	"status" text NOT NULL,
	"reason" text,
	"detail" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "sms_templates" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"purpose" text NOT NULL,
	"text" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "software_component_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"default_timeout_seconds" integer NOT NULL,
	"requires_licence" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "software_component_versions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"type_id" text NOT NULL,
	"version_number" text NOT NULL,
	"version_number_sort_key" text,
	"release_date" date,
	"state" text NOT NULL,
	"release_notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "software_components" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"type_id" text NOT NULL,
	"installation_id" text NOT NULL,
	"search_string" text,
	"template_name" text,
	"timeout_seconds" integer,
	"licence_name" text,
	"mandatory" boolean DEFAULT false NOT NULL,
	"urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"installed_version" text,
	"installed_version_sort_key" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "template_questions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"template_id" text NOT NULL,
	"text" text NOT NULL,
	"answer_type" text NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"sort_order" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"url" text NOT NULL,
	"events" text[] DEFAULT '{}'::text[] NOT NULL,
	"secret" text,
	"active" boolean DEFAULT true NOT NULL,
	"last_delivery_status" text,
	"last_delivery_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "adventures" ADD CONSTRAINT "adventures_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adventures" ADD CONSTRAINT "adventures_resort_id_resorts_id_fk" FOREIGN KEY ("resort_id") REFERENCES "public"."resorts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "changelogs" ADD CONSTRAINT "changelogs_type_id_software_component_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."software_component_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_commands" ADD CONSTRAINT "component_commands_type_id_software_component_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."software_component_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "converter_configs" ADD CONSTRAINT "converter_configs_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "converter_routing_rules" ADD CONSTRAINT "converter_routing_rules_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "converter_routing_rules" ADD CONSTRAINT "converter_routing_rules_config_id_converter_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."converter_configs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "converter_sections" ADD CONSTRAINT "converter_sections_config_id_converter_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."converter_configs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_contacts" ADD CONSTRAINT "installation_contacts_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_contacts" ADD CONSTRAINT "installation_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_ips" ADD CONSTRAINT "installation_ips_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_relations" ADD CONSTRAINT "installation_relations_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_relations" ADD CONSTRAINT "installation_relations_related_installation_id_installations_id_fk" FOREIGN KEY ("related_installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_error_logs" ADD CONSTRAINT "order_error_logs_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peak" ADD CONSTRAINT "peak_resort_id_resorts_id_fk" FOREIGN KEY ("resort_id") REFERENCES "public"."resorts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peak" ADD CONSTRAINT "peak_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slas" ADD CONSTRAINT "slas_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_template_id_sms_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."sms_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_component_versions" ADD CONSTRAINT "software_component_versions_type_id_software_component_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."software_component_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_components" ADD CONSTRAINT "software_components_type_id_software_component_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."software_component_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_components" ADD CONSTRAINT "software_components_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_questions" ADD CONSTRAINT "template_questions_template_id_question_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."question_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acknowledgemessages__text_en__idx" ON "acknowledgemessages" USING btree ("text_en","id");--> statement-breakpoint
CREATE INDEX "acknowledgemessages__text_de__idx" ON "acknowledgemessages" USING btree ("text_de","id");--> statement-breakpoint
CREATE INDEX "acknowledgemessages__category__idx" ON "acknowledgemessages" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "acknowledgemessages__sort_order__idx" ON "acknowledgemessages" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "acknowledgemessages__updated_at__idx" ON "acknowledgemessages" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "acknowledgemessages__search__trgm" ON "acknowledgemessages" USING gin ((coalesce("text_en", '') || ' ' || coalesce("text_de", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "adventures__installation_id__idx" ON "adventures" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "adventures__resort_id__idx" ON "adventures" USING btree ("resort_id","id");--> statement-breakpoint
CREATE INDEX "adventures__name__idx" ON "adventures" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "adventures__starts_on__idx" ON "adventures" USING btree ("starts_on","id");--> statement-breakpoint
CREATE INDEX "adventures__ends_on__idx" ON "adventures" USING btree ("ends_on","id");--> statement-breakpoint
CREATE INDEX "adventures__active__idx" ON "adventures" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "adventures__updated_at__idx" ON "adventures" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "adventures__search__trgm" ON "adventures" USING gin ((coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "changelogs__product__idx" ON "changelogs" USING btree ("product","id");--> statement-breakpoint
CREATE INDEX "changelogs__type_id__idx" ON "changelogs" USING btree ("type_id","id");--> statement-breakpoint
CREATE INDEX "changelogs__version_number__sort_idx" ON "changelogs" USING btree ("version_number_sort_key" collate "C","id");--> statement-breakpoint
CREATE INDEX "changelogs__date__idx" ON "changelogs" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "changelogs__title__idx" ON "changelogs" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "changelogs__updated_at__idx" ON "changelogs" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "changelogs__search__trgm" ON "changelogs" USING gin ((coalesce("title", '') || ' ' || coalesce("body", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "component_commands__type_id__idx" ON "component_commands" USING btree ("type_id","id");--> statement-breakpoint
CREATE INDEX "component_commands__name__idx" ON "component_commands" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "component_commands__needs_confirmation__idx" ON "component_commands" USING btree ("needs_confirmation","id");--> statement-breakpoint
CREATE INDEX "component_commands__capability__idx" ON "component_commands" USING btree ("capability","id");--> statement-breakpoint
CREATE INDEX "component_commands__sort_order__idx" ON "component_commands" USING btree ("sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "component_commands__type_id__name__uq" ON "component_commands" USING btree ("type_id","name");--> statement-breakpoint
CREATE INDEX "component_commands__updated_at__idx" ON "component_commands" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "component_commands__search__trgm" ON "component_commands" USING gin ((coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "converter_configs__installation_id__idx" ON "converter_configs" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "converter_configs__name__idx" ON "converter_configs" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "converter_configs__source__idx" ON "converter_configs" USING btree ("source","id");--> statement-breakpoint
CREATE INDEX "converter_configs__target__idx" ON "converter_configs" USING btree ("target","id");--> statement-breakpoint
CREATE INDEX "converter_configs__format__idx" ON "converter_configs" USING btree ("format","id");--> statement-breakpoint
CREATE INDEX "converter_configs__active__idx" ON "converter_configs" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "converter_configs__installation_id__name__uq" ON "converter_configs" USING btree ("installation_id",lower("name"));--> statement-breakpoint
CREATE INDEX "converter_configs__updated_at__idx" ON "converter_configs" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "converter_configs__search__trgm" ON "converter_configs" USING gin ((coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "converter_routing_rules__installation_id__idx" ON "converter_routing_rules" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "converter_routing_rules__name__idx" ON "converter_routing_rules" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "converter_routing_rules__match_field__idx" ON "converter_routing_rules" USING btree ("match_field","id");--> statement-breakpoint
CREATE INDEX "converter_routing_rules__match_pattern__idx" ON "converter_routing_rules" USING btree ("match_pattern","id");--> statement-breakpoint
CREATE INDEX "converter_routing_rules__target__idx" ON "converter_routing_rules" USING btree ("target","id");--> statement-breakpoint
CREATE INDEX "converter_routing_rules__config_id__idx" ON "converter_routing_rules" USING btree ("config_id","id");--> statement-breakpoint
CREATE INDEX "converter_routing_rules__active__idx" ON "converter_routing_rules" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "converter_routing_rules__sort_order__idx" ON "converter_routing_rules" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "converter_routing_rules__updated_at__idx" ON "converter_routing_rules" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "converter_routing_rules__search__trgm" ON "converter_routing_rules" USING gin ((coalesce("name", '') || ' ' || coalesce("match_pattern", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "converter_sections__config_id__idx" ON "converter_sections" USING btree ("config_id","id");--> statement-breakpoint
CREATE INDEX "converter_sections__name__idx" ON "converter_sections" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "converter_sections__source_path__idx" ON "converter_sections" USING btree ("source_path","id");--> statement-breakpoint
CREATE INDEX "converter_sections__target_path__idx" ON "converter_sections" USING btree ("target_path","id");--> statement-breakpoint
CREATE INDEX "converter_sections__transform__idx" ON "converter_sections" USING btree ("transform","id");--> statement-breakpoint
CREATE INDEX "converter_sections__sort_order__idx" ON "converter_sections" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "converter_sections__updated_at__idx" ON "converter_sections" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "converter_sections__search__trgm" ON "converter_sections" USING gin ((coalesce("name", '') || ' ' || coalesce("source_path", '') || ' ' || coalesce("target_path", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "installation_contacts__installation_id__idx" ON "installation_contacts" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "installation_contacts__contact_id__idx" ON "installation_contacts" USING btree ("contact_id","id");--> statement-breakpoint
CREATE INDEX "installation_contacts__role__idx" ON "installation_contacts" USING btree ("role","id");--> statement-breakpoint
CREATE INDEX "installation_contacts__escalation_order__idx" ON "installation_contacts" USING btree ("escalation_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "installation_contacts__installation_id__contact_id__uq" ON "installation_contacts" USING btree ("installation_id","contact_id");--> statement-breakpoint
CREATE INDEX "installation_contacts__updated_at__idx" ON "installation_contacts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "installation_ips__installation_id__idx" ON "installation_ips" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "installation_ips__ip__idx" ON "installation_ips" USING btree ("ip","id");--> statement-breakpoint
CREATE INDEX "installation_ips__comment__idx" ON "installation_ips" USING btree ("comment","id");--> statement-breakpoint
CREATE INDEX "installation_ips__expires_at__idx" ON "installation_ips" USING btree ("expires_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "installation_ips__installation_id__ip__uq" ON "installation_ips" USING btree ("installation_id","ip");--> statement-breakpoint
CREATE INDEX "installation_ips__updated_at__idx" ON "installation_ips" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "installation_ips__search__trgm" ON "installation_ips" USING gin ((coalesce("ip", '') || ' ' || coalesce("comment", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "installation_relations__installation_id__idx" ON "installation_relations" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "installation_relations__kind__idx" ON "installation_relations" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "installation_relations__related_installation_id__idx" ON "installation_relations" USING btree ("related_installation_id","id");--> statement-breakpoint
CREATE INDEX "installation_relations__comment__idx" ON "installation_relations" USING btree ("comment","id");--> statement-breakpoint
CREATE UNIQUE INDEX "installation_relations__installation_id__kind__related_installation_id__uq" ON "installation_relations" USING btree ("installation_id","kind","related_installation_id");--> statement-breakpoint
CREATE INDEX "installation_relations__updated_at__idx" ON "installation_relations" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "licences__name__idx" ON "licences" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "licences__type__idx" ON "licences" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "licences__customer_id__idx" ON "licences" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "licences__seats__idx" ON "licences" USING btree ("seats","id");--> statement-breakpoint
CREATE INDEX "licences__valid_from__idx" ON "licences" USING btree ("valid_from","id");--> statement-breakpoint
CREATE INDEX "licences__valid_until__idx" ON "licences" USING btree ("valid_until","id");--> statement-breakpoint
CREATE INDEX "licences__installation_ids__gin" ON "licences" USING gin ("installation_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "licences__customer_id__name__uq" ON "licences" USING btree ("customer_id",lower("name"));--> statement-breakpoint
CREATE INDEX "licences__updated_at__idx" ON "licences" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "licences__search__trgm" ON "licences" USING gin ((coalesce("name", '') || ' ' || coalesce("vendor_reference", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_error_logs__installation_id__idx" ON "order_error_logs" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "order_error_logs__occurred_at__idx" ON "order_error_logs" USING btree ("occurred_at","id");--> statement-breakpoint
CREATE INDEX "order_error_logs__order_id__idx" ON "order_error_logs" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_error_logs__error_code__idx" ON "order_error_logs" USING btree ("error_code","id");--> statement-breakpoint
CREATE INDEX "order_error_logs__message__idx" ON "order_error_logs" USING btree ("message","id");--> statement-breakpoint
CREATE INDEX "order_error_logs__updated_at__idx" ON "order_error_logs" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "order_error_logs__search__trgm" ON "order_error_logs" USING gin ((coalesce("order_id", '') || ' ' || coalesce("error_code", '') || ' ' || coalesce("message", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "peak__abbreviation__uq" ON "peak" USING btree (lower("abbreviation"));--> statement-breakpoint
CREATE INDEX "peak__name__idx" ON "peak" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "peak__resort_id__idx" ON "peak" USING btree ("resort_id","id");--> statement-breakpoint
CREATE INDEX "peak__installation_id__idx" ON "peak" USING btree ("installation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "peak__login_name__uq" ON "peak" USING btree (lower("login_name"));--> statement-breakpoint
CREATE INDEX "peak__active__idx" ON "peak" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "peak__updated_at__idx" ON "peak" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "peak__search__trgm" ON "peak" USING gin ((coalesce("abbreviation", '') || ' ' || coalesce("name", '') || ' ' || coalesce("login_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "question_templates__name__uq" ON "question_templates" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "question_templates__installation_type__idx" ON "question_templates" USING btree ("installation_type","id");--> statement-breakpoint
CREATE INDEX "question_templates__active__idx" ON "question_templates" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "question_templates__updated_at__idx" ON "question_templates" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "question_templates__search__trgm" ON "question_templates" USING gin ((coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "slas__installation_id__idx" ON "slas" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "slas__level__idx" ON "slas" USING btree ("level","id");--> statement-breakpoint
CREATE INDEX "slas__response_minutes__idx" ON "slas" USING btree ("response_minutes","id");--> statement-breakpoint
CREATE INDEX "slas__resolution_hours__idx" ON "slas" USING btree ("resolution_hours","id");--> statement-breakpoint
CREATE INDEX "slas__support_hours__idx" ON "slas" USING btree ("support_hours","id");--> statement-breakpoint
CREATE INDEX "slas__valid_from__idx" ON "slas" USING btree ("valid_from","id");--> statement-breakpoint
CREATE INDEX "slas__valid_until__idx" ON "slas" USING btree ("valid_until","id");--> statement-breakpoint
CREATE INDEX "slas__updated_at__idx" ON "slas" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "sms_messages__recipient__idx" ON "sms_messages" USING btree ("recipient","id");--> statement-breakpoint
CREATE INDEX "sms_messages__contact_id__idx" ON "sms_messages" USING btree ("contact_id","id");--> statement-breakpoint
CREATE INDEX "sms_messages__installation_id__idx" ON "sms_messages" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "sms_messages__template_id__idx" ON "sms_messages" USING btree ("template_id","id");--> statement-breakpoint
CREATE INDEX "sms_messages__status__idx" ON "sms_messages" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "sms_messages__reason__idx" ON "sms_messages" USING btree ("reason","id");--> statement-breakpoint
CREATE INDEX "sms_messages__updated_at__idx" ON "sms_messages" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "sms_messages__search__trgm" ON "sms_messages" USING gin ((coalesce("recipient", '') || ' ' || coalesce("text", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sms_templates__name__idx" ON "sms_templates" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "sms_templates__language__idx" ON "sms_templates" USING btree ("language","id");--> statement-breakpoint
CREATE INDEX "sms_templates__purpose__idx" ON "sms_templates" USING btree ("purpose","id");--> statement-breakpoint
CREATE INDEX "sms_templates__active__idx" ON "sms_templates" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_templates__name__language__uq" ON "sms_templates" USING btree (lower("name"),"language");--> statement-breakpoint
CREATE INDEX "sms_templates__updated_at__idx" ON "sms_templates" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "sms_templates__search__trgm" ON "sms_templates" USING gin ((coalesce("name", '') || ' ' || coalesce("text", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "software_component_types__name__uq" ON "software_component_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "software_component_types__default_timeout_seconds__idx" ON "software_component_types" USING btree ("default_timeout_seconds","id");--> statement-breakpoint
CREATE INDEX "software_component_types__requires_licence__idx" ON "software_component_types" USING btree ("requires_licence","id");--> statement-breakpoint
CREATE INDEX "software_component_types__updated_at__idx" ON "software_component_types" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "software_component_types__search__trgm" ON "software_component_types" USING gin ((coalesce("name", '') || ' ' || coalesce("description", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "software_component_versions__type_id__idx" ON "software_component_versions" USING btree ("type_id","id");--> statement-breakpoint
CREATE INDEX "software_component_versions__version_number__sort_idx" ON "software_component_versions" USING btree ("version_number_sort_key" collate "C","id");--> statement-breakpoint
CREATE INDEX "software_component_versions__release_date__idx" ON "software_component_versions" USING btree ("release_date","id");--> statement-breakpoint
CREATE INDEX "software_component_versions__state__idx" ON "software_component_versions" USING btree ("state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "software_component_versions__type_id__version_number__uq" ON "software_component_versions" USING btree ("type_id","version_number");--> statement-breakpoint
CREATE INDEX "software_component_versions__updated_at__idx" ON "software_component_versions" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "software_component_versions__search__trgm" ON "software_component_versions" USING gin ((coalesce("version_number", '') || ' ' || coalesce("release_notes", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "software_components__name__idx" ON "software_components" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "software_components__type_id__idx" ON "software_components" USING btree ("type_id","id");--> statement-breakpoint
CREATE INDEX "software_components__installation_id__idx" ON "software_components" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "software_components__licence_name__idx" ON "software_components" USING btree ("licence_name","id");--> statement-breakpoint
CREATE INDEX "software_components__mandatory__idx" ON "software_components" USING btree ("mandatory","id");--> statement-breakpoint
CREATE INDEX "software_components__urls__gin" ON "software_components" USING gin ("urls");--> statement-breakpoint
CREATE INDEX "software_components__installed_version__sort_idx" ON "software_components" USING btree ("installed_version_sort_key" collate "C","id");--> statement-breakpoint
CREATE UNIQUE INDEX "software_components__installation_id__name__uq" ON "software_components" USING btree ("installation_id",lower("name"));--> statement-breakpoint
CREATE INDEX "software_components__updated_at__idx" ON "software_components" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "software_components__search__trgm" ON "software_components" USING gin ((coalesce("name", '') || ' ' || coalesce("search_string", '') || ' ' || coalesce("template_name", '') || ' ' || coalesce("licence_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "template_questions__template_id__idx" ON "template_questions" USING btree ("template_id","id");--> statement-breakpoint
CREATE INDEX "template_questions__text__idx" ON "template_questions" USING btree ("text","id");--> statement-breakpoint
CREATE INDEX "template_questions__answer_type__idx" ON "template_questions" USING btree ("answer_type","id");--> statement-breakpoint
CREATE INDEX "template_questions__options__gin" ON "template_questions" USING gin ("options");--> statement-breakpoint
CREATE INDEX "template_questions__required__idx" ON "template_questions" USING btree ("required","id");--> statement-breakpoint
CREATE INDEX "template_questions__sort_order__idx" ON "template_questions" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "template_questions__updated_at__idx" ON "template_questions" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "template_questions__search__trgm" ON "template_questions" USING gin ((coalesce("text", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "webhooks__installation_id__idx" ON "webhooks" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "webhooks__url__idx" ON "webhooks" USING btree ("url","id");--> statement-breakpoint
CREATE INDEX "webhooks__events__gin" ON "webhooks" USING gin ("events");--> statement-breakpoint
CREATE INDEX "webhooks__active__idx" ON "webhooks" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "webhooks__last_delivery_status__idx" ON "webhooks" USING btree ("last_delivery_status","id");--> statement-breakpoint
CREATE INDEX "webhooks__last_delivery_at__idx" ON "webhooks" USING btree ("last_delivery_at","id");--> statement-breakpoint
CREATE INDEX "webhooks__updated_at__idx" ON "webhooks" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "webhooks__search__trgm" ON "webhooks" USING gin ((coalesce("url", '')) gin_trgm_ops);