import type { FastifyInstance } from 'fastify';
import { ADD_MY_IP_HOURS } from '../../../core/constants.js';
import { principalOf } from '../../auth/authenticate.js';
import { writeAudit } from '../../crud/audit.js';
import type { Database } from '../../db/database.js';
import type { LiveEvent } from '../../events/event-bus.js';

const SYSTEM = { subject: 'system:ip-whitelist', name: 'IP whitelist expiry' };
const PURGE_MS = 60_000;

/** The caller's address as the whitelist stores it: IPv4 clients arrive as `::ffff:a.b.c.d` on dual-stack sockets. */
export const clientAddress = (ip: string) => ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/** Deletes the grants whose time is up, each deletion audited and announced to whoever may see it. */
export async function purgeExpiredIps(db: Database, publish: (event: LiveEvent) => void) {
  const rows = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; customer_id: string; ip: string; expires_at: Date }>(
      `delete from installation_ips x using installations i where i.id = x.installation_id and x.expires_at < now()
       returning x.id, i.customer_id, x.ip, x.expires_at`,
    );
    for (const row of rows) {
      await writeAudit(tx, SYSTEM, 'delete', 'installation-ips', row.id, {
        ip: { before: row.ip, after: null },
        expiresAt: { before: new Date(row.expires_at).toISOString(), after: null },
      });
    }
    return rows;
  });
  for (const row of rows) publish({ resource: 'installation-ips', id: row.id, kind: 'deleted', customerIds: [row.customer_id] });
  return rows.length;
}

/**
 * "Add my IP": the caller's public address may reach the installation for 24 hours (spec §7, §9).
 * Asking again extends the grant; a permanent entry for the address stays permanent. Expired
 * grants are deleted every minute, each deletion audited.
 */
export default async function ipWhitelistRoutes(app: FastifyInstance) {
  const { models, repository } = app.resources;
  const ips = models.get('installation-ips')!;
  const installations = models.get('installations')!;

  app.post<{ Params: { id: string } }>('/api/installations/:id/ips/mine', { config: { capability: 'support.write' } }, async (request, reply) => {
    const principal = principalOf(request);
    // 404 for an installation the caller may not see, as everywhere else.
    const installation = await repository.require(installations, request.params.id, principal);
    const ip = clientAddress(request.ip);
    const expiresAt = new Date(Date.now() + ADD_MY_IP_HOURS * 3_600_000).toISOString();
    const { rows } = await app.db.query<{ id: string }>('select id from installation_ips where installation_id = $1 and ip = $2', [installation.id, ip]);
    const existing = rows[0] ? await repository.get(ips, rows[0].id, principal) : undefined;
    if (existing && existing.expiresAt === null) return reply.send({ ...existing, permanent: true });
    const record = existing
      ? await repository.update(ips, String(existing.id), { ...existing, expiresAt }, principal)
      : await repository.create(ips, { installationId: installation.id, ip, comment: `${principal.name}: add my IP`, expiresAt }, principal);
    return reply.status(existing ? 200 : 201).send({ ...record, permanent: false });
  });

  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    const purge = () => purgeExpiredIps(app.db, (event) => app.events.publish(event));
    await purge();
    timer = setInterval(() => void purge().catch((error: Error) => app.log.warn({ error: error.message }, 'purging expired IP whitelist entries failed')), PURGE_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
