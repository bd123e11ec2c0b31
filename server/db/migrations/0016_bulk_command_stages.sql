ALTER TABLE "bulk_commands" ADD COLUMN "stage_size" integer;--> statement-breakpoint
ALTER TABLE "bulk_commands" ADD COLUMN "stage_success_percent" integer;--> statement-breakpoint
ALTER TABLE "bulk_commands" ADD COLUMN "stage" text;