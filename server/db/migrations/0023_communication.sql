CREATE TABLE "sink_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"key" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"copies" integer DEFAULT 1 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"purpose" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"step" integer DEFAULT 0,
	"installation_id" text,
	"resort_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"customer_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"installation_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"media" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"email_template_id" text,
	"sms_template_id" text,
	"subject_en" text,
	"subject_de" text,
	"email_en" text,
	"email_de" text,
	"sms_en" text,
	"sms_de" text,
	"author_id" text,
	"author_name" text,
	"sent_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"key" text,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"contact_id" text,
	"installation_id" text,
	"notification_id" text,
	"template_id" text,
	"language" text,
	"subject" text,
	"text" text,
	"status" text NOT NULL,
	"reason" text,
	"detail" text,
	"attempts" integer DEFAULT 0,
	"next_attempt_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"provider_id" text,
	"payload" text,
	"sent_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "ticket_conversations" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"ticket_id" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"incoming" boolean DEFAULT false NOT NULL,
	"author_id" text,
	"author_name" text,
	"external_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
-- The SMS log moves into the outbox, which now holds every outgoing message.
INSERT INTO "outbox_messages" ("id", "key", "channel", "recipient", "contact_id", "installation_id", "template_id", "text", "status", "reason", "detail", "attempts", "version", "created_at", "updated_at", "created_by", "updated_by")
SELECT "id", 'sms-log:' || "id", 'sms', "recipient", "contact_id", "installation_id", "template_id", "text", "status", "reason", "detail", 0, "version", "created_at", "updated_at", "created_by", "updated_by" FROM "sms_messages";--> statement-breakpoint
DROP TABLE "sms_messages" CASCADE;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_email_template_id_email_templates_id_fk" FOREIGN KEY ("email_template_id") REFERENCES "public"."email_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_sms_template_id_sms_templates_id_fk" FOREIGN KEY ("sms_template_id") REFERENCES "public"."sms_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_template_id_sms_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."sms_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_conversations" ADD CONSTRAINT "ticket_conversations_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sink_messages_channel_key_idx" ON "sink_messages" USING btree ("channel","key");--> statement-breakpoint
CREATE INDEX "sink_messages_received_at_idx" ON "sink_messages" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "email_templates__name__idx" ON "email_templates" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "email_templates__language__idx" ON "email_templates" USING btree ("language","id");--> statement-breakpoint
CREATE INDEX "email_templates__purpose__idx" ON "email_templates" USING btree ("purpose","id");--> statement-breakpoint
CREATE INDEX "email_templates__subject__idx" ON "email_templates" USING btree ("subject","id");--> statement-breakpoint
CREATE INDEX "email_templates__active__idx" ON "email_templates" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates__name__language__uq" ON "email_templates" USING btree (lower("name"),"language");--> statement-breakpoint
CREATE INDEX "email_templates__updated_at__idx" ON "email_templates" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "email_templates__search__trgm" ON "email_templates" USING gin ((coalesce("name", '') || ' ' || coalesce("subject", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notifications__title__idx" ON "notifications" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "notifications__kind__idx" ON "notifications" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "notifications__state__idx" ON "notifications" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "notifications__installation_id__idx" ON "notifications" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "notifications__resort_ids__gin" ON "notifications" USING gin ("resort_ids");--> statement-breakpoint
CREATE INDEX "notifications__customer_ids__gin" ON "notifications" USING gin ("customer_ids");--> statement-breakpoint
CREATE INDEX "notifications__installation_types__gin" ON "notifications" USING gin ("installation_types");--> statement-breakpoint
CREATE INDEX "notifications__countries__gin" ON "notifications" USING gin ("countries");--> statement-breakpoint
CREATE INDEX "notifications__contact_roles__gin" ON "notifications" USING gin ("contact_roles");--> statement-breakpoint
CREATE INDEX "notifications__media__gin" ON "notifications" USING gin ("media");--> statement-breakpoint
CREATE INDEX "notifications__contact_ids__gin" ON "notifications" USING gin ("contact_ids");--> statement-breakpoint
CREATE INDEX "notifications__channels__gin" ON "notifications" USING gin ("channels");--> statement-breakpoint
CREATE INDEX "notifications__email_template_id__idx" ON "notifications" USING btree ("email_template_id","id");--> statement-breakpoint
CREATE INDEX "notifications__sms_template_id__idx" ON "notifications" USING btree ("sms_template_id","id");--> statement-breakpoint
CREATE INDEX "notifications__author_id__idx" ON "notifications" USING btree ("author_id","id");--> statement-breakpoint
CREATE INDEX "notifications__author_name__idx" ON "notifications" USING btree ("author_name","id");--> statement-breakpoint
CREATE INDEX "notifications__sent_at__idx" ON "notifications" USING btree ("sent_at","id");--> statement-breakpoint
CREATE INDEX "notifications__state__sent_at__idx" ON "notifications" USING btree ("state","sent_at","id");--> statement-breakpoint
CREATE INDEX "notifications__updated_at__idx" ON "notifications" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "notifications__search__trgm" ON "notifications" USING gin ((coalesce("title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages__key__uq" ON "outbox_messages" USING btree ("key");--> statement-breakpoint
CREATE INDEX "outbox_messages__channel__idx" ON "outbox_messages" USING btree ("channel","id");--> statement-breakpoint
CREATE INDEX "outbox_messages__recipient__idx" ON "outbox_messages" USING btree ("recipient","id");--> statement-breakpoint
CREATE INDEX "outbox_messages__contact_id__idx" ON "outbox_messages" USING btree ("contact_id","id");--> statement-breakpoint
CREATE INDEX "outbox_messages__installation_id__idx" ON "outbox_messages" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "outbox_messages__notification_id__idx" ON "outbox_messages" USING btree ("notification_id","id");--> statement-breakpoint
CREATE INDEX "outbox_messages__template_id__idx" ON "outbox_messages" USING btree ("template_id","id");--> statement-breakpoint
CREATE INDEX "outbox_messages__subject__idx" ON "outbox_messages" USING btree ("subject","id");--> statement-breakpoint
CREATE INDEX "outbox_messages__status__idx" ON "outbox_messages" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "outbox_messages__reason__idx" ON "outbox_messages" USING btree ("reason","id");--> statement-breakpoint
CREATE INDEX "outbox_messages__attempts__idx" ON "outbox_messages" USING btree ("attempts","id");--> statement-breakpoint
CREATE INDEX "outbox_messages__status__next_attempt_at__idx" ON "outbox_messages" USING btree ("status","next_attempt_at","id");--> statement-breakpoint
CREATE INDEX "outbox_messages__notification_id__status__idx" ON "outbox_messages" USING btree ("notification_id","status","id");--> statement-breakpoint
CREATE INDEX "outbox_messages__channel__status__idx" ON "outbox_messages" USING btree ("channel","status","id");--> statement-breakpoint
CREATE INDEX "outbox_messages__updated_at__idx" ON "outbox_messages" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "outbox_messages__search__trgm" ON "outbox_messages" USING gin ((coalesce("recipient", '') || ' ' || coalesce("subject", '') || ' ' || coalesce("text", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ticket_conversations__ticket_id__idx" ON "ticket_conversations" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "ticket_conversations__kind__idx" ON "ticket_conversations" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "ticket_conversations__author_id__idx" ON "ticket_conversations" USING btree ("author_id","id");--> statement-breakpoint
CREATE INDEX "ticket_conversations__author_name__idx" ON "ticket_conversations" USING btree ("author_name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_conversations__external_id__uq" ON "ticket_conversations" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "ticket_conversations__updated_at__idx" ON "ticket_conversations" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "ticket_conversations__search__trgm" ON "ticket_conversations" USING gin ((coalesce("body", '')) gin_trgm_ops);