CREATE TABLE "collection_images" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"collection" text NOT NULL,
	"name" text NOT NULL,
	"image" jsonb NOT NULL,
	"position" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "cut_configs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"profile" text NOT NULL,
	"event_reporter" integer DEFAULT 0 NOT NULL,
	"event_key" text NOT NULL,
	"event_index" integer DEFAULT 0 NOT NULL,
	"offset" numeric(14, 1) DEFAULT '0' NOT NULL,
	"sort_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "cut_profiles" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "intro_outros" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"intro" jsonb,
	"outro" jsonb,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "theme_elements" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"theme" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"event_key" text NOT NULL,
	"event_reporter_index" integer DEFAULT 0,
	"offset" numeric(14, 1) DEFAULT '0',
	"duration_seconds" numeric(14, 1) DEFAULT '0',
	"anchor" text NOT NULL,
	"scale_mode" text NOT NULL,
	"scalable" boolean DEFAULT true NOT NULL,
	"collection" text,
	"x" numeric(14, 1) DEFAULT '5',
	"y" numeric(14, 1) DEFAULT '5',
	"width" numeric(14, 1) DEFAULT '30',
	"height" numeric(14, 1) DEFAULT '15',
	"text" text,
	"font" text,
	"font_size" integer DEFAULT 48,
	"colour" text,
	"sound" text,
	"volume" integer DEFAULT 80,
	"layer" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "video_collections" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "video_fonts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"font_file" jsonb NOT NULL,
	"sample_text" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "video_installation_configs" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"installation" text NOT NULL,
	"lane" integer,
	"theme" text NOT NULL,
	"cut_profile" text NOT NULL,
	"intro_outro" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "video_sounds" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"audio" jsonb NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "video_themes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"frame_width" integer DEFAULT 1920,
	"frame_height" integer DEFAULT 1080,
	"background" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "collection_images" ADD CONSTRAINT "collection_images_collection_video_collections_id_fk" FOREIGN KEY ("collection") REFERENCES "public"."video_collections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cut_configs" ADD CONSTRAINT "cut_configs_profile_cut_profiles_id_fk" FOREIGN KEY ("profile") REFERENCES "public"."cut_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_elements" ADD CONSTRAINT "theme_elements_theme_video_themes_id_fk" FOREIGN KEY ("theme") REFERENCES "public"."video_themes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_elements" ADD CONSTRAINT "theme_elements_collection_video_collections_id_fk" FOREIGN KEY ("collection") REFERENCES "public"."video_collections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_elements" ADD CONSTRAINT "theme_elements_font_video_fonts_id_fk" FOREIGN KEY ("font") REFERENCES "public"."video_fonts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_elements" ADD CONSTRAINT "theme_elements_sound_video_sounds_id_fk" FOREIGN KEY ("sound") REFERENCES "public"."video_sounds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_installation_configs" ADD CONSTRAINT "video_installation_configs_installation_installations_id_fk" FOREIGN KEY ("installation") REFERENCES "public"."installations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_installation_configs" ADD CONSTRAINT "video_installation_configs_theme_video_themes_id_fk" FOREIGN KEY ("theme") REFERENCES "public"."video_themes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_installation_configs" ADD CONSTRAINT "video_installation_configs_cut_profile_cut_profiles_id_fk" FOREIGN KEY ("cut_profile") REFERENCES "public"."cut_profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_installation_configs" ADD CONSTRAINT "video_installation_configs_intro_outro_intro_outros_id_fk" FOREIGN KEY ("intro_outro") REFERENCES "public"."intro_outros"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_images__collection__idx" ON "collection_images" USING btree ("collection","id");--> statement-breakpoint
