import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { can, evaluateAccess, type AccessDenial, type Capability, type Principal, type TokenClaims } from '../../core/access.js';
import { HttpError } from '../http/errors.js';
import { RateLimiter, tooManyRequests } from '../http/rate-limit.js';
import type { LoginAudit } from './login-audit.js';
import { InvalidTokenError, type TokenVerifier } from './token-verifier.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
  interface FastifyInstance {
    /** Every /api route with its access declaration, as registered (the security suites walk it). */
    apiRoutes: ApiRoute[];
  }
  interface FastifyContextConfig {
    /** The capability (core/access.ts) a caller needs; every /api route declares one or `public`. */
    capability?: Capability;
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  capability?: Capability;
  public: boolean;
  /** What the route declares it takes and gives (the API document is made from it). */
  schema?: FastifySchema;
}

const DENIALS: Record<Exclude<AccessDenial, 'expired'>, string> = {
  'no-roles': 'Your account has no Gondola role or no access scope (scope_staff / scope_customer)',
  'foreign-domain': 'Staff accounts must use a company e-mail address',
};

const unauthorized = (message: string) => new HttpError(401, 'unauthorized', message, {});

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized('A bearer token is required');
  return request.principal;
}

/**
 * Every /api route requires a verified token unless it is declared public, and a route that
 * declares neither is refused when the server starts: no route can forget its access check.
 */
/** A refusal after sign-in, for the audit: who, which route, why. */
export interface Denial {
  who: { subject: string; name: string };
  route: string;
  url: string;
  reason: string;
}

export function installAuthentication(app: FastifyInstance, deps: { verifier: TokenVerifier; loginAudit: LoginAudit; recordDenial(denial: Denial): Promise<void> }) {
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const config = route.config as { public?: boolean; capability?: Capability } | undefined;
    if (!config?.public && !config?.capability) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares neither a capability nor public access`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, capability: config.capability, public: !!config.public, schema: route.schema });
    }
  });

  app.decorateRequest('principal', undefined);

  const { apiPerUser, authFailuresPerAddress } = app.config.rateLimits;
  const perUser = new RateLimiter(apiPerUser);
  // Counted per address because a guessing client has no identity; checked before the signature
  // so a flood of forged tokens costs no RSA work once it is over the limit.
  const failures = new RateLimiter(authFailuresPerAddress);
  const refuse = (request: FastifyRequest, reply: FastifyReply, challenge: string, message: string) => {
    failures.take(request.ip);
    reply.header('www-authenticate', challenge);
    return unauthorized(message);
  };
  const deny = async (request: FastifyRequest, who: { subject: string; name: string }, reason: string) => {
    const url = request.url.split('?')[0]!;
    await deps.recordDenial({ who, route: `${request.method} ${request.routeOptions.url ?? url}`, url, reason });
  };

  // Every refusal after sign-in (a capability, a per-command right, an author-only record, a
  // customer scope) leaves one audit row, wherever in the request it was decided.
  // (Refusals before sign-in have no principal here; the one below writes its own row.)
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof HttpError) || error.statusCode !== 403 || !request.principal) return;
    await deny(request, request.principal, error.message.slice(0, 300));
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!/^\/api(\/|$|\?)/.test(request.url) || request.routeOptions.config?.public) return;
    const wait = failures.exhausted(request.ip);
    if (wait) throw tooManyRequests(reply, wait, 'requests with missing or invalid tokens from this address');
    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header);
    if (!match) throw refuse(request, reply, 'Bearer', header ? 'The Authorization header must be "Bearer <token>"' : 'A bearer token is required');
    let claims: TokenClaims;
    try {
      claims = (await deps.verifier.verify(match[1]!)) as TokenClaims;
    } catch (error) {
      throw refuse(request, reply, 'Bearer error="invalid_token"', error instanceof InvalidTokenError ? error.message : 'The token could not be verified');
    }
    const decision = evaluateAccess(claims, { rolesClient: app.config.oidc.rolesClient, staffEmailDomain: app.config.staffEmailDomain });
    if (!decision.allowed) {
      if (decision.reason === 'expired') throw refuse(request, reply, 'Bearer error="invalid_token"', 'The token has expired');
      const subject = String(claims.sub ?? '');
      await deny(request, { subject, name: typeof claims.name === 'string' ? claims.name : subject }, decision.reason);
      throw new HttpError(403, 'forbidden', DENIALS[decision.reason], { reason: decision.reason });
    }
    const overLimit = perUser.take(decision.principal.subject);
    if (overLimit) throw tooManyRequests(reply, overLimit, 'requests');
    request.principal = decision.principal;
    const sessionKey = String(claims.sid ?? claims.jti ?? '');
    if (sessionKey) {
      await deps.loginAudit.record(sessionKey, decision.principal, { ip: request.ip, userAgent: request.headers['user-agent'] });
    }
  });

  app.addHook('preHandler', async (request) => {
    const capability = request.routeOptions.config?.capability;
    if (!capability || request.routeOptions.config?.public) return;
    const principal = principalOf(request);
    if (!can(principal, capability)) {
      throw new HttpError(403, 'forbidden', `This action needs the "${capability}" capability, which your roles (${principal.roles.join(', ')}) do not grant`, {
        capability,
      });
    }
  });
}
