CREATE TABLE "media" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"installation_id" text NOT NULL,
	"device_id" text,
	"lane" integer,
	"photopoint_id" text,
	"session_id" text,
	"order_id" text,
	"taken_at" timestamp with time zone NOT NULL,
	"announced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"arrived_at" timestamp with time zone,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"file_key" text,
	"thumbnail_key" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reason_text" text,
	"reviewer" text,
	"reviewer_name" text,
	"reviewed_at" timestamp with time zone,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"media_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reviewer" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"reason_text" text,
	"previous_state" text NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_decisions" ADD CONSTRAINT "media_decisions_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_queue_idx" ON "media" USING btree ("kind","arrived_at","id") WHERE state = 'pending' and arrived_at is not null;--> statement-breakpoint
CREATE INDEX "media_lease_idx" ON "media" USING btree ("lease_owner","kind") WHERE lease_owner is not null;--> statement-breakpoint
CREATE INDEX "media_decided_idx" ON "media" USING btree ("kind","state","reviewed_at");--> statement-breakpoint
CREATE INDEX "media_installation_idx" ON "media" USING btree ("installation_id","taken_at");--> statement-breakpoint
CREATE INDEX "media_decisions_decided_idx" ON "media_decisions" USING btree ("decided_at");--> statement-breakpoint
CREATE INDEX "media_decisions_reviewer_idx" ON "media_decisions" USING btree ("reviewer","id");--> statement-breakpoint
CREATE INDEX "media_decisions_media_idx" ON "media_decisions" USING btree ("media_id");