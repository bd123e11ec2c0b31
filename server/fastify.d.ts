import 'fastify';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
  }
  interface FastifyContextConfig {
    /** Reachable without a token (health, readiness, public bootstrap configuration). */
    public?: boolean;
    /** Asked every few seconds by balancers and orchestrators: its completion line is logged at debug. */
    quiet?: boolean;
  }
}
