CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"actor_name" text,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"customer_id" text NOT NULL,
	"phone" text,
	"email" text,
	"notification_media" text[] DEFAULT '{}'::text[] NOT NULL,
	"language" text,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"contract" text NOT NULL,
	"contract_until" date,
	"email" text,
	"phone" text,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "installations" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"customer_id" text NOT NULL,
	"resort_id" text,
	"country" text NOT NULL,
	"sponsor" text,
	"location" jsonb,
	"tracker_version" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "lifts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"resort_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" text NOT NULL,
	"weight" numeric(14, 2) NOT NULL,
	"capacity_per_hour" integer,
	"length_meters" integer,
	"has_access_control" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "photopoints" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"resort_id" text NOT NULL,
	"name" text NOT NULL,
	"location" jsonb,
	"altitude" integer,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "resorts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"link" text NOT NULL,
	"company_name" text,
	"customer_id" text NOT NULL,
	"external_resort_id" text,
	"province" text,
	"country" text NOT NULL,
	"timezone_id" text NOT NULL,
	"project" text,
	"connector_type" text NOT NULL,
	"skipass_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"weather_url" text,
	"homepage" text,
	"opening_hours" jsonb,
	"season" jsonb,
	"day_ticket_prices" jsonb,
	"currency" text NOT NULL,
	"slope_lengths" jsonb,
	"descriptions" jsonb,
	"notes" jsonb,
	"active" boolean DEFAULT true NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"has_webcams" boolean DEFAULT false NOT NULL,
	"has_video" boolean DEFAULT false NOT NULL,
	"has_photopoints" boolean DEFAULT false NOT NULL,
	"has_exit_readers" boolean DEFAULT false NOT NULL,
	"has_lifts_without_access_control" boolean DEFAULT false NOT NULL,
	"b2b_address_download" boolean DEFAULT false NOT NULL,
	"display_ranking" boolean DEFAULT true NOT NULL,
	"shared_resort_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "spots" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"resort_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"location" jsonb,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installations" ADD CONSTRAINT "installations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installations" ADD CONSTRAINT "installations_resort_id_resorts_id_fk" FOREIGN KEY ("resort_id") REFERENCES "public"."resorts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lifts" ADD CONSTRAINT "lifts_resort_id_resorts_id_fk" FOREIGN KEY ("resort_id") REFERENCES "public"."resorts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photopoints" ADD CONSTRAINT "photopoints_resort_id_resorts_id_fk" FOREIGN KEY ("resort_id") REFERENCES "public"."resorts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resorts" ADD CONSTRAINT "resorts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spots" ADD CONSTRAINT "spots_resort_id_resorts_id_fk" FOREIGN KEY ("resort_id") REFERENCES "public"."resorts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("resource","record_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "contacts__name__idx" ON "contacts" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "contacts__role__idx" ON "contacts" USING btree ("role","id");--> statement-breakpoint
CREATE INDEX "contacts__customer_id__idx" ON "contacts" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "contacts__phone__idx" ON "contacts" USING btree ("phone","id");--> statement-breakpoint
CREATE INDEX "contacts__email__idx" ON "contacts" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "contacts__notification_media__gin" ON "contacts" USING gin ("notification_media");--> statement-breakpoint
CREATE INDEX "contacts__updated_at__idx" ON "contacts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "contacts__search__trgm" ON "contacts" USING gin ((coalesce("name", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "customers__name__uq" ON "customers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "customers__country__idx" ON "customers" USING btree ("country","id");--> statement-breakpoint
CREATE INDEX "customers__contract__idx" ON "customers" USING btree ("contract","id");--> statement-breakpoint
CREATE INDEX "customers__contract_until__idx" ON "customers" USING btree ("contract_until","id");--> statement-breakpoint
CREATE INDEX "customers__email__idx" ON "customers" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "customers__updated_at__idx" ON "customers" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "customers__search__trgm" ON "customers" USING gin ((coalesce("name", '') || ' ' || coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "installations__name__idx" ON "installations" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "installations__type__idx" ON "installations" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "installations__status__idx" ON "installations" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "installations__customer_id__idx" ON "installations" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "installations__resort_id__idx" ON "installations" USING btree ("resort_id","id");--> statement-breakpoint
CREATE INDEX "installations__country__idx" ON "installations" USING btree ("country","id");--> statement-breakpoint
CREATE INDEX "installations__tracker_version__idx" ON "installations" USING btree ("tracker_version","id");--> statement-breakpoint
CREATE INDEX "installations__updated_at__idx" ON "installations" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "installations__search__trgm" ON "installations" USING gin ((coalesce("name", '') || ' ' || coalesce("sponsor", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lifts__resort_id__idx" ON "lifts" USING btree ("resort_id","id");--> statement-breakpoint
CREATE INDEX "lifts__name__idx" ON "lifts" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "lifts__type__idx" ON "lifts" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "lifts__size__idx" ON "lifts" USING btree ("size","id");--> statement-breakpoint
CREATE INDEX "lifts__weight__idx" ON "lifts" USING btree ("weight","id");--> statement-breakpoint
CREATE INDEX "lifts__capacity_per_hour__idx" ON "lifts" USING btree ("capacity_per_hour","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lifts__resort_id__name__uq" ON "lifts" USING btree ("resort_id",lower("name"));--> statement-breakpoint
CREATE INDEX "lifts__updated_at__idx" ON "lifts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "lifts__search__trgm" ON "lifts" USING gin ((coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "photopoints__resort_id__idx" ON "photopoints" USING btree ("resort_id","id");--> statement-breakpoint
CREATE INDEX "photopoints__name__idx" ON "photopoints" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "photopoints__altitude__idx" ON "photopoints" USING btree ("altitude","id");--> statement-breakpoint
CREATE INDEX "photopoints__active__idx" ON "photopoints" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "photopoints__resort_id__name__uq" ON "photopoints" USING btree ("resort_id",lower("name"));--> statement-breakpoint
CREATE INDEX "photopoints__updated_at__idx" ON "photopoints" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "photopoints__search__trgm" ON "photopoints" USING gin ((coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "resorts__name__uq" ON "resorts" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "resorts__link__uq" ON "resorts" USING btree (lower("link"));--> statement-breakpoint
CREATE INDEX "resorts__customer_id__idx" ON "resorts" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "resorts__country__idx" ON "resorts" USING btree ("country","id");--> statement-breakpoint
CREATE INDEX "resorts__timezone_id__idx" ON "resorts" USING btree ("timezone_id","id");--> statement-breakpoint
CREATE INDEX "resorts__skipass_types__gin" ON "resorts" USING gin ("skipass_types");--> statement-breakpoint
CREATE INDEX "resorts__active__idx" ON "resorts" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "resorts__visible__idx" ON "resorts" USING btree ("visible","id");--> statement-breakpoint
CREATE INDEX "resorts__shared_resort_ids__gin" ON "resorts" USING gin ("shared_resort_ids");--> statement-breakpoint
CREATE INDEX "resorts__updated_at__idx" ON "resorts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "resorts__search__trgm" ON "resorts" USING gin ((coalesce("name", '') || ' ' || coalesce("link", '') || ' ' || coalesce("company_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "spots__resort_id__idx" ON "spots" USING btree ("resort_id","id");--> statement-breakpoint
CREATE INDEX "spots__name__idx" ON "spots" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "spots__type__idx" ON "spots" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "spots__active__idx" ON "spots" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "spots__resort_id__name__uq" ON "spots" USING btree ("resort_id",lower("name"));--> statement-breakpoint
CREATE INDEX "spots__updated_at__idx" ON "spots" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "spots__search__trgm" ON "spots" USING gin ((coalesce("name", '')) gin_trgm_ops);