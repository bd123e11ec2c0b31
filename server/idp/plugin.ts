import { sameSecret } from '../http/same-secret.js';
import { parse as parseQuery } from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { takeOverResponse } from '../http/lifecycle.js';
import { RateLimiter } from '../http/rate-limit.js';
import { securityHeaders } from '../http/security-headers.js';
import { sweepExpiredOidcPayloads } from './db-adapter.js';
import { DEMO_PASSWORD, findDemoUser } from './demo-users.js';
import { errorPage, LOGOUT_SCRIPT, pickLanguage, signInPage } from './pages.js';

const PREFIX = '/oidc';
const SWEEP_INTERVAL_MS = 60 * 60_000;

const samePassword = (given: string) => sameSecret(given, DEMO_PASSWORD);

/**
 * Mounts oidc-provider (a Koa app) under /oidc, and serves its sign-in interaction ourselves. The
 * provider parses its own request bodies, so this scope leaves them unread.
 */
export async function identityProviderPlugin(app: FastifyInstance, { provider }: { provider: Provider }) {
  const https = app.config.publicUrl.startsWith('https://');
  // Stand-alone (its own origin), the provider's sign-in form is redirected on to the console.
  const consoleOrigin = new URL(app.config.publicUrl).origin;
  const headers = securityHeaders(app.config, https, new URL(app.config.oidc.issuer).origin === consoleOrigin ? [] : [consoleOrigin]);
  const languageOf = (request: FastifyRequest, uiLocales?: unknown) => pickLanguage(uiLocales, request.headers['accept-language']);
  // Per address and account name: guessing one account's password is slowed, colleagues behind
  // the same office address are not locked out by it.
  const signInAttempts = new RateLimiter(app.config.rateLimits.signInPerAccount);
  // Expired sessions, codes and grants are useless rows: swept hourly so the table stays small.
  const sweeper = setInterval(
    () => void sweepExpiredOidcPayloads(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'could not sweep expired sign-in rows')),
    SWEEP_INTERVAL_MS,
  );
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));

  app.register(async (forms) => {
    forms.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_req, body, done) => done(null, parseQuery(String(body))));

    forms.get('/oidc/assets/logout.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(LOGOUT_SCRIPT));

    forms.get<{ Params: { uid: string } }>('/oidc/interaction/:uid', async (request, reply) => {
      try {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        if (details.uid !== request.params.uid) throw new Error('interaction mismatch');
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(signInPage({ language: languageOf(request, details.params.ui_locales), action: `/oidc/interaction/${details.uid}/login` }));
      } catch {
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(errorPage(languageOf(request), 'invalid_request', 'sign-in session expired; start again from the console'));
      }
    });

    forms.post<{ Params: { uid: string }; Body: Record<string, unknown> }>('/oidc/interaction/:uid/login', async (request, reply) => {
      let details: Awaited<ReturnType<Provider['interactionDetails']>>;
      try {
        details = await provider.interactionDetails(request.raw, reply.raw);
      } catch {
        return reply
          .status(400)
          .type('text/html; charset=utf-8')
          .send(errorPage(languageOf(request), 'invalid_request', 'sign-in session expired; start again from the console'));
      }
      const username = typeof request.body?.username === 'string' ? request.body.username : '';
      const password = typeof request.body?.password === 'string' ? request.body.password : '';
      const wait = signInAttempts.take(`${request.ip}|${username.trim().toLowerCase()}`);
      if (wait) {
        request.log.warn({ username }, 'embedded identity provider: sign-in attempts over the limit');
        return reply
          .status(429)
          .header('retry-after', String(wait))
          .type('text/html; charset=utf-8')
          .send(signInPage({ language: languageOf(request, details.params.ui_locales), action: `/oidc/interaction/${details.uid}/login`, error: { retryAfterS: wait }, username }));
      }
      const user = findDemoUser(username);
      if (!user || !samePassword(password)) {
        request.log.warn({ username }, 'embedded identity provider: failed sign-in');
        return reply
          .status(401)
          .type('text/html; charset=utf-8')
          .send(signInPage({ language: languageOf(request, details.params.ui_locales), action: `/oidc/interaction/${details.uid}/login`, error: true, username }));
      }
      takeOverResponse(reply);
      for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
      await provider.interactionFinished(request.raw, reply.raw, { login: { accountId: user.id } }, { mergeWithLastSubmission: false });
    });
  });

  app.register(async (passthrough) => {
    passthrough.removeAllContentTypeParsers();
    passthrough.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const callback = provider.callback();
    // oidc-provider answers discovery, JWKS and preflights to any Origin; only the console (and the
    // configured CORS origins) may read them from a page, so a foreign Origin is not passed on.
    const allowedOrigins = new Set([consoleOrigin, ...app.config.corsOrigins]);
    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      takeOverResponse(reply);
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      const origin = raw.headers.origin;
      if (origin !== undefined && !allowedOrigins.has(origin)) {
        delete raw.headers.origin;
        // Discovery and JWKS answer "*" even without an Origin: a foreign page gets no CORS header at all.
        const setHeader = reply.raw.setHeader.bind(reply.raw);
        reply.raw.setHeader = (name, value) => (/^access-control-/i.test(name) ? reply.raw : setHeader(name, value));
      }
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(PREFIX.length) || '/';
      for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
      void callback(raw, reply.raw);
    };
    passthrough.all('/oidc', handler);
    passthrough.all('/oidc/*', handler);
  });
}
