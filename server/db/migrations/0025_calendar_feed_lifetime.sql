ALTER TABLE "calendar_feeds" ADD COLUMN "revoked_by" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '90 days' NOT NULL;--> statement-breakpoint
CREATE INDEX "calendar_feeds_created_idx" ON "calendar_feeds" USING btree ("created_at");