import { z } from 'zod';
import { standaloneConfig } from '../../server/idp/standalone-config.js';
import { describe, expect, it } from 'vitest';
import { ConfigError, joinShapes, loadConfig } from '../../server/config.js';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('configuration', () => {
  it('names every pair set by half at once, from every slice', () => {
    const problems = problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000', FRESHDESK_DOMAIN: 'acme.freshdesk.com', SUPPORT_WIDGET_ID: 'w-1' });
    expect(problems).toEqual([
      expect.stringMatching(/^S3_ENDPOINT and S3_BUCKET: set both/),
      expect.stringMatching(/^FRESHDESK_DOMAIN and FRESHDESK_API_KEY: set both/),
      expect.stringMatching(/^FRESHDESK_WEBHOOK_SECRET: required with FRESHDESK_DOMAIN/),
      expect.stringMatching(/^SUPPORT_WIDGET_URL and SUPPORT_WIDGET_ID: set both/),
    ]);
  });

  it('refuses a variable claimed by two slices', () => {
    expect(() => joinShapes([{ PORT: z.string() }, { ZABBIX_URL: z.string(), PORT: z.string() }])).toThrow(/PORT is read by two configuration slices/);
  });

  it('starts in demo mode with embedded defaults when nothing is set', () => {
    const config = loadConfig({}, '/srv/gondola');
    expect(config.mode).toBe('demo');
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ kind: 'pglite', dir: '/srv/gondola/data/pglite' });
    expect(config.oidc.embedded).toBe(true);
    expect(config.oidc.issuer).toBe('http://localhost:8080/oidc');
    expect(config.mqtt).toEqual({ embedded: true, port: 1883, portExplicit: false });
    expect(config.demoData).toBe(true);
    expect(config.logLevel).toBe('warn');
  });

  it('moves the embedded database with DATA_DIR and switches to PostgreSQL with DATABASE_URL', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/g' }).database).toEqual({ kind: 'pglite', dir: '/var/lib/g/pglite' });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/g' }).database).toMatchObject({ kind: 'postgres', url: 'postgres://u@db/g' });
  });

  it('names every offending variable and what it expects', () => {
    const problems = problemsOf({ PORT: 'eighty', DATABASE_URL: 'mysql://x', OIDC_ISSUER: 'not a url', LOG_LEVEL: 'loud' });
    expect(problems.join('\n')).toMatch(/PORT: expects a port number/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL: expects a postgres:\/\//);
    expect(problems.join('\n')).toMatch(/OIDC_ISSUER: expects an absolute URL/);
    expect(problems.join('\n')).toMatch(/LOG_LEVEL: expects a pino log level/);
    expect(problems).toHaveLength(4);
  });

  it('reads the drain time and the replica name, refusing a name that would not fit a header', () => {
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '3000', REPLICA_ID: 'gondola-2' })).toMatchObject({ shutdownDrainMs: 3000, replicaId: 'gondola-2' });
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(() => loadConfig({ REPLICA_ID: 'gondola 2\r\nx: y' })).toThrow(/REPLICA_ID: expects a short name/);
  });

  it('gives the stand-alone provider its own issuer and the console as the place sign-in returns to', () => {
    const config = standaloneConfig({ PORT: '8090', CONSOLE_URL: 'http://127.0.0.1:8080/', IDP_PUBLIC_URL: 'http://127.0.0.1:8090' });
    expect(config.oidc).toMatchObject({ embedded: true, issuer: 'http://127.0.0.1:8090/oidc' });
    expect(config.publicUrl).toBe('http://127.0.0.1:8080');
    expect(() => standaloneConfig({})).toThrow(/CONSOLE_URL: required/);
    expect(() => standaloneConfig({ CONSOLE_URL: 'http://127.0.0.1:8080', IDP_PUBLIC_URL: 'sso.example.com' })).toThrow(/IDP_PUBLIC_URL: expects/);
  });

  it("takes the demo devices' fault rate as a share from 0 to 1", () => {
    expect(loadConfig({}).devices.simulatorFaultRate).toBe(0.02);
    expect(loadConfig({ SIMULATOR_FAULT_RATE: '0' }).devices.simulatorFaultRate).toBe(0);
    expect(problemsOf({ SIMULATOR_FAULT_RATE: '2' }).join('\n')).toMatch(/SIMULATOR_FAULT_RATE: expects a number from 0 to 1/);
  });

  it('refuses every embedded default in production and names the variables to set', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    for (const name of ['DATABASE_URL', 'OIDC_ISSUER', 'MQTT_URL', 'PUBLIC_URL', 'STAFF_EMAIL_DOMAIN', 'VAULT_KEY', 'S3_ENDPOINT', 'S3_BUCKET', 'SMTP_URL']) {
      expect(problems.some((p) => p.startsWith(`${name}: required in production`))).toBe(true);
    }
    expect(problems.filter((p) => p.startsWith('SMS_'))).toEqual([]);
  });

  it('keeps files on the local disk by default and in S3 when endpoint and bucket are both set', () => {
    expect(loadConfig({ DATA_DIR: '/srv/g' }).storage).toEqual({ kind: 'local', dir: '/srv/g/storage' });
    expect(loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'gondola-files' }).storage).toMatchObject({
      kind: 's3',
      bucket: 'gondola-files',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(problemsOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' }).join('\n')).toMatch(/S3_ENDPOINT and S3_BUCKET: set both/);
    expect(problemsOf({ S3_BUCKET: 'Bad_Bucket' }).join('\n')).toMatch(/S3_BUCKET: expects an S3 bucket name/);
    expect(problemsOf({ S3_ENDPOINT: 'http://x:9000', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'a' }).join('\n')).toMatch(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both/);
  });

  it('takes the vault key as "<id>:<32 bytes base64>" and names what is wrong with a bad one', () => {
    const key = Buffer.alloc(32, 1).toString('base64');
    expect(loadConfig({ VAULT_KEY: `k1:${key}`, VAULT_OLD_KEYS: `k0:${key}` }).vault).toMatchObject({ key: { id: 'k1' }, oldKeys: [{ id: 'k0' }] });
    expect(problemsOf({ VAULT_KEY: 'k1:c2hvcnQ=' }).join('\n')).toMatch(/VAULT_KEY: expects 32 bytes of key material in base64 \(got 5\)/);
    expect(problemsOf({ VAULT_KEY: key }).join('\n')).toMatch(/VAULT_KEY: expects "<key id>:<32 bytes in base64>"/);
    expect(problemsOf({ VAULT_OLD_KEYS: 'nonsense' }).join('\n')).toMatch(/VAULT_OLD_KEYS: each comma-separated key expects/);
  });

  const complete = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://db/g',
    OIDC_ISSUER: 'https://sso.example.com/realms/g',
    MQTT_URL: 'mqtts://broker.example.com',
    PUBLIC_URL: 'https://console.example.com',
    STAFF_EMAIL_DOMAIN: 'example.com',
    VAULT_KEY: `2026-11:${Buffer.alloc(32, 7).toString('base64')}`,
    S3_ENDPOINT: 'https://s3.example.com',
    S3_BUCKET: 'gondola-files',
    SMTP_URL: 'smtps://console:secret@mail.example.com:465',
    SMS_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
    SMS_AUTH_TOKEN: 'an-auth-token-of-the-account',
    SMS_FROM: 'Gondola',
  };
  it('refuses demo data in production even when every service is configured', () => {
    expect(problemsOf({ ...complete, DEMO_DATA: 'true' })).toEqual([expect.stringMatching(/^DEMO_DATA: demo data is refused in production/)]);
    const config = loadConfig(complete);
    expect(config).toMatchObject({ mode: 'production', demoData: false, logLevel: 'info' });
    expect(config.oidc).toMatchObject({ embedded: false, issuer: 'https://sso.example.com/realms/g' });
    expect(config.sms.transport).toBe('provider');
  });

  it('runs production with SMS off without an SMS provider, the demo with its sink, and refuses a provider set half', () => {
    const { SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM, ...withoutSms } = complete;
    expect(SMS_ACCOUNT_SID && SMS_AUTH_TOKEN && SMS_FROM).toBeTruthy();
    expect(loadConfig(withoutSms).sms).toMatchObject({ transport: 'off', accountSid: undefined });
    expect(loadConfig({}).sms.transport).toBe('sink');
    expect(problemsOf({ SMS_ACCOUNT_SID: `AC${'0'.repeat(32)}` }).join('\n')).toMatch(/SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM: set all three/);
  });
});
