import type { Principal } from '../../../core/access.js';
import { writeAudit } from '../../crud/audit.js';
import { SqlParams } from '../../crud/sql-params.js';
import type { Database, Queryable } from '../../db/database.js';
import type { Envelope } from './vault-crypto.js';
import type { LoginAuditFilter, LoginAuditRow } from '../../../core/login-data-audit.js';

/** Marks a secret in audit rows: that it changed, never what it is. */
export const SECRET_MARK = '(secret)';

/** The vault's SQL: envelopes, key check values, the entry's secret flags and the audit rows. */
export class VaultStore {
  constructor(private readonly db: Database) {}

  async checkValueOf(keyId: string): Promise<string | undefined> {
    const { rows } = await this.db.query<{ check_value: string }>('select check_value from vault_keys where key_id = $1', [keyId]);
    return rows[0]?.check_value;
  }

  async rememberCheckValue(keyId: string, checkValue: string) {
    await this.db.query('insert into vault_keys (key_id, check_value) values ($1, $2) on conflict (key_id) do nothing', [keyId, checkValue]);
  }

  /** How many envelopes each key id wraps. */
  async envelopesPerKey(): Promise<Map<string, number>> {
    const { rows } = await this.db.query<{ key_id: string; n: number }>('select key_id, count(*)::int as n from login_data_secrets group by key_id');
    return new Map(rows.map((r) => [r.key_id, r.n]));
  }

  async envelopeOf(entryId: string, db: Queryable = this.db): Promise<Envelope | undefined> {
    const { rows } = await db.query<{ envelope: Envelope }>('select envelope from login_data_secrets where entry_id = $1', [entryId]);
    return rows[0]?.envelope;
  }

  /** Saves the envelope and the entry's flags, audited, in one transaction. */
  async saveSecret(entryId: string, envelope: Envelope, flags: { passwordSet: boolean; totpSet: boolean }, changed: string[], principal: Principal) {
    await this.db.transaction(async (tx) => {
      await tx.query(
        `insert into login_data_secrets (entry_id, key_id, envelope, updated_at) values ($1, $2, $3::jsonb, now())
         on conflict (entry_id) do update set key_id = excluded.key_id, envelope = excluded.envelope, updated_at = now()`,
        [entryId, envelope.kid, JSON.stringify(envelope)],
      );
      await tx.query(
        `update login_data set password_set = $2, totp_set = $3, secret_changed_at = now(), version = version + 1, updated_at = now(), updated_by = $4 where id = $1`,
        [entryId, flags.passwordSet, flags.totpSet, principal.subject],
      );
      await writeAudit(tx, principal, 'update', 'login-data', entryId, Object.fromEntries(changed.map((field) => [field, { before: SECRET_MARK, after: SECRET_MARK }])));
    });
  }

  /** Reads the envelope and writes the reveal's audit row first: no reveal goes unrecorded. */
  async recordReveal(entryId: string, principal: Principal, reason: string, address: string, shown: string[]): Promise<Envelope | undefined> {
    return this.db.transaction(async (tx) => {
      const envelope = await this.envelopeOf(entryId, tx);
      if (!envelope) return undefined;
      await writeAudit(tx, principal, 'reveal', 'login-data', entryId, {
        reason: { before: null, after: reason },
        address: { before: null, after: address },
        shown: { before: null, after: shown },
      });
      return envelope;
    });
  }

  /** Every envelope in pages, for re-wrapping; `replace` writes one back if nobody changed it meanwhile. */
  async *envelopes(pageSize = 200): AsyncGenerator<{ entryId: string; envelope: Envelope }> {
    let after = '';
    for (;;) {
      const { rows } = await this.db.query<{ entry_id: string; envelope: Envelope }>(
        'select entry_id, envelope from login_data_secrets where entry_id > $1 order by entry_id limit $2',
        [after, pageSize],
      );
      for (const row of rows) yield { entryId: row.entry_id, envelope: row.envelope };
      if (rows.length < pageSize) return;
      after = rows.at(-1)!.entry_id;
    }
  }

  async replaceEnvelope(entryId: string, before: Envelope, after: Envelope): Promise<boolean> {
    const { rowCount } = await this.db.query(`update login_data_secrets set key_id = $3, envelope = $4::jsonb where entry_id = $1 and envelope = $2::jsonb`, [
      entryId,
      JSON.stringify(before),
      after.kid,
      JSON.stringify(after),
    ]);
    return (rowCount ?? 0) > 0;
  }

  /** The vault's audit: every create, change, delete and reveal of an entry, newest first. */
  async audit(filter: LoginAuditFilter, range: [number, number]): Promise<{ rows: LoginAuditRow[]; total: number }> {
    const params = new SqlParams();
    const where = [`a.resource = 'login-data'`];
    if (filter.actor) where.push(`a.actor = ${params.add(filter.actor)}`);
    if (filter.entryId) where.push(`a.record_id = ${params.add(filter.entryId)}`);
    if (filter.installationId) where.push(`coalesce(e.installation_id, a.changes->'installationId'->>'before') = ${params.add(filter.installationId)}`);
    if (filter.from) where.push(`a.at >= ${params.add(filter.from)}::timestamptz`);
    if (filter.to) where.push(`a.at < ${params.add(filter.to)}::timestamptz`);
    const from = `from audit_log a left join login_data e on e.id = a.record_id where ${where.join(' and ')}`;
    const count = await this.db.query<{ n: number }>(`select count(*)::int as n ${from}`, params.values);
    const { rows } = await this.db.query<Record<string, unknown>>(
      `select a.id, a.at, a.actor, a.actor_name, a.action, a.record_id, a.changes,
              coalesce(e.host, a.changes->'host'->>'before') as host,
              coalesce(e.installation_id, a.changes->'installationId'->>'before') as installation_id
       ${from} order by a.at desc, a.id desc offset ${params.add(range[0])} limit ${params.add(range[1] - range[0] + 1)}`,
      params.values,
    );
    return {
      total: count.rows[0]?.n ?? 0,
      rows: rows.map((r) => {
        const changes = (r.changes ?? {}) as Record<string, { after?: unknown }>;
        return {
          id: Number(r.id),
          at: new Date(String(r.at)).toISOString(),
          actor: String(r.actor),
          actorName: (r.actor_name as string | null) ?? null,
          action: String(r.action),
          entryId: String(r.record_id),
          entryHost: (r.host as string | null) ?? null,
          installationId: (r.installation_id as string | null) ?? null,
          reason: r.action === 'reveal' ? String(changes.reason?.after ?? '') : null,
          address: r.action === 'reveal' ? String(changes.address?.after ?? '') : null,
          changed: r.action === 'reveal' ? ((changes.shown?.after as string[] | undefined) ?? []) : Object.keys(changes),
        };
      }),
    };
  }
}
