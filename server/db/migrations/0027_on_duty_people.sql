-- On-duty people were typed as names; they are console users now (their ids). A name that is a
-- console user's name becomes that user's id, keeping the rotation's order.
UPDATE "on_duty_rotations" r SET "members" = (
  SELECT coalesce(array_agg(coalesce((SELECT s."id" FROM "staff_users" s WHERE s."id" = m.person OR s."name" = m.person ORDER BY (s."id" = m.person) DESC, s."id" LIMIT 1), m.person) ORDER BY m.ord), '{}')
  FROM unnest(r."members") WITH ORDINALITY AS m(person, ord)
);--> statement-breakpoint
UPDATE "on_duty_overrides" o SET
  "person" = coalesce((SELECT s."id" FROM "staff_users" s WHERE s."id" = o."person" OR s."name" = o."person" ORDER BY (s."id" = o."person") DESC, s."id" LIMIT 1), o."person"),
  "replaces" = CASE WHEN o."replaces" IS NULL THEN NULL
    ELSE coalesce((SELECT s."id" FROM "staff_users" s WHERE s."id" = o."replaces" OR s."name" = o."replaces" ORDER BY (s."id" = o."replaces") DESC, s."id" LIMIT 1), o."replaces") END;--> statement-breakpoint
-- A change naming someone who is no console user cannot point at them: it is removed, whole, into
-- the audit log (where its history already is), rather than failing the upgrade.
INSERT INTO "audit_log" ("actor", "actor_name", "action", "resource", "record_id", "changes")
SELECT 'system:migration', 'Migration 0027', 'delete', 'on-duty-overrides', o."id", jsonb_build_object('removed', jsonb_build_object('before', to_jsonb(o), 'after', NULL), 'reason', jsonb_build_object('before', NULL, 'after', 'The person or the one replaced is no console user.'))
FROM "on_duty_overrides" o
WHERE NOT EXISTS (SELECT 1 FROM "staff_users" s WHERE s."id" = o."person")
   OR (o."replaces" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "staff_users" s WHERE s."id" = o."replaces"));--> statement-breakpoint
DELETE FROM "on_duty_overrides" o
WHERE NOT EXISTS (SELECT 1 FROM "staff_users" s WHERE s."id" = o."person")
   OR (o."replaces" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "staff_users" s WHERE s."id" = o."replaces"));--> statement-breakpoint
DROP INDEX "on_duty_overrides__search__trgm";--> statement-breakpoint
ALTER TABLE "on_duty_overrides" ADD CONSTRAINT "on_duty_overrides_person_staff_users_id_fk" FOREIGN KEY ("person") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "on_duty_overrides" ADD CONSTRAINT "on_duty_overrides_replaces_staff_users_id_fk" FOREIGN KEY ("replaces") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;