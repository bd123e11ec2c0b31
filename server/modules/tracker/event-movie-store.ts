import type { Queryable } from '../../db/database.js';

export interface MovieRun {
  sessionId: string;
  startNumber: string | null;
  runtimeMs: number | null;
  lane: number;
}

const ORDER = {
  chronological: 'uploaded_at asc',
  fastestFirst: 'runtime_ms asc nulls last, uploaded_at asc',
  startNumber: "nullif(regexp_replace(coalesce(start_number, ''), '\\D', '', 'g'), '')::int asc nulls last, uploaded_at asc",
} as const;

/**
 * The runs an event movie configuration chooses on one day: sessions of the installation with an
 * event of one of its keys (by one of its reporters, when it names any), in its order, at most its number.
 */
export async function runsForMovie(
  db: Queryable,
  config: { installationId: string; eventKeys: string[]; reporters: string[]; order: keyof typeof ORDER; maxRuns: number },
  day: string,
): Promise<MovieRun[]> {
  const { rows } = await db.query<{ session_id: string; start_number: string | null; runtime_ms: number | null; lane: number }>(
    `select session_id, start_number, runtime_ms, lane from video_sessions
     where installation_id = $1 and uploaded_at >= $2::date and uploaded_at < $2::date + 1
       and exists (select 1 from jsonb_array_elements(coalesce(events, '[]'::jsonb)) e
                   where (cardinality($3::text[]) = 0 or e->>'key' = any($3::text[])) and (cardinality($4::text[]) = 0 or e->>'reporter' = any($4::text[])))
     order by ${ORDER[config.order]} limit $5`,
    [config.installationId, day, config.eventKeys, config.reporters, config.maxRuns],
  );
  return rows.map((r) => ({ sessionId: r.session_id, startNumber: r.start_number, runtimeMs: r.runtime_ms, lane: r.lane }));
}
