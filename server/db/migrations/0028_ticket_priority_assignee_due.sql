DROP INDEX "tickets__topic__idx";--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "priority" text DEFAULT 'medium' NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "priority" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "response_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "resolution_due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tickets__priority__idx" ON "tickets" USING btree ("priority","id");--> statement-breakpoint
CREATE INDEX "tickets__assignee_id__idx" ON "tickets" USING btree ("assignee_id","id");--> statement-breakpoint
CREATE INDEX "tickets__resolution_due_at__idx" ON "tickets" USING btree ("resolution_due_at","id");