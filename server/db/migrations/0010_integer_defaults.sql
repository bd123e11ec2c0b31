ALTER TABLE "converter_configs" ALTER COLUMN "poll_seconds" SET DEFAULT 60;--> statement-breakpoint
ALTER TABLE "installation_resources" ALTER COLUMN "quantity" SET DEFAULT 1;