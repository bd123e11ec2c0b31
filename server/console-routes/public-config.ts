import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
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

/**
 * What the SPA needs before anyone signs in: where to sign in, and which environment this is. Fixed
 * for the life of the process, so the console's page carries it too (see registerSpa).
 */
export function publicConfigOf(config: AppConfig): z.infer<typeof publicConfig> {
  return {
    version: APP_VERSION,
    environment: config.settings.environment,
    oidc: {
      authority: config.oidc.issuer,
      clientId: config.oidc.clientId,
      rolesClient: config.oidc.rolesClient,
      staffEmailDomain: config.staffEmailDomain,
    },
    supportWidget: config.supportWidget ?? null,
  };
}

export default async function publicConfigRoutes(app: FastifyInstance) {
  app.get(
    '/api/public-config',
    { config: { public: true }, schema: docs({ summary: 'Where to sign in and which environment this is (before sign-in)', tags: ['Platform'], response: { 200: publicConfig } }) },
    async () => publicConfigOf(app.config),
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
