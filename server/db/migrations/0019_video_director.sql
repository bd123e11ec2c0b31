CREATE TABLE "video_director_configs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"recorder" text NOT NULL,
	"lane" integer DEFAULT 1 NOT NULL,
	"picture_width" integer NOT NULL,
	"picture_height" integer NOT NULL,
	"areas" jsonb NOT NULL,
	"object_lost_frames" integer DEFAULT 25 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "video_director_configs" ADD CONSTRAINT "video_director_configs_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_director_configs__installation_id__idx" ON "video_director_configs" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "video_director_configs__recorder__idx" ON "video_director_configs" USING btree ("recorder","id");--> statement-breakpoint
CREATE INDEX "video_director_configs__lane__idx" ON "video_director_configs" USING btree ("lane","id");--> statement-breakpoint
CREATE INDEX "video_director_configs__object_lost_frames__idx" ON "video_director_configs" USING btree ("object_lost_frames","id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_director_configs__installation_id__recorder__lane__uq" ON "video_director_configs" USING btree ("installation_id","recorder","lane");--> statement-breakpoint
CREATE INDEX "video_director_configs__updated_at__idx" ON "video_director_configs" USING btree ("updated_at","id");