CREATE INDEX "collection_images__name__idx" ON "collection_images" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "collection_images__position__idx" ON "collection_images" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "collection_images__updated_at__idx" ON "collection_images" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "collection_images__search__trgm" ON "collection_images" USING gin ((coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cut_configs__profile__idx" ON "cut_configs" USING btree ("profile","id");--> statement-breakpoint
CREATE INDEX "cut_configs__event_reporter__idx" ON "cut_configs" USING btree ("event_reporter","id");--> statement-breakpoint
CREATE INDEX "cut_configs__event_key__idx" ON "cut_configs" USING btree ("event_key","id");--> statement-breakpoint
CREATE INDEX "cut_configs__event_index__idx" ON "cut_configs" USING btree ("event_index","id");--> statement-breakpoint
CREATE INDEX "cut_configs__offset__idx" ON "cut_configs" USING btree ("offset","id");--> statement-breakpoint
CREATE INDEX "cut_configs__sort_id__idx" ON "cut_configs" USING btree ("sort_id","id");--> statement-breakpoint
CREATE INDEX "cut_configs__updated_at__idx" ON "cut_configs" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cut_profiles__name__uq" ON "cut_profiles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "cut_profiles__updated_at__idx" ON "cut_profiles" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "cut_profiles__search__trgm" ON "cut_profiles" USING gin ((coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "intro_outros__name__uq" ON "intro_outros" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "intro_outros__updated_at__idx" ON "intro_outros" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "intro_outros__search__trgm" ON "intro_outros" USING gin ((coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "theme_elements__theme__idx" ON "theme_elements" USING btree ("theme","id");--> statement-breakpoint
CREATE INDEX "theme_elements__kind__idx" ON "theme_elements" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "theme_elements__name__idx" ON "theme_elements" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "theme_elements__event_key__idx" ON "theme_elements" USING btree ("event_key","id");--> statement-breakpoint
CREATE INDEX "theme_elements__offset__idx" ON "theme_elements" USING btree ("offset","id");--> statement-breakpoint
CREATE INDEX "theme_elements__anchor__idx" ON "theme_elements" USING btree ("anchor","id");--> statement-breakpoint
CREATE INDEX "theme_elements__collection__idx" ON "theme_elements" USING btree ("collection","id");--> statement-breakpoint
CREATE INDEX "theme_elements__font__idx" ON "theme_elements" USING btree ("font","id");--> statement-breakpoint
CREATE INDEX "theme_elements__sound__idx" ON "theme_elements" USING btree ("sound","id");--> statement-breakpoint
CREATE INDEX "theme_elements__layer__idx" ON "theme_elements" USING btree ("layer","id");--> statement-breakpoint
CREATE INDEX "theme_elements__updated_at__idx" ON "theme_elements" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "theme_elements__search__trgm" ON "theme_elements" USING gin ((coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "video_collections__name__uq" ON "video_collections" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "video_collections__updated_at__idx" ON "video_collections" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "video_collections__search__trgm" ON "video_collections" USING gin ((coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "video_fonts__name__uq" ON "video_fonts" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "video_fonts__updated_at__idx" ON "video_fonts" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "video_fonts__search__trgm" ON "video_fonts" USING gin ((coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "video_installation_configs__installation__idx" ON "video_installation_configs" USING btree ("installation","id");--> statement-breakpoint
CREATE INDEX "video_installation_configs__lane__idx" ON "video_installation_configs" USING btree ("lane","id");--> statement-breakpoint
CREATE INDEX "video_installation_configs__theme__idx" ON "video_installation_configs" USING btree ("theme","id");--> statement-breakpoint
CREATE INDEX "video_installation_configs__cut_profile__idx" ON "video_installation_configs" USING btree ("cut_profile","id");--> statement-breakpoint
CREATE INDEX "video_installation_configs__intro_outro__idx" ON "video_installation_configs" USING btree ("intro_outro","id");--> statement-breakpoint
CREATE INDEX "video_installation_configs__active__idx" ON "video_installation_configs" USING btree ("active","id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_installation_configs__installation__lane__uq" ON "video_installation_configs" USING btree ("installation","lane");--> statement-breakpoint
CREATE INDEX "video_installation_configs__updated_at__idx" ON "video_installation_configs" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_sounds__name__uq" ON "video_sounds" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "video_sounds__updated_at__idx" ON "video_sounds" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "video_sounds__search__trgm" ON "video_sounds" USING gin ((coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "video_themes__name__uq" ON "video_themes" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "video_themes__frame_width__idx" ON "video_themes" USING btree ("frame_width","id");--> statement-breakpoint
CREATE INDEX "video_themes__frame_height__idx" ON "video_themes" USING btree ("frame_height","id");--> statement-breakpoint
CREATE INDEX "video_themes__active__idx" ON "video_themes" USING btree ("active","id");--> statement-breakpoint
CREATE INDEX "video_themes__updated_at__idx" ON "video_themes" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "video_themes__search__trgm" ON "video_themes" USING gin ((coalesce("name", '')) gin_trgm_ops);