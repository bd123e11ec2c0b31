import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../auth/authenticate.js';
import { docs } from '../http/route-docs.js';

const principal = z.object({
  subject: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.string()),
  scope: z.enum(['staff', 'customer']),
  customerIds: z.array(z.string()),
});

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
