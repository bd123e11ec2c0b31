import type { FastifyInstance } from 'fastify';
import { principalOf } from '../auth/authenticate.js';

export default async function sessionRoutes(app: FastifyInstance) {
  /** Spec §7: called by the SPA at logout, before signing out; no payload. */
  app.get('/api/installation/ClearCustomerInstallationCache', { config: { capability: 'console.read' } }, async (request) => {
    const principal = principalOf(request);
    return { cleared: app.customerScopeCache.clear(principal.subject) };
  });

  /** Who the server thinks the caller is: the same policy the SPA applies, evaluated server-side. */
  app.get('/api/me', { config: { capability: 'console.read' } }, async (request) => principalOf(request));
}
