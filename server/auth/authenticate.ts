import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, evaluateAccess, type AccessDenial, type Capability, type Principal, type TokenClaims } from '../../core/access.js';
import { HttpError } from '../http/errors.js';
import type { LoginAudit } from './login-audit.js';
import { InvalidTokenError, type TokenVerifier } from './token-verifier.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
  interface FastifyContextConfig {
    /** The capability (core/access.ts) a caller needs; every /api route declares one or `public`. */
    capability?: Capability;
  }
}

const DENIALS: Record<Exclude<AccessDenial, 'expired'>, string> = {
  'no-roles': 'Your account has no Gondola role or no access scope (scope_staff / scope_customer)',
  'foreign-domain': 'Staff accounts must use a company e-mail address',
};

const unauthorized = (message: string) =>
  new HttpError(401, 'unauthorized', message, {});

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized('A bearer token is required');
  return request.principal;
}

/**
 * Every /api route requires a verified token unless it is declared public, and a route that
 * declares neither is refused when the server starts: no route can forget its access check.
 */
export function installAuthentication(app: FastifyInstance, deps: { verifier: TokenVerifier; loginAudit: LoginAudit }) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const config = route.config as { public?: boolean; capability?: Capability } | undefined;
    if (!config?.public && !config?.capability) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares neither a capability nor public access`);
    }
  });

  app.decorateRequest('principal', undefined);

  app.addHook('onRequest', async (request, reply) => {
    if (!/^\/api(\/|$|\?)/.test(request.url) || request.routeOptions.config?.public) return;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header);
    if (!match) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthorized(header ? 'The Authorization header must be "Bearer <token>"' : 'A bearer token is required');
    }
    let claims: TokenClaims;
    try {
      claims = (await deps.verifier.verify(match[1]!)) as TokenClaims;
    } catch (error) {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      throw unauthorized(error instanceof InvalidTokenError ? error.message : 'The token could not be verified');
    }
    const decision = evaluateAccess(claims, { rolesClient: app.config.oidc.rolesClient, staffEmailDomain: app.config.staffEmailDomain });
    if (!decision.allowed) {
      if (decision.reason === 'expired') {
        reply.header('www-authenticate', 'Bearer error="invalid_token"');
        throw unauthorized('The token has expired');
      }
      throw new HttpError(403, 'forbidden', DENIALS[decision.reason], { reason: decision.reason });
    }
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
