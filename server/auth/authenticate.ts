import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import {
  can,
  evaluateAccess,
  isExpired,
  type AccessDecision,
  type AccessDenial,
  type Capability,
  type PolicyOptions,
  type Principal,
  type TokenClaims,
} from '../../core/access.js';
import { HttpError } from '../http/errors.js';
import { routeOf } from '../http/route-of.js';
import { createHash } from 'node:crypto';
import { RateLimiter, tooManyRequests } from '../http/rate-limit.js';
import { sharedRateCounts } from '../http/shared-rate-counts.js';
import type { Denial } from './denial-store.js';
import type { LoginAudit } from './login-audit.js';
import { revocationKeys, type RevocationStore } from './revocation-store.js';
import { InvalidTokenError, type TokenVerifier } from './token-verifier.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
    /** The verified token's expiry (epoch s) and revocation keys: live streams end with them. */
    token?: { exp: number; keys: string[] };
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
  'unverified-email': 'Staff accounts need a verified e-mail address (email_verified)',
  'no-customers': 'Customer accounts need at least one customer (customer_ids)',
};

const API_PATH = /^\/api(\/|$|\?)/;
const BEARER = 'Bearer ';
/** RFC 6750's b64token. */
const TOKEN_SYNTAX = /^[A-Za-z0-9._~+/-]+=*$/;

const unauthorized = (message: string) => new HttpError(401, 'unauthorized', message, {});

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized('A bearer token is required');
  return request.principal;
}

function freezePrincipal(principal: Principal) {
  Object.freeze(principal.roles);
  Object.freeze(principal.customerIds);
  Object.freeze(principal);
}

type Admission = { decision: AccessDecision; keys: string[] };
const EXPIRED = { decision: { allowed: false, reason: 'expired' }, keys: [] } as const satisfies Admission;

/**
 * What a token's claims admit: the same on each of its requests but for its expiry, so worked out
 * once per token (the verifier hands back the same claims object for it) and frozen, since every
 * request of the session shares it.
 */
function tokenAdmissions(policy: PolicyOptions): (claims: TokenClaims) => Admission {
  const admissions = new WeakMap<TokenClaims, Admission>();
  return (claims) => {
    if (isExpired(claims.exp)) return EXPIRED;
    const known = admissions.get(claims);
    if (known) return known;
    const decision = evaluateAccess(claims, policy);
    if (!decision.allowed && decision.reason === 'expired') return EXPIRED;
    if (decision.allowed) freezePrincipal(decision.principal);
    const admission = { decision, keys: revocationKeys(claims) };
    Object.freeze(admission.keys);
    admissions.set(claims, admission);
    return admission;
  };
}

/** A presented token, as a rate-limit key: its hash, so no token is kept in memory. */
const credentialKey = (token: string) => `t:${createHash('sha256').update(token).digest('base64url').slice(0, 32)}`;

/**
 * Every /api route requires a verified token unless it is declared public, and a route that
 * declares neither is refused when the server starts: no route can forget its access check.
 */
