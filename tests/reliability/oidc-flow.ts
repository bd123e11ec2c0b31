import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../../server/idp/demo-users.js';

/** A browser's cookie jar, as far as the embedded provider needs one. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(response: LightMyRequestResponse) {
    const set = response.headers['set-cookie'];
    for (const line of [set ?? []].flat()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!.trim(), value.join('='));
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

const pathOf = (location: string) => {
  const url = new URL(location, 'http://localhost:8080');
  return `${url.pathname}${url.search}`;
};

/**
 * The console's sign-in, as the browser does it against the embedded provider: authorization
 * request with PKCE, the sign-in form, the code exchange. Answers the sign-in form's response when
 * it does not redirect (wrong password, too many attempts), else the access token.
 */
export interface SignInOptions {
  password?: string;
  /** Overrides of the authorization request (a missing PKCE challenge, another redirect URI …). */
  authorize?: Record<string, string | undefined>;
  /** false: stop at the authorization code (its exchange is the caller's). */
  exchange?: boolean;
}

export async function signIn(app: FastifyInstance, username: string, passwordOrOptions: string | SignInOptions = {}) {
  const options = typeof passwordOrOptions === 'string' ? { password: passwordOrOptions } : passwordOrOptions;
  const password = options.password ?? DEMO_PASSWORD;
  const publicUrl = app.config.publicUrl;
  const jar = new Jar();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${publicUrl}/auth-callback`;
  const parameters: Record<string, string | undefined> = {
    client_id: app.config.oidc.clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    resource: `${publicUrl}/api`,
    ...options.authorize,
  };
  const authorize = new URLSearchParams(Object.entries(parameters).filter((e): e is [string, string] => e[1] !== undefined));
  let response = await app.inject({ method: 'GET', url: `/oidc/auth?${authorize}` });
  jar.take(response);
  const interaction = pathOf(String(response.headers.location ?? ''));
  if (!interaction.startsWith('/oidc/interaction/')) return { authorization: response, form: undefined, token: undefined };
  response = await app.inject({ method: 'GET', url: interaction, headers: { cookie: jar.header() } });
  jar.take(response);
  const form = await app.inject({
    method: 'POST',
    url: `${interaction}/login`,
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });
  jar.take(form);
  if (form.statusCode < 300 || form.statusCode >= 400) return { authorization: undefined, form, token: undefined };
  let location = String(form.headers.location);
  for (let hops = 0; hops < 5 && !location.startsWith(redirectUri); hops++) {
    response = await app.inject({ method: 'GET', url: pathOf(location), headers: { cookie: jar.header() } });
    jar.take(response);
    location = String(response.headers.location);
  }
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error(`no authorization code: ${location}`);
  const exchange = (overrides: Record<string, string> = {}) =>
    tokenRequest(app, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: app.config.oidc.clientId,
      code_verifier: verifier,
      resource: `${publicUrl}/api`,
      ...overrides,
    });
  if (options.exchange === false) return { authorization: undefined, form, token: undefined, code, verifier, exchange };
  const exchanged = await exchange();
  if (exchanged.statusCode !== 200) throw new Error(`token exchange: ${exchanged.statusCode} ${exchanged.body}`);
  const tokens = exchanged.json() as { access_token: string; refresh_token?: string; id_token?: string };
  return { authorization: undefined, form, token: tokens.access_token, tokens, code, verifier, exchange };
}

/** A request to the provider's token endpoint, as the console (a public client) sends it. */
export const tokenRequest = (app: FastifyInstance, form: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/oidc/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });
