CREATE TABLE "installation_events" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"organiser" text,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "installation_resources" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"role" text,
	"quantity" integer,
	"from" date,
	"until" date,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"subject" text NOT NULL,
	"installation_id" text NOT NULL,
	"status" text NOT NULL,
	"topic" text NOT NULL,
	"impact" text NOT NULL,
	"environment" text NOT NULL,
	"contact_id" text,
	"description" text,
	"external_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "installation_events" ADD CONSTRAINT "installation_events_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installation_resources" ADD CONSTRAINT "installation_resources_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "installation_events__installation_id__idx" ON "installation_events" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "installation_events__name__idx" ON "installation_events" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "installation_events__type__idx" ON "installation_events" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "installation_events__starts_on__idx" ON "installation_events" USING btree ("starts_on","id");--> statement-breakpoint
CREATE INDEX "installation_events__ends_on__idx" ON "installation_events" USING btree ("ends_on","id");--> statement-breakpoint
CREATE INDEX "installation_events__organiser__idx" ON "installation_events" USING btree ("organiser","id");--> statement-breakpoint
CREATE INDEX "installation_events__updated_at__idx" ON "installation_events" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "installation_events__search__trgm" ON "installation_events" USING gin ((coalesce("name", '') || ' ' || coalesce("organiser", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "installation_resources__installation_id__idx" ON "installation_resources" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "installation_resources__kind__idx" ON "installation_resources" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "installation_resources__name__idx" ON "installation_resources" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "installation_resources__role__idx" ON "installation_resources" USING btree ("role","id");--> statement-breakpoint
CREATE INDEX "installation_resources__quantity__idx" ON "installation_resources" USING btree ("quantity","id");--> statement-breakpoint
CREATE INDEX "installation_resources__from__idx" ON "installation_resources" USING btree ("from","id");--> statement-breakpoint
CREATE INDEX "installation_resources__until__idx" ON "installation_resources" USING btree ("until","id");--> statement-breakpoint
CREATE INDEX "installation_resources__updated_at__idx" ON "installation_resources" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "installation_resources__search__trgm" ON "installation_resources" USING gin ((coalesce("name", '') || ' ' || coalesce("role", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tickets__subject__idx" ON "tickets" USING btree ("subject","id");--> statement-breakpoint
CREATE INDEX "tickets__installation_id__idx" ON "tickets" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "tickets__status__idx" ON "tickets" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "tickets__topic__idx" ON "tickets" USING btree ("topic","id");--> statement-breakpoint
CREATE INDEX "tickets__impact__idx" ON "tickets" USING btree ("impact","id");--> statement-breakpoint
CREATE INDEX "tickets__contact_id__idx" ON "tickets" USING btree ("contact_id","id");--> statement-breakpoint
CREATE INDEX "tickets__updated_at__idx" ON "tickets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "tickets__search__trgm" ON "tickets" USING gin ((coalesce("subject", '') || ' ' || coalesce("description", '')) gin_trgm_ops);