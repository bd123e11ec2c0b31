import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';

/**
 * Browser-facing headers on every response. The built SPA loads only its own hashed scripts, so
 * script-src needs no 'unsafe-inline'; styles need it because MUI/emotion inject <style> tags.
 */
export function contentSecurityPolicy(config: AppConfig, formTargets: string[] = []): string {
  const issuerOrigin = config.oidc.embedded ? '' : ` ${new URL(config.oidc.issuer).origin}`;
  const widgetOrigin = config.supportWidget ? ` ${new URL(config.supportWidget.url).origin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${widgetOrigin}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${issuerOrigin}${widgetOrigin}`,
    // blob: a report's PDF, fetched with the user's token, is shown from the browser's own copy.
    `frame-src 'self' blob:${issuerOrigin}${widgetOrigin}`,
    `form-action 'self'${issuerOrigin}${formTargets.map((t) => ` ${t}`).join('')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** `formTargets`: other origins a form here may lead to (the stand-alone provider's sign-in form ends at the console). */
export function securityHeaders(config: AppConfig, https: boolean, formTargets: string[] = []): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config, formTargets),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * The headers of a JSON answer, which no browser renders as a page: a policy that allows nothing
 * (scripts, frames and bases included), nosniff so it is never read as anything but JSON, and no
 * reading from another site's page. Headers that only shape a document (frame options, opener and
 * permissions policies) have nothing to act on here, and every response of a list pays for each one.
 */
export function jsonAnswerHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/;

export function installSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const pages = { plain: securityHeaders(config, false), secure: securityHeaders(config, true) };
  const json = { plain: jsonAnswerHeaders(false), secure: jsonAnswerHeaders(true) };
  const httpsPublic = config.publicUrl.startsWith('https://');
  // A callback hook, not an async one: every response passes here, and a promise per hook is work.
  app.addHook('onSend', (request, reply, payload, done) => {
    // A route with a stricter policy of its own (a stored file is sandboxed) keeps it.
    const own = reply.getHeader('content-security-policy');
    const frames = reply.getHeader('x-frame-options');
    const set = JSON_TYPE.test(String(reply.getHeader('content-type') ?? '')) && !own ? json : pages;
    reply.headers(httpsPublic || request.protocol === 'https' ? set.secure : set.plain);
    if (own) reply.header('content-security-policy', own);
    if (own && frames) reply.header('x-frame-options', frames);
    done(null, payload);
  });
}
