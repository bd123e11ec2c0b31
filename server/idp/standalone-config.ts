import { ConfigError, loadConfig, type AppConfig } from '../config.js';

/**
 * The stand-alone provider's settings (`dist/idp.js`): the console's address from CONSOLE_URL (where
 * sign-in returns and whose pages may call it), its own from IDP_PUBLIC_URL; the issuer is its own + /oidc.
 */
export function standaloneConfig(env: NodeJS.ProcessEnv): AppConfig {
  const consoleUrl = env.CONSOLE_URL?.replace(/\/+$/, '');
  if (!consoleUrl || !/^https?:\/\/[^/\s]+/.test(consoleUrl)) throw new ConfigError(['CONSOLE_URL: required, expects the console\u2019s public URL (where sign-in returns)']);
  const base = loadConfig({ ...env, NODE_ENV: 'development', PUBLIC_URL: consoleUrl, OIDC_ISSUER: '', MQTT_URL: '', S3_ENDPOINT: '', S3_BUCKET: '' });
  const ownUrl = (env.IDP_PUBLIC_URL || `http://127.0.0.1:${base.port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+$/.test(ownUrl))
    throw new ConfigError([`IDP_PUBLIC_URL: expects this provider's own URL such as https://sso.example.com (got ${JSON.stringify(env.IDP_PUBLIC_URL)})`]);
  return { ...base, oidc: { ...base.oidc, issuer: `${ownUrl}/oidc` } };
}
