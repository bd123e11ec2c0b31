import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../../core/version.js';
import { buildOpenApi } from '../openapi.js';

/** What the SPA needs before anyone signs in: where to sign in, and which environment this is. */
export default async function publicConfigRoutes(app: FastifyInstance) {
  app.get('/api/public-config', { config: { public: true } }, async () => ({
    version: APP_VERSION,
    environment: app.config.settings.environment,
    oidc: {
      authority: app.config.oidc.issuer,
      clientId: app.config.oidc.clientId,
      rolesClient: app.config.oidc.rolesClient,
      staffEmailDomain: app.config.staffEmailDomain,
    },
    supportWidget: app.config.supportWidget ?? null,
  }));
}

/** The API description, generated from the resources the server runs. */
export async function openApiRoutes(app: FastifyInstance) {
  const document = buildOpenApi([...app.resources.models.values()].map((m) => m.def));
  app.get('/api/openapi.json', { config: { public: true } }, async () => document);
}
