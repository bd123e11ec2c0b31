import { UserManager, WebStorageStateStore, type OidcMetadata, type User } from 'oidc-client-ts';
import { evaluateAccess, type AccessDecision, type AccessDenial, type TokenClaims } from '@core/access';
import { decodeJwtPayload } from './jwt';

export interface PublicConfig {
  version: string;
  environment: string;
  oidc: { authority: string; clientId: string; rolesClient: string; staffEmailDomain: string };
  supportWidget?: { url: string; widgetId: string } | null;
}

const BASE_SCOPES = ['openid', 'offline_access', 'profile', 'email'];
const OPTIONAL_SCOPES = ['api', 'resource_access'];
const NOTICE_KEY = 'gondolaLoginNotice';
const METADATA_KEY = 'gondolaOidcMetadata';
export const CALLBACK_PATH = '/auth-callback';
export const LOGIN_PATH = '/login';

export type LoginNotice = AccessDenial | 'sign-in-failed';

interface FlowState {
  returnTo?: string;
}

/** Whether a signed-in user may be stored (oidc-client-ts keeps it under `oidc.user:<authority>:<client>`), before the configuration says whose. */
export function mayHaveSession(storage: Storage = window.localStorage): boolean {
  for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith('oidc.user:')) return true;
  return false;
}

/**
 * The provider's discovery document as this tab last read it, if it is the configured provider's.
 * The redirect to sign in and the return from it are two page loads: without it each would ask
 * for the document again before it can go on (a round trip each on a phone).
 */
function storedMetadata(authority: string): Partial<OidcMetadata> | undefined {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(METADATA_KEY) ?? 'null') as { authority?: unknown; metadata?: Partial<OidcMetadata> } | null;
    const issuer = stored?.metadata?.issuer;
    return stored?.authority === authority && typeof issuer === 'string' && issuer.replace(/\/$/, '') === authority.replace(/\/$/, '') ? stored.metadata : undefined;
  } catch {
    return undefined;
  }
}

/** Spec §4: the return from the identity service is recognised by the state parameter. */
export function isSigninCallback(url: URL): boolean {
  return url.searchParams.has('state') && (url.searchParams.has('code') || url.searchParams.has('error'));
}

export function safeReturnPath(path: unknown): string {
  // Only same-origin paths: a crafted state must not send the user elsewhere.
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  return path === LOGIN_PATH || path.startsWith(CALLBACK_PATH) ? '/' : path;
}

/**
 * The SPA's side of sign-in (spec §4, §7): authorization code + PKCE through oidc-client-ts, the
 * user in localStorage, the flow state in sessionStorage, and the shared access policy on top.
 */
export class AuthSession {
  readonly manager: UserManager;
  private user: User | null = null;

  constructor(
    readonly config: PublicConfig,
    private readonly origin = window.location.origin,
  ) {
    const metadata = storedMetadata(config.oidc.authority);
    this.manager = new UserManager({
      authority: config.oidc.authority,
      ...(metadata && { metadata }),
      client_id: config.oidc.clientId,
      redirect_uri: `${origin}${CALLBACK_PATH}`,
      post_logout_redirect_uri: `${origin}${LOGIN_PATH}`,
      response_type: 'code',
      scope: BASE_SCOPES.join(' '),
      userStore: new WebStorageStateStore({ store: window.localStorage }),
      stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
      automaticSilentRenew: true,
      loadUserInfo: false,
      monitorSession: false,
    });
    this.manager.events.addUserLoaded((user) => {
      this.user = user;
    });
    this.manager.events.addUserUnloaded(() => {
      this.user = null;
    });
  }

  /** The access token of the stored user, read fresh for each request. */
  accessToken(): string | undefined {
    return this.user && !this.user.expired ? this.user.access_token : undefined;
  }

  /** The refresh token, which sign-out hands to the server to revoke at the provider. */
  refreshToken(): string | undefined {
    return this.user?.refresh_token || undefined;
  }

  idToken(): string | undefined {
    return this.user?.id_token;
  }

  /** The last token's claims: every route change and access question decides again, the token changes on renewal. */
  private decoded: { token: string | undefined; claims: TokenClaims } | undefined;

  private claimsOf(token: string | undefined): TokenClaims {
    if (!this.decoded || this.decoded.token !== token) this.decoded = { token, claims: decodeJwtPayload(token) };
    return this.decoded.claims;
  }

  /** Decided anew each time (expiry is read against the clock); the token is decoded once. */
  decide(user: User | null = this.user): AccessDecision {
    return evaluateAccess(this.claimsOf(user?.access_token), {
      rolesClient: this.config.oidc.rolesClient,
      staffEmailDomain: this.config.oidc.staffEmailDomain,
    });
  }

  /** Reads the provider's discovery document now (while the login screen is read) and keeps it for the sign-in's return. */
  async prepareSignIn(): Promise<Partial<OidcMetadata>> {
    const metadata = await this.manager.metadataService.getMetadata();
    try {
      window.sessionStorage.setItem(METADATA_KEY, JSON.stringify({ authority: this.config.oidc.authority, metadata }));
    } catch {
      // Storage full or refused: the return asks the provider again.
    }
    return metadata;
  }

  private async scopes(): Promise<string> {
    try {
      const supported = (await this.prepareSignIn()).scopes_supported ?? [];
      return [...BASE_SCOPES, ...OPTIONAL_SCOPES.filter((s) => supported.includes(s))].join(' ');
    } catch {
      return BASE_SCOPES.join(' ');
    }
  }

  async signIn(returnTo: string, uiLocales?: string): Promise<void> {
    const state: FlowState = { returnTo: safeReturnPath(returnTo) };
    await this.manager.signinRedirect({ scope: await this.scopes(), state, ...(uiLocales ? { ui_locales: uiLocales } : {}) });
  }

  /** Handles the identity service's return; resolves to the path the user first asked for. */
  async completeSignIn(url = window.location.href): Promise<{ decision: AccessDecision; returnTo: string }> {
    const user = await this.manager.signinCallback(url);
    if (!user) throw new Error('The identity service returned no user');
    this.user = user;
    return { decision: this.decide(user), returnTo: safeReturnPath((user.state as FlowState | undefined)?.returnTo) };
  }

  /** Loads the stored user; an expired access token gets one silent renew before giving up. */
  async restore(): Promise<AccessDecision | null> {
    let user = await this.manager.getUser();
    if (user?.expired) {
      user = await this.manager.signinSilent().catch(() => null);
    }
    this.user = user;
    if (!user) return null;
    return this.decide(user);
  }

  async renew(): Promise<boolean> {
    const user = await this.manager.signinSilent().catch(() => null);
    this.user = user;
    return !!user && this.decide(user).allowed;
  }

  /** Ends the local and the identity service's session; the login screen shows the notice. */
  async signOut(notice?: LoginNotice): Promise<void> {
    if (notice) sessionStorage.setItem(NOTICE_KEY, notice);
    const idToken = this.user?.id_token;
    await this.manager.removeUser();
    this.user = null;
    if (idToken) {
      await this.manager.signoutRedirect({ id_token_hint: idToken });
    } else {
      window.location.assign(LOGIN_PATH);
    }
  }

  /** Forgets the user locally only (a 403 must not end the identity service's session). */
  async forget(): Promise<void> {
    await this.manager.removeUser();
    this.user = null;
  }

  static takeNotice(): LoginNotice | undefined {
    const value = sessionStorage.getItem(NOTICE_KEY) as LoginNotice | null;
    sessionStorage.removeItem(NOTICE_KEY);
    return value ?? undefined;
  }
}
