/**
 * Revokes a refresh token at the identity provider (OAuth 2.0 Token Revocation, RFC 7009), so that
 * signing out through the API ends what the console's full sign-out ends: without it a copied
 * refresh token would keep minting access tokens (refused here, but live at the provider).
 * The endpoint comes from the issuer's discovery document, as the console's client finds it.
 */

/** How the server reaches the provider: `fetch` for an external issuer, the app itself for the embedded one. */
export type ProviderTransport = (url: string, init?: { method: 'POST'; body: string }) => Promise<{ status: number; json(): Promise<unknown> }>;

export type RefreshRevocation = 'revoked' | 'unsupported' | 'failed';

export interface RefreshTokenRevoker {
  revoke(refreshToken: string): Promise<RefreshRevocation>;
}

export function refreshTokenRevoker(issuer: string, clientId: string, transport: ProviderTransport, onError: (error: unknown) => void): RefreshTokenRevoker {
  let endpoint: Promise<string | undefined> | undefined;
  const discover = async () => {
    const answer = await transport(`${issuer}/.well-known/openid-configuration`);
    if (answer.status !== 200) throw new Error(`OIDC discovery at ${issuer} answered ${answer.status}`);
    return ((await answer.json()) as { revocation_endpoint?: string }).revocation_endpoint;
  };
  return {
    async revoke(refreshToken) {
      try {
        endpoint ??= discover().catch((error: unknown) => {
          endpoint = undefined;
          throw error;
        });
        const url = await endpoint;
        if (!url) return 'unsupported';
        const body = new URLSearchParams({ token: refreshToken, token_type_hint: 'refresh_token', client_id: clientId }).toString();
        // RFC 7009 §2.2: 200 also for a token that was already invalid, so a retry is harmless.
        const answer = await transport(url, { method: 'POST', body });
        if (answer.status === 200) return 'revoked';
        throw new Error(`the revocation endpoint answered ${answer.status}`);
      } catch (error) {
        onError(error);
        return 'failed';
      }
    },
  };
}

/** `fetch` speaking form-encoded POSTs, as RFC 7009 wants. */
export const fetchTransport: ProviderTransport = async (url, init) => {
  const response = await fetch(url, init && { method: 'POST', body: init.body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  return { status: response.status, json: () => response.json() };
};
