DROP INDEX "customers__search__trgm";--> statement-breakpoint
DROP INDEX "devices__search__trgm";--> statement-breakpoint
DROP INDEX "installations__search__trgm";--> statement-breakpoint
DROP INDEX "resorts__search__trgm";--> statement-breakpoint
DROP INDEX "software_component_types__search__trgm";--> statement-breakpoint
DROP INDEX "staff_users__search__trgm";--> statement-breakpoint
CREATE INDEX "customers__search__trgm" ON "customers" USING gin ((coalesce("id", '') || ' ' || coalesce("name", '') || ' ' || coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "devices__search__trgm" ON "devices" USING gin ((coalesce("id", '') || ' ' || coalesce("name", '') || ' ' || coalesce("ip", '') || ' ' || coalesce("vpn_ip", '') || ' ' || coalesce("application_type", '') || ' ' || coalesce("mac_address", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "installations__search__trgm" ON "installations" USING gin ((coalesce("id", '') || ' ' || coalesce("name", '') || ' ' || coalesce("sponsor", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "resorts__search__trgm" ON "resorts" USING gin ((coalesce("id", '') || ' ' || coalesce("name", '') || ' ' || coalesce("link", '') || ' ' || coalesce("company_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "software_component_types__search__trgm" ON "software_component_types" USING gin ((coalesce("id", '') || ' ' || coalesce("name", '') || ' ' || coalesce("description", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_users__search__trgm" ON "staff_users" USING gin ((coalesce("id", '') || ' ' || coalesce("name", '') || ' ' || coalesce("email", '')) gin_trgm_ops);