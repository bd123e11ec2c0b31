CREATE TABLE "note_reads" (
	"note_id" text NOT NULL,
	"subject" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "note_reads_note_id_subject_pk" PRIMARY KEY("note_id","subject")
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"text" text NOT NULL,
	"category" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"installation_id" text,
	"resort_id" text,
	"problem_id" text,
	"device_id" text,
	"recipient_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"recipient_users" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_id" text,
	"author_name" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"customer_id" text,
	"last_seen_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "note_reads" ADD CONSTRAINT "note_reads_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_resort_id_resorts_id_fk" FOREIGN KEY ("resort_id") REFERENCES "public"."resorts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "note_reads_subject_idx" ON "note_reads" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "notes__category__idx" ON "notes" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "notes__pinned__idx" ON "notes" USING btree ("pinned","id");--> statement-breakpoint
CREATE INDEX "notes__installation_id__idx" ON "notes" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "notes__resort_id__idx" ON "notes" USING btree ("resort_id","id");--> statement-breakpoint
CREATE INDEX "notes__recipient_roles__gin" ON "notes" USING gin ("recipient_roles");--> statement-breakpoint
CREATE INDEX "notes__recipient_users__gin" ON "notes" USING gin ("recipient_users");--> statement-breakpoint
CREATE INDEX "notes__author_id__idx" ON "notes" USING btree ("author_id","id");--> statement-breakpoint
CREATE INDEX "notes__author_name__idx" ON "notes" USING btree ("author_name","id");--> statement-breakpoint
CREATE INDEX "notes__updated_at__idx" ON "notes" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "notes__search__trgm" ON "notes" USING gin ((coalesce("text", '') || ' ' || coalesce("author_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_users__name__idx" ON "staff_users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "staff_users__email__idx" ON "staff_users" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "staff_users__roles__gin" ON "staff_users" USING gin ("roles");--> statement-breakpoint
CREATE INDEX "staff_users__customer_id__idx" ON "staff_users" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "staff_users__last_seen_at__idx" ON "staff_users" USING btree ("last_seen_at","id");--> statement-breakpoint
CREATE INDEX "staff_users__updated_at__idx" ON "staff_users" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "staff_users__search__trgm" ON "staff_users" USING gin ((coalesce("name", '') || ' ' || coalesce("email", '')) gin_trgm_ops);