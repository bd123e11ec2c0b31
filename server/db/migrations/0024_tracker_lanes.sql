CREATE TABLE "session_reprocessing" (
	"session_id" text PRIMARY KEY NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_movie_configs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"name" text NOT NULL,
	"event_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"reporters" text[] DEFAULT '{}'::text[] NOT NULL,
	"order" text NOT NULL,
	"max_runs" integer DEFAULT 30 NOT NULL,
	"theme_id" text,
	"intro_outro_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "event_movies" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"config_id" text NOT NULL,
	"title" text NOT NULL,
	"event_date" date NOT NULL,
	"status" text NOT NULL,
	"duration_s" integer,
	"runs" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "lane_cameras" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"lane" integer DEFAULT 1 NOT NULL,
	"device_id" text NOT NULL,
	"role" text NOT NULL,
	"resolution" text NOT NULL,
	"frame_rate" integer DEFAULT 25 NOT NULL,
	"presets" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "photo_trigger_configs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"device_id" text NOT NULL,
	"trigger" text NOT NULL,
	"camera" text NOT NULL,
	"delay_ms" integer DEFAULT 250 NOT NULL,
	"interval_s" integer,
	"overlay_template_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "recorder_configs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"lane" integer DEFAULT 1 NOT NULL,
	"recorder_id" text NOT NULL,
	"resolution" text NOT NULL,
	"frame_rate" integer DEFAULT 25 NOT NULL,
	"pre_roll_s" integer DEFAULT 3 NOT NULL,
	"post_roll_s" integer DEFAULT 5 NOT NULL,
	"bitrate_kbps" integer DEFAULT 8000 NOT NULL,
	"retention_days" integer DEFAULT 30 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "start_finish_configs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"lane" integer DEFAULT 1 NOT NULL,
	"runtime_min_s" double precision DEFAULT 10 NOT NULL,
	"runtime_max_s" double precision DEFAULT 120 NOT NULL,
	"pre_runtime_max_s" double precision DEFAULT 30 NOT NULL,
	"start_with_identification" boolean DEFAULT false NOT NULL,
	"opening_time" time NOT NULL,
	"closing_time" time NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "svg_templates" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"name" text NOT NULL,
	"svg" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "terminal_sales" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"device_id" text NOT NULL,
	"day" date NOT NULL,
	"product" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount" double precision NOT NULL,
	"currency" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "video_publisher_configs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"lane" integer DEFAULT 1 NOT NULL,
	"targets" text[] DEFAULT '{}'::text[] NOT NULL,
	"auto_publish" boolean DEFAULT true NOT NULL,
	"theme_id" text,
	"watermark" text,
	"delay_s" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "video_sessions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation_id" text NOT NULL,
	"session_id" text NOT NULL,
	"lane" integer NOT NULL,
	"order_id" text,
	"start_number" text,
	"processing_started_at" timestamp with time zone,
	"uploaded_at" timestamp with time zone,
	"status" text NOT NULL,
	"config_analysis_status" text NOT NULL,
	"runtime_ms" integer,
	"events" jsonb,
	"reprocess_state" text DEFAULT 'none' NOT NULL,
	"reprocess_step" integer DEFAULT 0,
	"reprocessed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "session_reprocessing" ADD CONSTRAINT "session_reprocessing_session_id_video_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."video_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_movie_configs" ADD CONSTRAINT "event_movie_configs_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_movie_configs" ADD CONSTRAINT "event_movie_configs_theme_id_video_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."video_themes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_movie_configs" ADD CONSTRAINT "event_movie_configs_intro_outro_id_intro_outros_id_fk" FOREIGN KEY ("intro_outro_id") REFERENCES "public"."intro_outros"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_movies" ADD CONSTRAINT "event_movies_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_movies" ADD CONSTRAINT "event_movies_config_id_event_movie_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."event_movie_configs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lane_cameras" ADD CONSTRAINT "lane_cameras_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lane_cameras" ADD CONSTRAINT "lane_cameras_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_trigger_configs" ADD CONSTRAINT "photo_trigger_configs_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_trigger_configs" ADD CONSTRAINT "photo_trigger_configs_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_trigger_configs" ADD CONSTRAINT "photo_trigger_configs_overlay_template_id_svg_templates_id_fk" FOREIGN KEY ("overlay_template_id") REFERENCES "public"."svg_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recorder_configs" ADD CONSTRAINT "recorder_configs_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recorder_configs" ADD CONSTRAINT "recorder_configs_recorder_id_devices_id_fk" FOREIGN KEY ("recorder_id") REFERENCES "public"."devices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "start_finish_configs" ADD CONSTRAINT "start_finish_configs_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svg_templates" ADD CONSTRAINT "svg_templates_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_sales" ADD CONSTRAINT "terminal_sales_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminal_sales" ADD CONSTRAINT "terminal_sales_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_publisher_configs" ADD CONSTRAINT "video_publisher_configs_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_publisher_configs" ADD CONSTRAINT "video_publisher_configs_theme_id_video_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."video_themes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_sessions" ADD CONSTRAINT "video_sessions_installation_id_installations_id_fk" FOREIGN KEY ("installation_id") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_reprocessing_claimed_until_idx" ON "session_reprocessing" USING btree ("claimed_until");--> statement-breakpoint
CREATE INDEX "event_movie_configs__installation_id__idx" ON "event_movie_configs" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "event_movie_configs__name__idx" ON "event_movie_configs" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "event_movie_configs__event_keys__gin" ON "event_movie_configs" USING gin ("event_keys");--> statement-breakpoint
CREATE INDEX "event_movie_configs__reporters__gin" ON "event_movie_configs" USING gin ("reporters");--> statement-breakpoint
CREATE INDEX "event_movie_configs__order__idx" ON "event_movie_configs" USING btree ("order","id");--> statement-breakpoint
CREATE INDEX "event_movie_configs__max_runs__idx" ON "event_movie_configs" USING btree ("max_runs","id");--> statement-breakpoint
CREATE INDEX "event_movie_configs__theme_id__idx" ON "event_movie_configs" USING btree ("theme_id","id");--> statement-breakpoint
CREATE INDEX "event_movie_configs__intro_outro_id__idx" ON "event_movie_configs" USING btree ("intro_outro_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_movie_configs__installation_id__name__uq" ON "event_movie_configs" USING btree ("installation_id",lower("name"));--> statement-breakpoint
CREATE INDEX "event_movie_configs__updated_at__idx" ON "event_movie_configs" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "event_movie_configs__search__trgm" ON "event_movie_configs" USING gin ((coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "event_movies__installation_id__idx" ON "event_movies" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "event_movies__config_id__idx" ON "event_movies" USING btree ("config_id","id");--> statement-breakpoint
CREATE INDEX "event_movies__title__idx" ON "event_movies" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "event_movies__event_date__idx" ON "event_movies" USING btree ("event_date","id");--> statement-breakpoint
CREATE INDEX "event_movies__status__idx" ON "event_movies" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "event_movies__duration_s__idx" ON "event_movies" USING btree ("duration_s","id");--> statement-breakpoint
CREATE INDEX "event_movies__installation_id__event_date__idx" ON "event_movies" USING btree ("installation_id","event_date","id");--> statement-breakpoint
CREATE INDEX "event_movies__updated_at__idx" ON "event_movies" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "event_movies__search__trgm" ON "event_movies" USING gin ((coalesce("title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lane_cameras__installation_id__idx" ON "lane_cameras" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "lane_cameras__lane__idx" ON "lane_cameras" USING btree ("lane","id");--> statement-breakpoint
CREATE INDEX "lane_cameras__device_id__idx" ON "lane_cameras" USING btree ("device_id","id");--> statement-breakpoint
CREATE INDEX "lane_cameras__role__idx" ON "lane_cameras" USING btree ("role","id");--> statement-breakpoint
CREATE INDEX "lane_cameras__resolution__idx" ON "lane_cameras" USING btree ("resolution","id");--> statement-breakpoint
CREATE INDEX "lane_cameras__frame_rate__idx" ON "lane_cameras" USING btree ("frame_rate","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lane_cameras__installation_id__lane__device_id__uq" ON "lane_cameras" USING btree ("installation_id","lane","device_id");--> statement-breakpoint
CREATE INDEX "lane_cameras__updated_at__idx" ON "lane_cameras" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "photo_trigger_configs__installation_id__idx" ON "photo_trigger_configs" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "photo_trigger_configs__device_id__idx" ON "photo_trigger_configs" USING btree ("device_id","id");--> statement-breakpoint
CREATE INDEX "photo_trigger_configs__trigger__idx" ON "photo_trigger_configs" USING btree ("trigger","id");--> statement-breakpoint
CREATE INDEX "photo_trigger_configs__camera__idx" ON "photo_trigger_configs" USING btree ("camera","id");--> statement-breakpoint
CREATE INDEX "photo_trigger_configs__delay_ms__idx" ON "photo_trigger_configs" USING btree ("delay_ms","id");--> statement-breakpoint
CREATE INDEX "photo_trigger_configs__overlay_template_id__idx" ON "photo_trigger_configs" USING btree ("overlay_template_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "photo_trigger_configs__device_id__camera__uq" ON "photo_trigger_configs" USING btree ("device_id","camera");--> statement-breakpoint
CREATE INDEX "photo_trigger_configs__updated_at__idx" ON "photo_trigger_configs" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "recorder_configs__installation_id__idx" ON "recorder_configs" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "recorder_configs__lane__idx" ON "recorder_configs" USING btree ("lane","id");--> statement-breakpoint
CREATE INDEX "recorder_configs__recorder_id__idx" ON "recorder_configs" USING btree ("recorder_id","id");--> statement-breakpoint
CREATE INDEX "recorder_configs__resolution__idx" ON "recorder_configs" USING btree ("resolution","id");--> statement-breakpoint
CREATE INDEX "recorder_configs__frame_rate__idx" ON "recorder_configs" USING btree ("frame_rate","id");--> statement-breakpoint
CREATE INDEX "recorder_configs__pre_roll_s__idx" ON "recorder_configs" USING btree ("pre_roll_s","id");--> statement-breakpoint
CREATE INDEX "recorder_configs__post_roll_s__idx" ON "recorder_configs" USING btree ("post_roll_s","id");--> statement-breakpoint
CREATE INDEX "recorder_configs__retention_days__idx" ON "recorder_configs" USING btree ("retention_days","id");--> statement-breakpoint
CREATE UNIQUE INDEX "recorder_configs__installation_id__lane__recorder_id__uq" ON "recorder_configs" USING btree ("installation_id","lane","recorder_id");--> statement-breakpoint
CREATE INDEX "recorder_configs__updated_at__idx" ON "recorder_configs" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "start_finish_configs__installation_id__idx" ON "start_finish_configs" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "start_finish_configs__lane__idx" ON "start_finish_configs" USING btree ("lane","id");--> statement-breakpoint
CREATE INDEX "start_finish_configs__runtime_min_s__idx" ON "start_finish_configs" USING btree ("runtime_min_s","id");--> statement-breakpoint
CREATE INDEX "start_finish_configs__runtime_max_s__idx" ON "start_finish_configs" USING btree ("runtime_max_s","id");--> statement-breakpoint
CREATE INDEX "start_finish_configs__pre_runtime_max_s__idx" ON "start_finish_configs" USING btree ("pre_runtime_max_s","id");--> statement-breakpoint
CREATE INDEX "start_finish_configs__opening_time__idx" ON "start_finish_configs" USING btree ("opening_time","id");--> statement-breakpoint
CREATE INDEX "start_finish_configs__closing_time__idx" ON "start_finish_configs" USING btree ("closing_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "start_finish_configs__installation_id__lane__uq" ON "start_finish_configs" USING btree ("installation_id","lane");--> statement-breakpoint
CREATE INDEX "start_finish_configs__updated_at__idx" ON "start_finish_configs" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "svg_templates__installation_id__idx" ON "svg_templates" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "svg_templates__name__idx" ON "svg_templates" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "svg_templates__installation_id__name__uq" ON "svg_templates" USING btree ("installation_id",lower("name"));--> statement-breakpoint
CREATE INDEX "svg_templates__updated_at__idx" ON "svg_templates" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "svg_templates__search__trgm" ON "svg_templates" USING gin ((coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "terminal_sales__installation_id__idx" ON "terminal_sales" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "terminal_sales__device_id__idx" ON "terminal_sales" USING btree ("device_id","id");--> statement-breakpoint
CREATE INDEX "terminal_sales__day__idx" ON "terminal_sales" USING btree ("day","id");--> statement-breakpoint
CREATE INDEX "terminal_sales__product__idx" ON "terminal_sales" USING btree ("product","id");--> statement-breakpoint
CREATE INDEX "terminal_sales__quantity__idx" ON "terminal_sales" USING btree ("quantity","id");--> statement-breakpoint
CREATE INDEX "terminal_sales__amount__idx" ON "terminal_sales" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "terminal_sales__currency__idx" ON "terminal_sales" USING btree ("currency","id");--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_sales__device_id__day__product__uq" ON "terminal_sales" USING btree ("device_id","day","product");--> statement-breakpoint
CREATE INDEX "terminal_sales__installation_id__day__idx" ON "terminal_sales" USING btree ("installation_id","day","id");--> statement-breakpoint
CREATE INDEX "terminal_sales__updated_at__idx" ON "terminal_sales" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "video_publisher_configs__installation_id__idx" ON "video_publisher_configs" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "video_publisher_configs__lane__idx" ON "video_publisher_configs" USING btree ("lane","id");--> statement-breakpoint
CREATE INDEX "video_publisher_configs__targets__gin" ON "video_publisher_configs" USING gin ("targets");--> statement-breakpoint
CREATE INDEX "video_publisher_configs__auto_publish__idx" ON "video_publisher_configs" USING btree ("auto_publish","id");--> statement-breakpoint
CREATE INDEX "video_publisher_configs__theme_id__idx" ON "video_publisher_configs" USING btree ("theme_id","id");--> statement-breakpoint
CREATE INDEX "video_publisher_configs__delay_s__idx" ON "video_publisher_configs" USING btree ("delay_s","id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_publisher_configs__installation_id__lane__uq" ON "video_publisher_configs" USING btree ("installation_id","lane");--> statement-breakpoint
CREATE INDEX "video_publisher_configs__updated_at__idx" ON "video_publisher_configs" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "video_sessions__installation_id__idx" ON "video_sessions" USING btree ("installation_id","id");--> statement-breakpoint
CREATE INDEX "video_sessions__session_id__idx" ON "video_sessions" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "video_sessions__lane__idx" ON "video_sessions" USING btree ("lane","id");--> statement-breakpoint
CREATE INDEX "video_sessions__order_id__idx" ON "video_sessions" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "video_sessions__start_number__idx" ON "video_sessions" USING btree ("start_number","id");--> statement-breakpoint
CREATE INDEX "video_sessions__uploaded_at__idx" ON "video_sessions" USING btree ("uploaded_at","id");--> statement-breakpoint
CREATE INDEX "video_sessions__status__idx" ON "video_sessions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "video_sessions__config_analysis_status__idx" ON "video_sessions" USING btree ("config_analysis_status","id");--> statement-breakpoint
CREATE INDEX "video_sessions__reprocess_state__idx" ON "video_sessions" USING btree ("reprocess_state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_sessions__installation_id__session_id__uq" ON "video_sessions" USING btree ("installation_id","session_id");--> statement-breakpoint
CREATE INDEX "video_sessions__installation_id__uploaded_at__idx" ON "video_sessions" USING btree ("installation_id","uploaded_at","id");--> statement-breakpoint
CREATE INDEX "video_sessions__updated_at__idx" ON "video_sessions" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "video_sessions__search__trgm" ON "video_sessions" USING gin ((coalesce("session_id", '') || ' ' || coalesce("order_id", '') || ' ' || coalesce("start_number", '')) gin_trgm_ops);