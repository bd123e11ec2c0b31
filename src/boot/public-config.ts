import axios from 'axios';
import type { PublicConfig } from '@src/auth/auth-session';

const RETRY_MS = 3000;

/** Fetches the sign-in configuration, retrying while the server is unreachable (`fetchImpl`: a test's transport). */
export async function loadPublicConfig(onUnreachable: () => void, fetchImpl?: typeof fetch): Promise<PublicConfig> {
  for (;;) {
    try {
      const response = await axios.get<PublicConfig>('/api/public-config', {
        adapter: 'fetch',
        ...(fetchImpl && { env: { fetch: fetchImpl, Request: null } as never }),
        headers: { accept: 'application/json' },
      });
      return response.data;
    } catch {
      /* unreachable or not ready: retry below */
    }
    onUnreachable();
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}
