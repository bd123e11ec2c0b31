import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { installErrorHandler } from './http/errors.js';
import { redactPaths, redactUrl } from './http/log-redaction.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { registerSpa } from './http/spa.js';
import healthRoutes from './routes/health.js';
import publicConfigRoutes from './routes/public-config.js';

export interface AppDeps {
  config: AppConfig;
  db: Database;
  /** Tests pass false to keep output quiet, or a stream to capture logs. */
  logger?: boolean | { level?: string; stream?: NodeJS.WritableStream };
}

/**
 * Builds the whole server without listening: third-party plugins first, then app services, then
 * routes. Tests call this and use `inject`; main.ts calls it and listens.
 */
export async function buildApp({ config, db, logger }: AppDeps): Promise<FastifyInstance> {
  const loggerOptions =
    logger === false
      ? false
      : {
          level: (typeof logger === 'object' && logger.level) || config.logLevel,
          ...(typeof logger === 'object' && logger.stream ? { stream: logger.stream } : {}),
          redact: { paths: redactPaths, censor: '[redacted]' },
          serializers: {
            req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
          },
        };
  const app = Fastify({
    logger: loggerOptions,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });

  app.decorate('config', config);
  app.decorate('db', db);
  installErrorHandler(app);
  installSecurityHeaders(app, config);

  await app.register(healthRoutes);
  await app.register(publicConfigRoutes);
  await registerSpa(app, config.spaDir);
  return app;
}
