CREATE TABLE "login_data_secrets" (
	"entry_id" text PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"envelope" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vault_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"check_value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_data" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"system" text NOT NULL,
	"host" text NOT NULL,
	"username" text,
	"installation_id" text,
	"customer_id" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"password_set" boolean,
	"totp_set" boolean,
	"secret_changed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "login_data_secrets" ADD CONSTRAINT "login_data_secrets_entry_id_login_data_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."login_data"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_data" ADD CONSTRAINT "login_data_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_data" ADD CONSTRAINT "login_data_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_data_secrets_key_idx" ON "login_data_secrets" USING btree ("key_id");--> statement-breakpoint
CREATE INDEX "login_data__system__idx" ON "login_data" USING btree ("system","id");--> statement-breakpoint
CREATE INDEX "login_data__host__idx" ON "login_data" USING btree ("host","id");--> statement-breakpoint
CREATE INDEX "login_data__username__idx" ON "login_data" USING btree ("username","id");--> statement-breakpoint
CREATE INDEX "login_data__installation_id__idx" ON "login_data" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "login_data__customer_id__idx" ON "login_data" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "login_data__tags__gin" ON "login_data" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "login_data__password_set__idx" ON "login_data" USING btree ("password_set","id");--> statement-breakpoint
CREATE INDEX "login_data__totp_set__idx" ON "login_data" USING btree ("totp_set","id");--> statement-breakpoint
CREATE INDEX "login_data__updated_at__idx" ON "login_data" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "login_data__search__trgm" ON "login_data" USING gin ((coalesce("host", '') || ' ' || coalesce("username", '')) gin_trgm_ops);