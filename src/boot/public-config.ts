import type { PublicConfig } from '@src/auth/auth-session';

const RETRY_MS = 3000;

/** Fetches the sign-in configuration, retrying while the server is unreachable (`fetchImpl`: a test's transport). */
export async function loadPublicConfig(onUnreachable: () => void, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): Promise<PublicConfig> {
  for (;;) {
    try {
      const response = await fetchImpl('/api/public-config', { headers: { accept: 'application/json' } });
      if (response.ok) return (await response.json()) as PublicConfig;
    } catch {
      /* unreachable: retry below */
    }
    // Unreachable, or not ready yet.
    onUnreachable();
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}
