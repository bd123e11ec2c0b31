import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACTION_CAPABILITIES } from '../../../core/access.js';
import { csvText } from '../../../core/csv.js';
import { REVEAL_REASON_MIN, revealReasonTooShort } from '../../../core/login-data-audit.js';
import { principalOf } from '../../auth/authenticate.js';
import { HttpError, parseInput } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { docs, ref } from '../../http/route-docs.js';
import { seedDemoVault } from './demo-vault.js';
import { VaultError } from './vault-crypto.js';
import { normaliseTotpSecret, Vault } from './vault.js';

const tags = ['Login data'];
const CSV_HEADERS = {
  en: ['When', 'User', 'Action', 'Entry', 'URL or host', 'Installation', 'Reason', 'Address', 'Changed'],
  de: ['Wann', 'Benutzer', 'Aktion', 'Eintrag', 'URL oder Host', 'Installation', 'Grund', 'Adresse', 'Geändert'],
};
const REVEAL_SECONDS = 30;
const idParams = z.object({ id: z.string().min(1).max(64) });
const secretBody = z
  .object({
    password: z.string().min(1).max(500).nullable().optional().describe('null removes it; left out keeps it'),
    totpSecret: z.string().max(200).nullable().optional().describe('the base32 seed an authenticator app is given; null removes it'),
  })
  .strict()
  .refine((b) => b.password !== undefined || b.totpSecret !== undefined, { message: 'Send a password, a TOTP seed or both' });
const revealBody = z
  .object({
    reason: z
      .string()
      .trim()
      .max(500)
      .refine((reason) => !revealReasonTooShort(reason), `Say why you need it (${REVEAL_REASON_MIN} visible characters or more)`),
  })
  .strict();
const revealAnswer = z.object({
  password: z.string().nullable(),
  totp: z.object({ code: z.string(), period: z.number().int(), remainingSeconds: z.number().int() }).nullable(),
  hideAfterSeconds: z.number().int(),
});
const auditQuery = z.object({
  actor: z.string().max(200).optional(),
  entryId: z.string().max(64).optional(),
  installationId: z.string().max(64).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  start: z.coerce.number().int().min(0).default(0),
  end: z.coerce.number().int().min(0).default(49),
});
const auditRow = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  actorName: z.string().nullable(),
  action: z.string(),
  entryId: z.string(),
  entryHost: z.string().nullable(),
  installationId: z.string().nullable(),
  reason: z.string().nullable(),
  address: z.string().nullable(),
  changed: z.array(z.string()),
});

/**
 * The vault's own calls beside the generated login-data resource: set a secret, reveal it with a
 * reason, and the audit of both (spec §2 /login-data, /login-data-audit).
 */
export default async function loginDataRoutes(app: FastifyInstance) {
  const vault = await Vault.start(app.db, app.config, (message) => app.log.warn(message));
  if (app.config.demoData) await seedDemoVault(app.db, vault);
  const { repository, models } = app.resources;
  const entries = models.get('login-data')!;

  app.put<{ Params: { id: string } }>(
    '/api/login-data/:id/secret',
    {
      config: { capability: entries.def.access.update! },
      schema: docs({
        summary: "Sets or removes a login's password and TOTP seed (encrypted; never answered back)",
        tags,
        params: idParams,
        body: secretBody,
        response: { 200: ref('LoginData') },
      }),
    },
    async (request) => {
      const { id } = parseInput(idParams, request.params, 'path');
      const body = parseInput(secretBody, request.body);
      const principal = principalOf(request);
      await repository.require(entries, id, principal);
      let totpSecret = body.totpSecret;
      if (typeof totpSecret === 'string') {
        totpSecret = normaliseTotpSecret(totpSecret);
        if (!totpSecret)
          throw new HttpError(400, 'validation_failed', 'The TOTP seed must be base32 (letters A–Z and digits 2–7, 16 or more)', { errors: { totpSecret: 'base32' } });
      }
      await vault.write(id, { password: body.password, totpSecret }, principal);
      await repository.announceChanged(entries, id);
      return repository.require(entries, id, principal);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/login-data/:id/reveal',
    {
      config: { capability: ACTION_CAPABILITIES.reveal },
      schema: docs({
        summary: "Shows a login's password (or its current one-time code) once, audited with the reason given",
        description: `The console hides it again after ${REVEAL_SECONDS} s. The audit row (who, when, which entry, reason, address) is written before the answer.`,
        tags,
        params: idParams,
        body: revealBody,
        response: { 200: revealAnswer },
      }),
    },
    async (request, reply) => {
      const { id } = parseInput(idParams, request.params, 'path');
      const { reason } = parseInput(revealBody, request.body);
      const principal = principalOf(request);
      await repository.require(entries, id, principal);
      let revealed: Awaited<ReturnType<Vault['reveal']>>;
      try {
        revealed = await vault.reveal(id, principal, reason, request.ip);
      } catch (error) {
        // Never garbage: an envelope that does not authenticate (altered, or under an unknown key) is refused.
        if (error instanceof VaultError) throw new HttpError(422, 'secret_unreadable', error.message);
        throw error;
      }
      if (!revealed) throw new HttpError(404, 'not_found', 'This login has no password or TOTP seed stored yet');
      reply.header('cache-control', 'no-store');
      return { ...revealed, hideAfterSeconds: REVEAL_SECONDS };
    },
  );

  const auditRoute = { config: { capability: 'admin.manage' as const } };
  app.get(
    '/api/login-data-audit',
    {
      ...auditRoute,
      schema: docs({
        summary: 'Every reveal, create, change and delete of a login, newest first (no secret in any row)',
        tags,
        query: auditQuery,
        response: { 200: z.array(auditRow) },
      }),
    },
    async (request, reply) => {
      const { start, end, ...filter } = parseInput(auditQuery, request.query, 'query');
      if (end < start || end - start >= 500) throw new HttpError(400, 'bad_request', 'start…end must name 1 to 500 rows');
      const { rows, total } = await vault.audit(filter, [start, end]);
      reply.header('content-range', `login-data-audit ${rows.length ? `${start}-${start + rows.length - 1}` : '*'}/${total}`);
      return rows;
    },
  );

  app.get(
    '/api/login-data-audit/csv',
    {
      ...auditRoute,
      schema: docs({ summary: 'The login data audit as a spreadsheet (up to 50,000 rows)', tags, query: auditQuery.omit({ start: true, end: true }), response: { 200: 'csv' } }),
    },
    async (request, reply) => {
      const filter = parseInput(auditQuery.omit({ start: true, end: true }), request.query, 'query');
      const { rows } = await vault.audit(filter, [0, 49_999]);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', 'attachment; filename="login-data-audit.csv"');
      return csvText([
        CSV_HEADERS[requestLanguage(request)],
        ...rows.map((r) => [r.at, r.actorName ?? r.actor, r.action, r.entryId, r.entryHost, r.installationId, r.reason, r.address, r.changed.join(' ')]),
      ]);
    },
  );
}
