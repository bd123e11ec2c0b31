import { PUBLIC_CONFIG_ELEMENT_ID } from '@core/constants';
import type { PublicConfig } from '@src/auth/auth-session';

const RETRY_MS = 3000;

/** The configuration the page came with: none from a development server, or once taken. */
function inlineConfig(): PublicConfig | undefined {
  const element = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  // Read once: a later start (a test's second boot) asks the server like any other.
  element.remove();
  try {
    return JSON.parse(element.textContent) as PublicConfig;
  } catch {
    return undefined;
  }
}

/**
 * The sign-in configuration: from the page when the server put it there (no round trip before the
 * console can start), else fetched, retrying while the server is unreachable (`fetchImpl`: a test's transport).
 */
export async function loadPublicConfig(onUnreachable: () => void, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): Promise<PublicConfig> {
  const inline = inlineConfig();
  if (inline) return inline;
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
