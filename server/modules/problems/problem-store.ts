import type { Queryable } from '../../db/database.js';

/**
 * Open problems by severity (0–5, every one present) and how many of them nobody acknowledged,
 * within `where` (the list's filter and the caller's scope, on alias `t`). Problems raised during
 * maintenance are counted apart and left out of the figures, unless `where` asks for them.
 */
export async function problemCounts(db: Queryable, where: { sql?: string; values: unknown[] }, includeMaintenance = false) {
  const { rows } = await db.query<{ severity: string; maintenance: boolean; open: number; unacknowledged: number }>(
    `select t.severity, t.in_maintenance as maintenance, count(*)::int as open, count(*) filter (where not t.acknowledged)::int as unacknowledged
     from problems t where t.state = 'problem'${where.sql ? ` and ${where.sql}` : ''} group by t.severity, t.in_maintenance`,
    where.values,
  );
  const counted = rows.filter((r) => includeMaintenance || !r.maintenance);
  const bySeverity = Object.fromEntries(['0', '1', '2', '3', '4', '5'].map((s) => [s, { open: 0, unacknowledged: 0 }]));
  for (const row of counted) {
    const entry = bySeverity[row.severity]!;
    entry.open += row.open;
    entry.unacknowledged += row.unacknowledged;
  }
  return {
    bySeverity,
    open: counted.reduce((n, r) => n + r.open, 0),
    unacknowledged: counted.reduce((n, r) => n + r.unacknowledged, 0),
    inMaintenance: includeMaintenance ? 0 : rows.filter((r) => r.maintenance).reduce((n, r) => n + r.open, 0),
  };
}
