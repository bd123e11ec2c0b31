import type { FastifyInstance } from 'fastify';
import { ADD_MY_IP_HOURS } from '../../../core/constants.js';
import { principalOf } from '../../auth/authenticate.js';
import { z } from 'zod';
import { docs, ref } from '../../http/route-docs.js';
import { purgeExpiredIps, whitelistEntryId } from './ip-whitelist-store.js';

const PURGE_MS = 60_000;

/** The caller's address as the whitelist stores it: IPv4 clients arrive as `::ffff:a.b.c.d` on dual-stack sockets. */
export const clientAddress = (ip: string) => ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/**
 * "Add my IP": the caller's public address may reach the installation for 24 hours (spec §7, §9).
 * Asking again extends the grant; a permanent entry for the address stays permanent. Expired
 * grants are deleted every minute, each deletion audited.
 */
export default async function ipWhitelistRoutes(app: FastifyInstance) {
  const { models, repository } = app.resources;
  const ips = models.get('installation-ips')!;
  const installations = models.get('installations')!;

  const grant = {
    allOf: [ref('InstallationIps'), { type: 'object', properties: { permanent: { type: 'boolean', description: 'the address was whitelisted for good already' } } }],
  };
  app.post<{ Params: { id: string } }>(
    '/api/installations/:id/ips/mine',
    {
      config: { capability: 'support.write' },
      schema: docs({
        summary: "Lets the caller's own address reach the installation for 24 hours (or says it already may, for good)",
        tags: ['Installations'],
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: grant, 201: grant },
      }),
    },
    async (request, reply) => {
      const principal = principalOf(request);
      // 404 for an installation the caller may not see, as everywhere else.
      const installation = await repository.require(installations, request.params.id, principal);
      const ip = clientAddress(request.ip);
      const expiresAt = new Date(Date.now() + ADD_MY_IP_HOURS * 3_600_000).toISOString();
      const entryId = await whitelistEntryId(app.db, String(installation.id), ip);
      const existing = entryId ? await repository.get(ips, entryId, principal) : undefined;
      if (existing && existing.expiresAt === null) return reply.send({ ...existing, permanent: true });
      const record = existing
        ? await repository.update(ips, String(existing.id), { ...existing, expiresAt }, principal)
        : await repository.create(ips, { installationId: installation.id, ip, comment: `${principal.name}: add my IP`, expiresAt }, principal);
      return reply.status(existing ? 200 : 201).send({ ...record, permanent: false });
    },
  );

  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    const purge = () => purgeExpiredIps(app.db, (event) => app.events.publish(event));
    await purge();
    timer = setInterval(() => void purge().catch((error: Error) => app.log.warn({ error: error.message }, 'purging expired IP whitelist entries failed')), PURGE_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
