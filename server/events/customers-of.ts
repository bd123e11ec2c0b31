import type { Queryable } from '../db/database.js';

/** The customers an installation's live events concern (none for no installation). */
export async function customerOf(db: Queryable, installationId: string | null): Promise<string[]> {
  if (!installationId) return [];
  const { rows } = await db.query<{ customer_id: string }>('select customer_id from installations where id = $1', [installationId]);
  return rows.map((r) => r.customer_id);
}
