import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database.js';

/**
 * oidc-provider's storage in PostgreSQL/PGlite, so sessions and grants survive a restart and are
 * shared by replicas. One table, keyed by model and id.
 */
export function dbAdapterFactory(db: Database) {
  return class DbAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await db.query(
        `insert into oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
         values ($1, $2, $3, $4, $5, $6, case when $7::int is null then null else now() + make_interval(secs => $7::int) end)
         on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
        [this.model, id, JSON.stringify(payload), payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, expiresIn ?? null],
      );
    }

    private async findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
      const { rows } = await db.query<{ payload: AdapterPayload; consumed: number | null }>(
        `select payload, extract(epoch from consumed_at)::int as consumed from oidc_payloads
         where model = $1 and ${column} = $2 and (expires_at is null or expires_at > now())`,
        [this.model, value],
      );
      const row = rows[0];
      if (!row) return undefined;
      return row.consumed ? { ...row.payload, consumed: row.consumed } : row.payload;
    }

    find(id: string) {
      return this.findWhere('id', id);
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db.query('update oidc_payloads set consumed_at = now() where model = $1 and id = $2', [this.model, id]);
    }

    async destroy(id: string): Promise<void> {
      await db.query('delete from oidc_payloads where model = $1 and id = $2', [this.model, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.query('delete from oidc_payloads where grant_id = $1', [grantId]);
    }
  };
}

/** Expired rows are useless; the server sweeps them now and then. */
export async function sweepExpiredOidcPayloads(db: Database): Promise<number> {
  const { rowCount } = await db.query('delete from oidc_payloads where expires_at < now()');
  return rowCount;
}
