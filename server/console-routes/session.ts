import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../auth/authenticate.js';
import { parseInput } from '../http/errors.js';
import { docs } from '../http/route-docs.js';

const principal = z.object({
  subject: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
  scope: z.enum(['staff', 'customer']),
  customerIds: z.array(z.string()),
});

const signOutQuery = z.object({ everywhere: z.enum(['true', 'false']).optional() });
const signOutBody = z
  .object({ refreshToken: z.string().min(1).max(8192).optional().describe('revoked at the identity provider as well (RFC 7009)') })
  .strict()
  .optional();

/** Longest access-token lifetime we expect from a provider (Keycloak's default is 5 min, ours 15). */
const SESSION_TOKEN_HORIZON_MS = 60 * 60_000;

export default async function sessionRoutes(app: FastifyInstance) {
  /** Spec §7: called by the SPA at logout, before signing out; no payload. */
  app.get(
    '/api/installation/ClearCustomerInstallationCache',
    {
      config: { capability: 'console.read' },
      schema: docs({
        summary: "Forgets the caller's cached customer scope (the console calls it when signing out)",
        tags: ['Platform'],
        response: { 200: z.object({ cleared: z.boolean() }) },
      }),
    },
    async (request) => {
      const principal = principalOf(request);
      return { cleared: app.customerScopeCache.clear(principal.subject) };
    },
  );

  /**
   * Sign-out on the server: the caller's session and token are refused from now on, on every
   * replica, until the token would have expired anyway; its live streams end. `everywhere` ends
   * every session of the caller that signed in within a token's lifetime, and what is kept open
   * for them (calendar feeds). A refresh token in the body is revoked at the identity provider.
   */
  app.post(
    '/api/session/sign-out',
    {
      config: { capability: 'console.read' },
      schema: docs({
        summary: "Revokes the caller's session and token (the console calls it when signing out); with everywhere=true all their sessions and feeds",
        tags: ['Platform'],
        query: signOutQuery,
        body: signOutBody,
        response: {
          200: z.object({
            revoked: z.number().int(),
            refreshToken: z.enum(['revoked', 'unsupported', 'failed', 'not sent']).describe('what the identity provider did with the refresh token sent'),
          }),
        },
      }),
    },
    async (request) => {
      const principal = principalOf(request);
      const { everywhere } = parseInput(signOutQuery, request.query ?? {}, 'query');
      const { refreshToken } = parseInput(signOutBody, request.body ?? undefined, 'body') ?? {};
      const token = request.token!;
      // A renewed token of the same session may live a little longer than this one: keep the
      // session key for the provider's longest access-token lifetime past now as well.
      const until = Math.max(token.exp * 1000, Date.now() + SESSION_TOKEN_HORIZON_MS);
      const keys = [...token.keys];
      if (everywhere === 'true') {
        for (const session of await app.signIns.recentSessions(principal.subject, SESSION_TOKEN_HORIZON_MS)) keys.push(`sid:${session}`, `jti:${session}`);
        await app.signIns.endAccess(principal.subject, 'sign-out');
      }
      const unique = [...new Set(keys)];
      await app.revocations.revoke(unique, until);
      app.customerScopeCache.clear(principal.subject);
      // After the local revocation, so that a provider that does not answer cannot keep the session here.
      return { revoked: unique.length, refreshToken: refreshToken ? await app.refreshTokens.revoke(refreshToken) : ('not sent' as const) };
    },
  );

  /** Who the server thinks the caller is: the same policy the SPA applies, evaluated server-side. */
  app.get(
    '/api/me',
    {
      config: { capability: 'console.read' },
      schema: docs({ summary: 'Who the server takes the caller for, by the same policy as the console', tags: ['Platform'], response: { 200: principal } }),
    },
    async (request) => principalOf(request),
  );
}
