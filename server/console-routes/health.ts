import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { APP_VERSION } from '../../core/version.js';
import { docs } from '../http/route-docs.js';

const tags = ['Platform'];
const up = z.object({ status: z.literal('UP') });
const dependency = z.object({
  name: z.string(),
  status: z.enum(['UP', 'DOWN', 'OFF']),
  required: z.boolean(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});
const readiness = z.object({ status: z.enum(['UP', 'DEGRADED', 'DOWN']), checks: z.array(dependency) });
const started = z.object({ status: z.literal('UP'), replica: z.string(), startedAt: z.string(), version: z.string() });

/**
 * Liveness, start-up and readiness apart, as Keycloak's `/health/live|started|ready`: a balancer
 * and an orchestrator ask different questions. `/api/health` and `/api/ready` stay as the
 * liveness and readiness they always were (HAProxy and the image's HEALTHCHECK ask them).
 */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health/live', { config: { public: true, quiet: true }, schema: docs({ summary: 'The process answers (liveness)', tags, response: { 200: up } }) }, async () => ({
    status: 'UP' as const,
  }));
  app.get(
    '/api/health',
    {
      config: { public: true, quiet: true },
      schema: docs({ summary: 'The process answers (liveness, as /health/live)', tags, response: { 200: z.object({ status: z.literal('ok') }) } }),
    },
    async () => ({ status: 'ok' as const }),
  );

  const startedAt = new Date().toISOString();
  app.get(
    '/health/started',
    {
      config: { public: true, quiet: true },
      schema: docs({ summary: 'Start-up is over: migrated, modules started, listening', tags, response: { 200: started } }),
    },
    async () => ({ status: 'UP' as const, replica: app.config.replicaId, startedAt, version: APP_VERSION }),
  );

  const ready = async (_request: unknown, reply: FastifyReply) => {
    const answer = await app.readiness.check();
    if (answer.status === 'DOWN') reply.status(503).header('retry-after', '5');
    return answer;
  };
  const readyOptions = {
    config: { public: true, quiet: true },
    schema: docs({
      summary: 'Ready for traffic: each dependency with its state; 503 while a required one (the database) is down or the replica drains',
      tags,
      response: { 200: readiness, 503: readiness },
    }),
  };
  app.get('/health/ready', readyOptions, ready);
  app.get('/api/ready', readyOptions, ready);
}
