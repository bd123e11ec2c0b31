import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { installAuthentication } from './auth/authenticate.js';
import { DenialAudit } from './auth/denial-store.js';
import { RevocationStore } from './auth/revocation-store.js';
import { CustomerScopeCache } from './auth/customer-scope-cache.js';
import { LoginAudit } from './auth/login-audit.js';
import { createTokenVerifier, type TokenVerifier } from './auth/token-verifier.js';
import { fastifyTrustProxy, type AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { installErrorHandler } from './http/errors.js';
import { installJsonBodyParser } from './http/json-body.js';
import { redactPaths, redactUrl } from './http/log-redaction.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { installLifecycle } from './http/lifecycle.js';
import { installObservability } from './http/observability.js';
import { requestIdOf } from './http/request-log.js';
import { registerSpa } from './http/spa.js';
import { installRouteDocs } from './http/route-docs.js';
import { installRouteOf } from './http/route-of.js';
import { loadOrCreateIdpKeys } from './idp/keys.js';
import { createResourceServices, crudRoutes } from './crud/routes.js';
import { EventBus } from './events/event-bus.js';
import eventRoutes from './events/routes.js';
import healthRoutes from './console-routes/health.js';
import settingsRoutes from './console-routes/settings.js';
import { startDeviceLayer } from './device-layer/plugin.js';
import { registerModules, SERVER_MODULES } from './modules/index.js';
import type { ServerModule } from './modules/server-module.js';
import { RESOURCES } from '../resources/index.js';
import type { ObjectStorage } from './storage/object-storage.js';
import { installStorage } from './storage/plugin.js';
import type { ResourceDefinition } from '../core/resource-kit/index.js';
import publicConfigRoutes, { openApiRoutes, publicConfigOf } from './console-routes/public-config.js';
import sessionRoutes from './console-routes/session.js';
import { fetchTransport, type ProviderTransport, type RefreshTokenRevoker, refreshTokenRevoker } from './auth/provider-revocation.js';
import testResponseRoutes from './console-routes/test-responses.js';
import { requestLogger } from './http/request-logger.js';
import { rememberingQueryParser } from './http/query-parser.js';

declare module 'fastify' {
  interface FastifyInstance {
    customerScopeCache: CustomerScopeCache;
    events: EventBus;
    revocations: RevocationStore;
    /** Sign-ins as they happen, and signing out everywhere (modules listen to both). */
    signIns: LoginAudit;
    /** Ends a refresh token at the identity provider (API sign-out). */
    refreshTokens: RefreshTokenRevoker;
  }
}

export interface AppDeps {
  config: AppConfig;
  db: Database;
  /** Tests pass false to keep output quiet, or a stream to capture logs. */
  logger?: boolean | { level?: string; stream?: NodeJS.WritableStream };
  /** Replaces token verification (tests of an external issuer). */
  verifier?: TokenVerifier;
  /** The entities served; tests add throw-away definitions. */
  resources?: ResourceDefinition[];
  /** Replaces the configured file storage (tests run the suites on S3 and on disk). */
  storage?: ObjectStorage;
  /** The modules served (every folder of `server/modules/`); tests add throw-away ones. */
  modules?: readonly ServerModule[];
}

/** The embedded provider is part of this app: it is asked in-process, by the same wire protocol. */
function selfTransport(app: FastifyInstance): ProviderTransport {
  const base = app.config.publicUrl.replace(/\/+$/, '');
  return async (url, init) => {
    const answer = await app.inject({
      method: init ? 'POST' : 'GET',
      url: url.startsWith(base) ? url.slice(base.length) : new URL(url).pathname,
      headers: init ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
      payload: init?.body,
    });
    return { status: answer.statusCode, json: async () => answer.json() };
  };
}

/** The embedded provider is loaded only when used: production never imports oidc-provider. */
async function identity(config: AppConfig, db: Database) {
  if (!config.oidc.embedded) return { verifier: createTokenVerifier(config) };
  const keys = await loadOrCreateIdpKeys(config.dataDir);
  const [{ createIdentityProvider }, { identityProviderPlugin }] = await Promise.all([import('./idp/provider.js'), import('./idp/plugin.js')]);
  return {
    verifier: createTokenVerifier(config, keys.publicJwks),
    mount: (app: FastifyInstance) => app.register(identityProviderPlugin, { provider: createIdentityProvider(config, db, keys) }),
  };
}

/**
 * Builds the whole server without listening: third-party plugins first, then app services, then
 * routes. Tests call this and use `inject`; main.ts calls it and listens.
 */
export async function buildApp({ config, db, logger, verifier, resources = RESOURCES, storage, modules = SERVER_MODULES }: AppDeps): Promise<FastifyInstance> {
  const loggerOptions =
    logger === false
      ? false
      : {
          level: (typeof logger === 'object' && logger.level) || config.logLevel,
          ...(typeof logger === 'object' && logger.stream ? { stream: logger.stream } : {}),
          redact: { paths: redactPaths, censor: '[redacted]' },
          // Every line names the replica, so lines of several replicas in one place stay apart.
          base: { replica: config.replicaId, pid: process.pid },
          serializers: {
            req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
          },
        };
  const app = Fastify({
    logger: loggerOptions,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A client that dribbles its request (a slow body to the public webhook) is cut off with 408
    // instead of holding a connection for Node's default five minutes. Responses (live streams) are
    // not limited by it. Node checks on an interval, so that follows the timeout; and Node only
    // enforces what the server was constructed with (Fastify sets it afterwards), hence `http` too.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(config.requestTimeoutMs / 4))),
    },
    return503OnClosing: true,
    // Ids unique across replicas and restarts, the caller's own when it sent one (request-log.ts);
    // the one completion line per request is ours (route template, user, replica).
    genReqId: requestIdOf,
    routerOptions: { querystringParser: rememberingQueryParser() },
    requestIdHeader: false,
    logController: new LogController({ disableRequestLogging: true }),
    // A request's child logger is made when it writes its first line (http/request-logger.ts).
    childLoggerFactory: requestLogger,
    forceCloseConnections: 'idle',
  });

  // Only the configured origins may call the API from their pages; none by default (the console is
  // same-origin), and then no CORS hook runs at all: with `origin: false` the plugin still ran two on
  // every request to add nothing. A preflight is refused either way (401, no token), now in the API's
  // own error shape rather than Fastify's default one.
  if (config.corsOrigins.length) {
    await app.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'accept-language'],
      exposedHeaders: ['content-range', 'x-total-estimated', 'retry-after'],
      maxAge: 600,
    });
  }

  // Uploads: registered by the routes that take them (http/multipart.ts).

  const { mount: mountIdentityProvider, verifier: defaultVerifier } = await identity(config, db);

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('customerScopeCache', new CustomerScopeCache());
  const events = new EventBus();
  if (db.messages) await events.connect(db.messages);
  app.addHook('onClose', async () => events.close());
  app.decorate('events', events);
  await installStorage(app, storage);
  app.decorate('resources', createResourceServices(app, resources));
  installRouteOf(app);
  installErrorHandler(app);
  installRouteDocs(app);
  installJsonBodyParser(app);
  installSecurityHeaders(app, config);
  installLifecycle(app, config.replicaId);
  installObservability(app);
  const revocations = new RevocationStore(db, events);
  await revocations.start();
  app.decorate('revocations', revocations);
  const denials = new DenialAudit(db, (error) => app.log.warn({ err: error }, 'could not write a denial count to the audit'));
  app.addHook('onClose', async () => {
    revocations.stop();
    await denials.close();
  });
  const signIns = new LoginAudit(db);
  app.decorate('signIns', signIns);
  app.decorate(
    'refreshTokens',
    refreshTokenRevoker(config.oidc.issuer, config.oidc.clientId, config.oidc.embedded ? selfTransport(app) : fetchTransport, (error) =>
      app.log.warn({ err: error }, 'the identity provider did not revoke a refresh token'),
    ),
  );
  installAuthentication(app, {
    verifier: verifier ?? defaultVerifier,
    loginAudit: signIns,
    revocations,
    recordDenial: (denial) => denials.record(denial),
  });

  // Broker, gateway, jobs and watchdog; app.close() stops them.
  await startDeviceLayer(app);
  if (mountIdentityProvider) await mountIdentityProvider(app);
  await app.register(healthRoutes);
  await app.register(publicConfigRoutes);
  await app.register(sessionRoutes);
  await app.register(testResponseRoutes);
  await app.register(settingsRoutes);
  await app.register(eventRoutes);
  await app.register(crudRoutes, app.resources);
  // Every module folder: its services, then its routes.
  await registerModules(app, modules);
  await app.register(openApiRoutes);
  await registerSpa(app, config.spaDir, publicConfigOf(config), resources);
  return app;
}
