import type { Queryable } from '../../db/database.js';

export interface InstallationPlace {
  id: string;
  name: string;
  timeZone: string | null;
}

/** Installations' names and their resorts' time zones, for the entries' cards. */
export async function placesOf(db: Queryable, ids: string[]): Promise<Map<string, InstallationPlace>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; name: string; time_zone: string | null }>(
    `select i.id, i.name, r.timezone_id as time_zone
       from installations i left join resorts r on r.id = i.resort_id
      where i.id = any($1::text[])`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, timeZone: r.time_zone }]));
}

/** The timeline's standing rows: the people assigned to installations, by name (equipment shows when booked). */
export async function assignedStaff(db: Queryable): Promise<Array<{ name: string; kind: 'staff' }>> {
  const { rows } = await db.query<{ name: string }>(`select distinct name from installation_resources where kind = 'staff' order by name`);
  return rows.map((r) => ({ name: r.name, kind: 'staff' }));
}

/** Component versions by id: "Tracker 4.2.1" (type and version), for rollouts. */
export async function versionNames(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; label: string }>(
    `select v.id, coalesce(t.name || ' ', '') || v.version_number as label
       from software_component_versions v left join software_component_types t on t.id = v.type_id
      where v.id = any($1::text[])`,
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.id, r.label]));
}
