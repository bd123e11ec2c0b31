import { describe, expect, it } from 'vitest';
import type { AuthSession } from '@src/auth/auth-session';
import { createAuthProvider, SIGN_OUT_PATH } from '@src/console/auth-provider';

/** A session that is signed in with the given tokens and records that it signed out. */
function signedIn(refreshToken?: string) {
  const state = { signedOut: false };
  const session = {
    accessToken: () => 'access-token',
    refreshToken: () => refreshToken,
    signOut: async () => {
      state.signedOut = true;
    },
  } as unknown as AuthSession;
  return { session, state };
}

function recordingFetch() {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Response('{}');
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('signing out of the console', () => {
  it('tells the server to end the session and hands it the refresh token to revoke at the provider', async () => {
    const { session, state } = signedIn('refresh-token');
    const { calls, fetchImpl } = recordingFetch();
    await createAuthProvider(session, () => undefined, fetchImpl).logout({});
    const signOut = calls.find((c) => c.url.startsWith(SIGN_OUT_PATH))!;
    expect(signOut.url).toBe(SIGN_OUT_PATH);
    expect(JSON.parse(String(signOut.init!.body))).toEqual({ refreshToken: 'refresh-token' });
    expect((signOut.init!.headers as Record<string, string>).authorization).toBe('Bearer access-token');
    expect(state.signedOut).toBe(true);
  });

  it('asks the server to end every session when signing out everywhere, and sends no body without a refresh token', async () => {
    const { session, state } = signedIn(undefined);
    const { calls, fetchImpl } = recordingFetch();
    await createAuthProvider(session, () => undefined, fetchImpl).logout({ everywhere: true });
    const signOut = calls.find((c) => c.url.startsWith(SIGN_OUT_PATH))!;
    expect(signOut.url).toBe(`${SIGN_OUT_PATH}?everywhere=true`);
    expect(signOut.init!.body).toBeUndefined();
    expect(state.signedOut).toBe(true);
  });
});
