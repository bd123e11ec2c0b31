import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';

/**
 * Browser-facing headers on every response. The built SPA loads only its own hashed scripts, so
 * script-src needs no 'unsafe-inline'; styles need it because MUI/emotion inject <style> tags.
 */
export function contentSecurityPolicy(config: AppConfig): string {
  const issuerOrigin = config.oidc.embedded ? '' : ` ${new URL(config.oidc.issuer).origin}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${issuerOrigin}`,
    `frame-src 'self'${issuerOrigin}`,
    `form-action 'self'${issuerOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function installSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const csp = contentSecurityPolicy(config);
  const httpsPublic = config.publicUrl.startsWith('https://');
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self)');
    if (httpsPublic || request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    return payload;
  });
}
