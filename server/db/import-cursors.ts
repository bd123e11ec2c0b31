import type { Queryable } from './database.js';

/** Where an import from another service (Jira's worklogs, Freshdesk's tickets) left off; undefined before its first run. */
export async function readCursor(db: Queryable, name: string): Promise<string | undefined> {
  const { rows } = await db.query<{ position: string }>('select position from import_cursors where name = $1', [name]);
  return rows[0]?.position;
}

/** Moves an import's cursor; call it in the transaction that wrote what the import read up to there. */
export async function saveCursor(db: Queryable, name: string, position: string) {
  await db.query(`insert into import_cursors (name, position) values ($1, $2) on conflict (name) do update set position = excluded.position, updated_at = now()`, [name, position]);
}
