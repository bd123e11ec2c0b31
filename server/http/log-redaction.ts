/** Query parameters that carry credentials or one-time codes: never written to logs. */
const SECRET_PARAMS = /([?&](?:code|state|token|access_token|id_token|id_token_hint|refresh_token|password|client_secret|session_state)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.access_token',
  '*.refresh_token',
  '*.id_token',
  '*.token',
];
