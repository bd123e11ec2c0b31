import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { dbAdapterFactory } from './db-adapter.js';
import { findDemoUser } from './demo-users.js';
import type { IdpKeys } from './keys.js';
import { errorPage, loggedOutPage, logoutPage, pickLanguage } from './pages.js';

const OIDC_SCOPES = ['openid', 'offline_access', 'profile', 'email', 'api', 'resource_access'];
const API_SCOPES = 'api resource_access';

export function apiResourceIndicator(config: AppConfig): string {
  return `${config.publicUrl}/api`;
}

const languageOf = (ctx: KoaContextWithOIDC) => pickLanguage(ctx.oidc?.params?.ui_locales, ctx.get('accept-language'));

/**
 * The embedded OpenID provider (demo and tests): one public client, code + PKCE only, and JWT
 * access tokens shaped like Keycloak's so the API verifies them exactly as it would Keycloak's.
 */
export function createIdentityProvider(config: AppConfig, db: Database, keys: IdpKeys): Provider {
  const resource = apiResourceIndicator(config);
  const accessTokenTtl = config.oidc.embeddedTokenTtlS;
  const configuration: Configuration = {
    adapter: dbAdapterFactory(db),
    clients: [
      {
        client_id: config.oidc.clientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${config.publicUrl}/auth-callback`],
        post_logout_redirect_uris: [`${config.publicUrl}/login`],
      },
    ],
    pkce: { required: () => true },
    responseTypes: ['code'],
    scopes: OIDC_SCOPES,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    conformIdTokenClaims: false,
    jwks: keys.jwks as Configuration['jwks'],
    cookies: { keys: keys.cookieKeys, long: { signed: true, sameSite: 'lax' }, short: { signed: true, sameSite: 'lax' } },
    async findAccount(_ctx, id) {
      const user = findDemoUser(id);
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: async () => ({ sub: user.id, email: user.email, email_verified: true, name: user.name, preferred_username: user.username }),
      };
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken') return undefined;
      const user = findDemoUser(token.accountId);
      if (!user) return undefined;
      return {
        resource_access: { [config.oidc.rolesClient]: { roles: user.roles } },
        email: user.email,
        // Keycloak's email scope puts it in the access token too; the policy requires it for staff.
        email_verified: true,
        name: user.name,
        preferred_username: user.username,
        customer_ids: user.customerIds,
        sid: token.sessionUid,
      };
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = logoutPage(languageOf(ctx), form);
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = loggedOutPage(languageOf(ctx), config.publicUrl);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        async getResourceServerInfo(_ctx, indicator) {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPES,
            audience: config.oidc.audience,
            accessTokenTTL: accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // Staff sign in to their own company's console: there is nothing to consent to, so every grant
    // is created here (this also avoids oidc-provider's consent prompt loop).
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      const client = ctx.oidc.client;
      if (!accountId || !client) return undefined;
      const existingId = ctx.oidc.session?.grantIdFor(client.clientId);
      const grant = (existingId && (await ctx.oidc.provider.Grant.find(existingId))) || new ctx.oidc.provider.Grant({ accountId, clientId: client.clientId });
      grant.addOIDCScope(OIDC_SCOPES.join(' '));
      grant.addOIDCClaims(['sub', 'email', 'email_verified', 'name', 'preferred_username']);
      grant.addResourceScope(resource, API_SCOPES);
      await grant.save();
      return grant;
    },
    // Refresh tokens let the SPA renew silently without iframes or third-party cookies.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // The console and the provider share one origin (browsers still send Origin on same-origin POSTs).
    clientBasedCORS: (_ctx, origin) => origin === new URL(config.publicUrl).origin,
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: accessTokenTtl,
      RefreshToken: 12 * 3600,
      Interaction: 3600,
      Session: 12 * 3600,
      Grant: 12 * 3600,
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(languageOf(ctx), String(out.error), out.error_description ? String(out.error_description) : undefined);
    },
  };
  const provider = new Provider(config.oidc.issuer, configuration);
  // Koa reads the scheme and host from X-Forwarded-* only behind a proxy we trust; the client
  // address (ctx.ip) is not used by the provider, our own rate limits use Fastify's.
  provider.proxy = config.trustProxy !== false;
  if (typeof config.trustProxy === 'number') provider.maxIpsCount = config.trustProxy;
  return provider;
}
