import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthSession, type PublicConfig } from '@src/auth/auth-session';

const config = (authority: string): PublicConfig => ({
  version: 'test',
  environment: 'test',
  oidc: { authority, clientId: 'gondola-console', rolesClient: 'gondola', staffEmailDomain: 'gondola.example' },
});
const discovery = (issuer: string) => ({
  issuer,
  authorization_endpoint: `${issuer}/auth`,
  token_endpoint: `${issuer}/token`,
  end_session_endpoint: `${issuer}/session/end`,
  scopes_supported: ['openid', 'api'],
});

let asked: string[];
beforeEach(() => {
  sessionStorage.clear();
  asked = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(String(url));
    const issuer = String(url).replace('/.well-known/openid-configuration', '');
    return new Response(JSON.stringify(discovery(issuer)), { headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the provider’s discovery document across the sign-in’s two page loads', () => {
  it('is read once while the login screen shows, and the return from the provider does not ask again', async () => {
    await new AuthSession(config('https://id.example/oidc')).prepareSignIn();
    expect(asked).toEqual(['https://id.example/oidc/.well-known/openid-configuration']);
    const returned = new AuthSession(config('https://id.example/oidc'));
    expect(await returned.manager.metadataService.getTokenEndpoint()).toBe('https://id.example/oidc/token');
    expect(asked).toHaveLength(1);
  });

  it('is asked again for another provider, or when what the tab kept is not the configured provider’s discovery document', async () => {
    await new AuthSession(config('https://id.example/oidc')).prepareSignIn();
    expect(await new AuthSession(config('https://other.example/oidc')).manager.metadataService.getTokenEndpoint()).toBe('https://other.example/oidc/token');
    sessionStorage.setItem('gondolaOidcMetadata', '{"authority":"https://id.example/oidc","metadata":{"token_endpoint":"https://evil.example/token"}}');
    expect(await new AuthSession(config('https://id.example/oidc')).manager.metadataService.getTokenEndpoint()).toBe('https://id.example/oidc/token');
    sessionStorage.setItem('gondolaOidcMetadata', JSON.stringify({ authority: 'https://id.example/oidc', metadata: discovery('https://evil.example') }));
    expect(await new AuthSession(config('https://id.example/oidc')).manager.metadataService.getTokenEndpoint()).toBe('https://id.example/oidc/token');
    sessionStorage.setItem('gondolaOidcMetadata', 'not json');
    expect(await new AuthSession(config('https://id.example/oidc')).manager.metadataService.getTokenEndpoint()).toBe('https://id.example/oidc/token');
    expect(asked).toHaveLength(5);
  });
});
