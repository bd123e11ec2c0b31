CREATE TABLE "escalation_chains" (
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
CREATE TABLE "escalation_events" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"escalation_id" text NOT NULL,
	"problem_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"step" integer,
	"person" text,
	"channel" text,
	"via" text,
	"message_id" text,
	"code" text,
	"detail" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "escalation_routes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"position" integer,
	"chain_id" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"severities" text[] DEFAULT '{}'::text[] NOT NULL,
	"sources" text[] DEFAULT '{}'::text[] NOT NULL,
	"installation_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"customer_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "escalation_steps" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"chain_id" text NOT NULL,
	"position" integer,
	"action" text NOT NULL,
	"rotation_id" text,
	"people" text[] DEFAULT '{}'::text[] NOT NULL,
	"role" text,
	"wait_minutes" integer,
	"repeat_from" integer,
	"repeat_times" integer DEFAULT 1,
	"window_from" time,
	"window_until" time,
	"window_zone" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "escalations" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"problem_id" text NOT NULL,
	"chain_id" text,
	"route_id" text,
	"opened_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"step" integer DEFAULT 0,
	"round" integer DEFAULT 0,
	"repeats" text,
	"next_at" timestamp with time zone,
	"flaps" integer DEFAULT 0,
	"ended_at" timestamp with time zone,
	"acknowledged_by" text,
	"acknowledged_via" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "notification_rules" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"staff_user_id" text,
	"position" integer,
	"channel" text NOT NULL,
	"phone" text,
	"email" text,
	"delay_minutes" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "escalation_events" ADD CONSTRAINT "escalation_events_escalation_id_escalations_id_fk" FOREIGN KEY ("escalation_id") REFERENCES "public"."escalations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_routes" ADD CONSTRAINT "escalation_routes_chain_id_escalation_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."escalation_chains"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_routes" ADD CONSTRAINT "escalation_routes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_steps" ADD CONSTRAINT "escalation_steps_chain_id_escalation_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."escalation_chains"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalation_steps" ADD CONSTRAINT "escalation_steps_rotation_id_on_duty_rotations_id_fk" FOREIGN KEY ("rotation_id") REFERENCES "public"."on_duty_rotations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalations" ADD CONSTRAINT "escalations_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "escalation_chains__name__uq" ON "escalation_chains" USING btree ("name");--> statement-breakpoint
CREATE INDEX "escalation_chains__updated_at__idx" ON "escalation_chains" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "escalation_chains__search__trgm" ON "escalation_chains" USING gin ((coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "escalation_events__escalation_id__idx" ON "escalation_events" USING btree ("escalation_id","id");--> statement-breakpoint
CREATE INDEX "escalation_events__problem_id__idx" ON "escalation_events" USING btree ("problem_id","id");--> statement-breakpoint
CREATE INDEX "escalation_events__at__idx" ON "escalation_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "escalation_events__kind__idx" ON "escalation_events" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "escalation_events__step__idx" ON "escalation_events" USING btree ("step","id");--> statement-breakpoint
CREATE INDEX "escalation_events__person__idx" ON "escalation_events" USING btree ("person","id");--> statement-breakpoint
CREATE INDEX "escalation_events__channel__idx" ON "escalation_events" USING btree ("channel","id");--> statement-breakpoint
CREATE INDEX "escalation_events__message_id__idx" ON "escalation_events" USING btree ("message_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "escalation_events__code__uq" ON "escalation_events" USING btree ("code");--> statement-breakpoint
CREATE INDEX "escalation_events__detail__idx" ON "escalation_events" USING btree ("detail","id");--> statement-breakpoint
CREATE INDEX "escalation_events__problem_id__at__idx" ON "escalation_events" USING btree ("problem_id","at","id");--> statement-breakpoint
CREATE INDEX "escalation_events__person__at__idx" ON "escalation_events" USING btree ("person","at","id");--> statement-breakpoint
CREATE INDEX "escalation_events__updated_at__idx" ON "escalation_events" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "escalation_routes__name__uq" ON "escalation_routes" USING btree ("name");--> statement-breakpoint
CREATE INDEX "escalation_routes__position__idx" ON "escalation_routes" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "escalation_routes__chain_id__idx" ON "escalation_routes" USING btree ("chain_id","id");--> statement-breakpoint
CREATE INDEX "escalation_routes__is_default__idx" ON "escalation_routes" USING btree ("is_default","id");--> statement-breakpoint
CREATE INDEX "escalation_routes__severities__gin" ON "escalation_routes" USING gin ("severities");--> statement-breakpoint
CREATE INDEX "escalation_routes__sources__gin" ON "escalation_routes" USING gin ("sources");--> statement-breakpoint
CREATE INDEX "escalation_routes__installation_types__gin" ON "escalation_routes" USING gin ("installation_types");--> statement-breakpoint
CREATE INDEX "escalation_routes__customer_id__idx" ON "escalation_routes" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "escalation_routes__updated_at__idx" ON "escalation_routes" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "escalation_routes__search__trgm" ON "escalation_routes" USING gin ((coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "escalation_steps__chain_id__idx" ON "escalation_steps" USING btree ("chain_id","id");--> statement-breakpoint
CREATE INDEX "escalation_steps__position__idx" ON "escalation_steps" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "escalation_steps__action__idx" ON "escalation_steps" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "escalation_steps__rotation_id__idx" ON "escalation_steps" USING btree ("rotation_id","id");--> statement-breakpoint
CREATE INDEX "escalation_steps__people__gin" ON "escalation_steps" USING gin ("people");--> statement-breakpoint
CREATE INDEX "escalation_steps__role__idx" ON "escalation_steps" USING btree ("role","id");--> statement-breakpoint
CREATE INDEX "escalation_steps__wait_minutes__idx" ON "escalation_steps" USING btree ("wait_minutes","id");--> statement-breakpoint
CREATE INDEX "escalation_steps__repeat_from__idx" ON "escalation_steps" USING btree ("repeat_from","id");--> statement-breakpoint
CREATE INDEX "escalation_steps__window_from__idx" ON "escalation_steps" USING btree ("window_from","id");--> statement-breakpoint
CREATE INDEX "escalation_steps__window_until__idx" ON "escalation_steps" USING btree ("window_until","id");--> statement-breakpoint
CREATE INDEX "escalation_steps__updated_at__idx" ON "escalation_steps" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "escalations__problem_id__idx" ON "escalations" USING btree ("problem_id","id");--> statement-breakpoint
CREATE INDEX "escalations__chain_id__idx" ON "escalations" USING btree ("chain_id","id");--> statement-breakpoint
CREATE INDEX "escalations__route_id__idx" ON "escalations" USING btree ("route_id","id");--> statement-breakpoint
CREATE INDEX "escalations__opened_at__idx" ON "escalations" USING btree ("opened_at","id");--> statement-breakpoint
CREATE INDEX "escalations__state__idx" ON "escalations" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "escalations__step__idx" ON "escalations" USING btree ("step","id");--> statement-breakpoint
CREATE INDEX "escalations__next_at__idx" ON "escalations" USING btree ("next_at","id");--> statement-breakpoint
CREATE INDEX "escalations__acknowledged_by__idx" ON "escalations" USING btree ("acknowledged_by","id");--> statement-breakpoint
CREATE UNIQUE INDEX "escalations__problem_id__opened_at__uq" ON "escalations" USING btree ("problem_id","opened_at");--> statement-breakpoint
CREATE INDEX "escalations__state__next_at__idx" ON "escalations" USING btree ("state","next_at","id");--> statement-breakpoint
CREATE INDEX "escalations__problem_id__ended_at__idx" ON "escalations" USING btree ("problem_id","ended_at","id");--> statement-breakpoint
CREATE INDEX "escalations__updated_at__idx" ON "escalations" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "notification_rules__staff_user_id__idx" ON "notification_rules" USING btree ("staff_user_id","id");--> statement-breakpoint
CREATE INDEX "notification_rules__position__idx" ON "notification_rules" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "notification_rules__channel__idx" ON "notification_rules" USING btree ("channel","id");--> statement-breakpoint
CREATE INDEX "notification_rules__phone__idx" ON "notification_rules" USING btree ("phone","id");--> statement-breakpoint
CREATE INDEX "notification_rules__email__idx" ON "notification_rules" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "notification_rules__delay_minutes__idx" ON "notification_rules" USING btree ("delay_minutes","id");--> statement-breakpoint
CREATE INDEX "notification_rules__updated_at__idx" ON "notification_rules" USING btree ("updated_at","id");