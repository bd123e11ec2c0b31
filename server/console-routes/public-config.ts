import type { FastifyInstance } from 'fastify';
import { APP_VERSION } from '../../core/version.js';
import { z } from 'zod';
import { docs } from '../http/route-docs.js';
import { buildOpenApi } from '../openapi.js';

const publicConfig = z.object({
  version: z.string(),
  environment: z.string(),
  oidc: z.object({ authority: z.string(), clientId: z.string(), rolesClient: z.string(), staffEmailDomain: z.string() }),
  supportWidget: z.object({ url: z.string(), widgetId: z.string() }).nullable(),
});

/** What the SPA needs before anyone signs in: where to sign in, and which environment this is. */
export default async function publicConfigRoutes(app: FastifyInstance) {
  app.get(
    '/api/public-config',
    { config: { public: true }, schema: docs({ summary: 'Where to sign in and which environment this is (before sign-in)', tags: ['Platform'], response: { 200: publicConfig } }) },
    async () => ({
      version: APP_VERSION,
      environment: app.config.settings.environment,
      oidc: {
        authority: app.config.oidc.issuer,
        clientId: app.config.oidc.clientId,
        rolesClient: app.config.oidc.rolesClient,
        staffEmailDomain: app.config.staffEmailDomain,
      },
      supportWidget: app.config.supportWidget ?? null,
    }),
  );
}

/** The API description, generated from the resources the server runs and every route's declared schema. */
export async function openApiRoutes(app: FastifyInstance) {
  // Made on first request, when every route (this one included) is registered.
  let document: ReturnType<typeof buildOpenApi> | undefined;
  app.get(
    '/api/openapi.json',
    { config: { public: true }, schema: docs({ summary: 'This document', tags: ['Platform'], response: { 200: { type: 'object', description: 'OpenAPI 3.1' } } }) },
    async () => {
      document ??= buildOpenApi(
        [...app.resources.models.values()].map((m) => m.def),
        app.apiRoutes,
      );
      return document;
    },
  );
}