export function installAuthentication(
  app: FastifyInstance,
  deps: { verifier: TokenVerifier; loginAudit: LoginAudit; revocations: RevocationStore; recordDenial(denial: Denial): Promise<void> },
) {
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
  // Behind a balancer the replicas share one budget (PostgreSQL); PGlite is one process anyway.
  const shared = app.db.kind === 'postgres' ? sharedRateCounts(app.db) : undefined;
  let warnedAt = 0;
  const sharing = (name: string, eager: boolean) =>
    shared && {
      store: shared,
      name,
      eager,
      onError: (error: Error) => {
        if (Date.now() - warnedAt < 60_000) return;
        warnedAt = Date.now();
        app.log.warn({ err: error }, 'rate-limit counts not shared with the other replicas (counted here until the database answers)');
      },
    };
  const perUser = new RateLimiter(apiPerUser, Date.now, sharing('api-per-user', false));
  // Failures are counted per address and per presented credential (a token, or an account that is
  // denied), but a request that carries a valid token is never refused for them: behind a load
  // balancer everyone shares one address, and a flood of bad tokens must not lock colleagues out.
  const failuresByAddress = new RateLimiter(authFailuresPerAddress, Date.now, sharing('auth-failures-per-address', true));
  const failuresByCredential = new RateLimiter(authFailuresPerAddress, Date.now, sharing('auth-failures-per-credential', true));
  const overLimit = (reply: FastifyReply, wait: number) => tooManyRequests(reply, wait, 'requests with missing, invalid or refused credentials');
  /**
   * Counts a failure; answers the 429 to send instead when the address or credential is over its
   * limit. It waits for every replica's count (a failure's answer may be slow; a guess spread over
   * the replicas must not pass the budget once per replica).
   */
  const countFailure = async (request: FastifyRequest, reply: FastifyReply, credential?: string) => {
    const waits = await Promise.all([failuresByAddress.takeConfirmed(request.ip), credential ? failuresByCredential.takeConfirmed(credential) : 0]);
    const wait = Math.max(...waits);
    return wait ? overLimit(reply, wait) : undefined;
  };
  /** Refuses the request: 401 with its challenge, or 429 once its address or credential is over the limit. */
  const refuse = async (request: FastifyRequest, reply: FastifyReply, challenge: string, message: string, credential?: string): Promise<never> => {
    const limited = await countFailure(request, reply, credential);
    if (limited) throw limited;
    reply.header('www-authenticate', challenge);
    throw unauthorized(message);
  };
  const deny = async (request: FastifyRequest, who: { subject: string; name: string }, reason: string) => {
    const url = request.url.split('?')[0]!;
    await deps.recordDenial({ who, route: `${request.method} ${routeOf(request).url ?? url}`, url, reason });
  };

  // Every refusal after sign-in (a capability, a per-command right, an author-only record, a
  // customer scope) leaves one audit row, wherever in the request it was decided.
  // (Refusals before sign-in have no principal here; the one below writes its own row.)
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof HttpError) || error.statusCode !== 403 || !request.principal) return;
    await deny(request, request.principal, error.message.slice(0, 300));
  });

  const admissionOf = tokenAdmissions({ rolesClient: app.config.oidc.rolesClient, staffEmailDomain: app.config.staffEmailDomain });

  /** A verified token's caller let in, refused, or (a session's first request) their sign-in recorded. */
  const admit = (request: FastifyRequest, reply: FastifyReply, claims: TokenClaims, credentialOf: () => string): Promise<void> | undefined => {
    const { decision, keys } = admissionOf(claims);
    if (!decision.allowed) {
      if (decision.reason === 'expired') return refuse(request, reply, 'Bearer error="invalid_token"', 'The token has expired', credentialOf());
      return refuseAccount(request, reply, claims, decision.reason);
    }
    if (deps.revocations.isRevoked(keys)) return refuse(request, reply, 'Bearer error="invalid_token"', 'The session has been signed out', credentialOf());
    const userOverLimit = perUser.take(decision.principal.subject);
    if (userOverLimit) throw tooManyRequests(reply, userOverLimit, 'requests');
    request.principal = decision.principal;
    request.token = { exp: Number(claims.exp), keys };
    const sessionKey = String(claims.sid ?? claims.jti ?? '');
    if (!sessionKey || deps.loginAudit.admitted(sessionKey, decision.principal.subject)) return undefined;
    return deps.loginAudit.record(sessionKey, decision.principal, { ip: request.ip, userAgent: request.headers['user-agent'] });
  };

  /** A valid signature on an account we refuse: limited per account like a bad token, audited once a minute. */
  const refuseAccount = async (request: FastifyRequest, reply: FastifyReply, claims: TokenClaims, reason: Exclude<AccessDenial, 'expired'>) => {
    const subject = String(claims.sub ?? '');
    const limited = await countFailure(request, reply, `s:${subject}`);
    if (limited) throw limited;
    await deny(request, { subject, name: typeof claims.name === 'string' ? claims.name : subject }, reason);
    // What was kept open for the account (calendar feeds) ends with its access.
    if (subject) await deps.loginAudit.endAccess(subject, 'denied');
    throw new HttpError(403, 'forbidden', DENIALS[reason], { reason });
  };

  /**
   * Lets a request's caller in or throws why not. A token verified before is let in without a
   * promise (every request of a signed-in console); a promise comes back only for work that waits.
   */
  const authenticate = (request: FastifyRequest, reply: FastifyReply): Promise<void> | undefined => {
    if (!API_PATH.test(request.url) || routeOf(request).config?.public) return undefined;
    const header = request.headers.authorization ?? '';
    const token = header.startsWith(BEARER) ? header.slice(BEARER.length) : '';
    // A token verified before passed the syntax check then: a signed-in console's requests skip it.
    const known = token ? deps.verifier.known?.(token) : undefined;
    if (!known && !TOKEN_SYNTAX.test(token)) {
      // Without a credential there is nothing to verify: an address over its limit is told so at once.
      const wait = failuresByAddress.exhausted(request.ip);
      if (wait) throw overLimit(reply, wait);
      return refuse(request, reply, 'Bearer', header ? 'The Authorization header must be "Bearer <token>"' : 'A bearer token is required');
    }
    // The token's hash is only needed to count or look up its failures: none counted, none hashed.
    let credential: string | undefined;
    const credentialOf = () => (credential ??= credentialKey(token));
    // The same bad token sent again and again costs no signature check once it is over its limit.
    const repeated = failuresByCredential.idle() ? 0 : failuresByCredential.exhausted(credentialOf());
    if (repeated) throw overLimit(reply, repeated);
    if (known) return admit(request, reply, known as TokenClaims, credentialOf);
    return deps.verifier.verify(token).then(
      (claims) => admit(request, reply, claims as TokenClaims, credentialOf),
      (error: unknown) =>
        refuse(request, reply, 'Bearer error="invalid_token"', error instanceof InvalidTokenError ? error.message : 'The token could not be verified', credentialOf()),
    );
  };

  // A callback hook, not an async one: every request passes here, and a promise per hook is work.
  app.addHook('onRequest', (request, reply, done) => {
    let waiting: Promise<void> | undefined;
    try {
      waiting = authenticate(request, reply);
    } catch (error) {
      return done(error as Error);
    }
    if (!waiting) return done();
    waiting.then(() => done(), done);
  });

  installCapabilityCheck(app);
}

/** Every route's declared capability, checked before its handler runs (the caller is known by then). */
function installCapabilityCheck(app: FastifyInstance) {
  // A callback hook, not an async one: every request passes here, and a promise per hook is work.
  app.addHook('preHandler', (request, _reply, done) => {
    const config = routeOf(request).config;
    const capability = config?.capability;
    if (!capability || config?.public) return done();
    const principal = principalOf(request);
    if (can(principal, capability)) return done();
    done(
      new HttpError(403, 'forbidden', `This action needs the "${capability}" capability, which your roles (${principal.roles.join(', ')}) do not grant`, {
        capability,
      }),
    );
  });
}
