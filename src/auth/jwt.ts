import type { TokenClaims } from '@core/access';

/** Reads a JWT's payload without verifying it: the server verifies; the SPA only needs the claims. */
export function decodeJwtPayload(token: string | undefined): TokenClaims {
  const part = token?.split('.')[1];
  if (!part) return {};
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return parsed && typeof parsed === 'object' ? (parsed as TokenClaims) : {};
  } catch {
    return {};
  }
}
