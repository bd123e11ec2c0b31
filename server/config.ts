import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { parseVaultKey, type VaultKey } from './modules/login-data/vault-crypto.js';
import { appRoot } from './paths.js';

/**
 * Every setting the server reads comes from the environment and is parsed here, once.
 * Embedded defaults (PGlite, the embedded identity provider, the embedded broker, demo data)
 * exist so that `npm start` works with no configuration; production refuses all of them so that a
 * forgotten variable can never silently turn a replica into a demo node.
 */

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = z.preprocess(emptyToUndefined, z.url({ message: 'expects an absolute URL' }).optional());
const flag = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'expects true or false' })
      .optional()
      .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v))),
  );

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test'], { message: 'expects development, production or test' }).default('development')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'expects a port number' }).int().min(0).max(65535).default(8080)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { message: 'expects a postgres:// or postgresql:// connection URL' })
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'expects a whole number' }).int().min(1).max(200).default(10)),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().min(1).default('gondola-console')),
  OIDC_AUDIENCE: z.preprocess(emptyToUndefined, z.string().min(1).default('gondola-api')),
  OIDC_ROLES_CLIENT: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  IDP_ACCESS_TOKEN_TTL_S: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'expects seconds' }).int().min(61).max(86400).default(900)),
  STAFF_EMAIL_DOMAIN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, { message: 'expects a bare e-mail domain such as example.com' })
      .optional(),
  ),
  MQTT_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^mqtts?:\/\//, { message: 'expects an mqtt:// or mqtts:// URL' })
      .optional(),
  ),
  MQTT_PORT: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'expects a port number' }).int().min(0).max(65535).default(1883)),
  MQTT_TOPIC_ROOT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-zA-Z0-9_-]+(\/[a-zA-Z0-9_-]+)*$/, { message: 'expects topic levels without wildcards, e.g. gondola/v1' })
      .default('gondola/v1'),
  ),
  MQTT_USERNAME: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  MQTT_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  MQTT_PROVISIONING_SECRET: z.preprocess(emptyToUndefined, z.string().min(16, { message: 'expects a shared secret of at least 16 characters' }).optional()),
  DEVICE_GATEWAY: flag(true),
  DEVICE_HEARTBEAT_TIMEOUT_S: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'expects seconds' }).int().min(5).max(86400).default(90)),
  SIMULATOR_DEVICES: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'expects a whole number' }).int().min(0).max(20000).default(50)),
  SIMULATOR_FAULT_RATE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ message: 'expects a number from 0 to 1' }).min(0, 'expects a number from 0 to 1').max(1, 'expects a number from 0 to 1').default(0.02),
  ),
  SIMULATOR_MEDIA_EVERY_S: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'expects seconds' }).min(0).max(86400).default(120)),
  SESSION_REPROCESS_STEP_MS: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'expects milliseconds' }).int().min(0).max(600_000).default(1500)),
  SESSION_REPROCESS_CLAIM_S: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'expects seconds' }).int().min(2).max(3600).default(30)),
  SIMULATOR_RUNS_EVERY_S: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'expects seconds' }).min(0).max(86400).default(40)),
  ENVIRONMENT: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  GEKKO_URL: optionalUrl,
  JIRA_URL: optionalUrl,
  JIRA_EMAIL: z.preprocess(emptyToUndefined, z.email({ message: 'expects the e-mail address of the Jira user the API token belongs to' }).optional()),
  JIRA_API_TOKEN: z.preprocess(emptyToUndefined, z.string().min(8, { message: 'expects a Jira API token' }).optional()),
  JIRA_START_DATE_FIELD: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z][a-z0-9_]*$/i, { message: 'expects a Jira field id such as customfield_10015' })
      .default('customfield_10015'),
  ),
  JIRA_INSTALLATION_FIELD: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z][a-z0-9_]*$/i, { message: 'expects a Jira field id such as customfield_10100' })
      .optional(),
  ),
  REPORT_COMPANY: z.preprocess(emptyToUndefined, z.string().max(300).default('Gondola Systems GmbH · Operations and support')),
  HOLIDAY_COUNTRY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/, { message: 'expects a country code such as AT or DE-BY' })
      .default('AT'),
  ),
  REPORT_HOURS_PER_DAY: z.preprocess(emptyToUndefined, z.coerce.number().positive().max(24).default(8)),
  CONFLUENCE_URL: optionalUrl,
  WEATHER_URL: optionalUrl,
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/\S+$/, { message: 'expects an SMTP URL such as smtps://user:password@mail.example.com:465 or smtp://mail.example.com:587' })
      .optional(),
  ),
  SMTP_FROM: z.preprocess(
    emptyToUndefined,
    z.string().min(3, { message: 'expects a sender such as "Gondola <support@example.com>"' }).default('Gondola <noreply@gondola.example>'),
  ),
  SMS_PROVIDER_URL: optionalUrl,
  SMS_ACCOUNT_SID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, { message: 'expects the account SID (AC followed by 32 hex digits)' })
      .optional(),
  ),
  SMS_AUTH_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, { message: 'expects the account auth token' }).optional()),
  SMS_FROM: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(\+[1-9]\d{6,14}|[A-Za-z0-9 ]{1,11}|MG[0-9a-fA-F]{32})$/, {
        message: 'expects an E.164 number, an alphanumeric sender of up to 11 characters or a messaging service SID',
      })
      .optional(),
  ),
  SMS_PER_SECOND: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'expects messages per second' }).positive().max(1000).default(10)),
  OUTBOX_WORKER: flag(true),
  OUTBOX_CLAIM_S: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'expects seconds' }).int().min(5).max(3600).default(90)),
  FRESHDESK_DOMAIN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(https?:\/\/)?[a-z0-9.-]+(:\d+)?$/i, { message: 'expects the Freshdesk domain, e.g. yourcompany.freshdesk.com' })
      .optional(),
  ),
  FRESHDESK_API_KEY: z.preprocess(emptyToUndefined, z.string().min(8, { message: 'expects a Freshdesk API key' }).optional()),
  FRESHDESK_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(16, { message: 'expects a shared secret of at least 16 characters' }).optional()),
  FRESHDESK_INSTALLATION_FIELD: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^cf_[a-z0-9_]+$/, { message: 'expects a custom field name such as cf_installation' })
      .default('cf_installation'),
  ),
  ZABBIX_URL: optionalUrl,
  ZABBIX_API_TOKEN: z.preprocess(emptyToUndefined, z.string().min(8, { message: 'expects a Zabbix API token' }).optional()),
  ZABBIX_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(16, { message: 'expects a shared secret of at least 16 characters' }).optional()),
  ZABBIX_HOST_TAG: z.preprocess(emptyToUndefined, z.string().min(1).default('gondola:installation')),
  ZABBIX_HOSTGROUP_PREFIX: z.preprocess(emptyToUndefined, z.string().min(1).default('Gondola/')),
  SUPPORT_WIDGET_URL: optionalUrl,
  SUPPORT_WIDGET_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, { message: 'expects the widget id' })
      .optional(),
  ),
  DEMO_DATA: flag(true),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { message: 'expects a pino log level' }).optional()),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((v, ctx): TrustProxy => {
        if (v === undefined || ['false', '0', 'no'].includes(v)) return false;
        if (/^[1-9]\d{0,1}$/.test(v)) return Number(v);
        const list = v
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean);
        if (list.length && list.every((a) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a) || ['loopback', 'linklocal', 'uniquelocal'].includes(a))) return list;
        ctx.addIssue({
          code: 'custom',
          message:
            'expects the number of proxies in front of the server (1 for one load balancer) or their addresses (10.0.0.5,10.1.0.0/16); "true" is refused because it trusts any X-Forwarded-For a client writes',
        });
        return z.NEVER;
      }),
  ),
  RATE_LIMIT_STREAMS_PER_USER: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'expects a whole number (0 turns the limit off)' }).int().min(0).default(10)),
  VAULT_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined) return undefined;
        const key = parseVaultKey(v);
        if (typeof key === 'string') {
          ctx.addIssue({ code: 'custom', message: key });
          return z.NEVER;
        }
        return key;
      }),
  ),
  VAULT_OLD_KEYS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((v, ctx) => {
        const keys: VaultKey[] = [];
        for (const item of (v ?? '').split(',').filter((i) => i.trim())) {
          const key = parseVaultKey(item);
          if (typeof key === 'string') {
            ctx.addIssue({ code: 'custom', message: `each comma-separated key ${key}` });
            return z.NEVER;
          }
          keys.push(key);
        }
        return keys;
      }),
  ),
  REQUEST_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'expects milliseconds' }).int().min(100).default(30_000)),
  CORS_ORIGINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s]+$/, { message: 'expects comma-separated origins such as https://tools.example.com (scheme and host, no path)' })))
      .optional(),
  ),
  RATE_LIMIT_API_PER_MIN: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'expects a whole number (0 turns the limit off)' }).int().min(0).default(1200)),
  RATE_LIMIT_SIGNIN_PER_MIN: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'expects a whole number (0 turns the limit off)' }).int().min(0).default(10)),
  RATE_LIMIT_AUTH_FAILURES_PER_MIN: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'expects a whole number (0 turns the limit off)' }).int().min(0).default(60)),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'expects an S3 bucket name (3–63 lower-case letters, digits, dots and hyphens)' })
      .optional(),
  ),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().min(1).default('us-east-1')),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  S3_FORCE_PATH_STYLE: flag(true),
  SHUTDOWN_GRACE_MS: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'expects milliseconds' }).int().min(0).default(10000)),
  SHUTDOWN_DRAIN_MS: z.preprocess(emptyToUndefined, z.coerce.number({ message: 'expects milliseconds' }).int().min(0).max(120_000).default(0)),
  REPLICA_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, { message: 'expects a short name of letters, digits, dots, dashes or underscores' })
      .optional(),
  ),
});

export type Env = z.infer<typeof envSchema>;

/** Every variable the server reads (docs/OPERATIONS.md documents each; deploy/compose.yaml sets only these). */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as Array<keyof Env>;

/**
 * Which X-Forwarded-For entries to believe: none, the last N hops (N proxies of ours in front), or
 * the entries our proxies at these addresses added. Never "all": the left-most entry is the client's to write.
 */
export type TrustProxy = false | number | string[];

/** The rule in the form Fastify takes: a hop count trusts the last N entries only (its types lack the number form proxy-addr takes). */
export const fastifyTrustProxy = (rule: TrustProxy) => (typeof rule === 'number' ? (_address: string, hop: number) => hop < rule : rule);

export interface AppConfig {
  mode: 'demo' | 'production' | 'development' | 'test';
  production: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string; poolSize: number };
  oidc: {
    /** Set when an external provider (Keycloak) issues tokens; otherwise the embedded one does. */
    embedded: boolean;
    issuer: string;
    clientId: string;
    audience: string;
    rolesClient: string;
    /** Access-token lifetime of the embedded provider (demo and tests). */
    embeddedTokenTtlS: number;
  };
  staffEmailDomain: string;
  /** An explicit MQTT_PORT that is taken stops start-up; the default one falls back to a free port. */
  mqtt: { embedded: true; port: number; portExplicit: boolean } | { embedded: false; url: string };
  /**
   * The device layer (DESIGN §6): topics under topicRoot; the server's own broker account; the
   * shared secret unknown devices announce themselves with; the in-process simulator (demo only).
   */
  devices: {
    enabled: boolean;
    topicRoot: string;
    username: string;
    password?: string;
    provisioningSecret?: string;
    heartbeatTimeoutS: number;
    simulatorDevices: number;
    /** How often a simulated device fails a command (0–1). */
    simulatorFaultRate: number;
    /** How often a simulated photopoint, phototrap or recorder delivers a medium (seconds; 0: never). */
    simulatorMediaEveryS: number;
    simulatorRunsEveryS: number;
    reprocessStepMs: number;
    reprocessClaimS: number;
  };
  settings: { environment: string; gekkoUrl?: string; jiraUrl?: string; confluenceUrl?: string; zabbixUrl?: string };
  /**
   * Zabbix: the webhook secret enables ingest; URL and API token enable re-reading problems and
   * sending acknowledgements back. Hosts map to installations by tag, then host group, then name.
   */
  zabbix: { url?: string; apiToken?: string; webhookSecret?: string; hostTag: string; hostGroupPrefix: string };
  /** Jira's REST API v3 (assignments from issues): Basic auth with e-mail and API token (Cloud), or a bearer token alone (Data Center). */
  jira: { url?: string; email?: string; apiToken?: string; startDateField: string; installationField?: string };
  /** Open-Meteo's forecast API (or a compatible instance); unset: the public service in production, the embedded double otherwise. */
  weather: { url?: string };
  /** E-mail: through this SMTP server, or (demo, tests) to the embedded sink on loopback. */
  mail: { smtpUrl?: string; from: string };
  /** SMS through the provider (Twilio's Messages API), or (demo, tests) to the embedded sink. */
  sms: { accountSid?: string; authToken?: string; from?: string; url?: string; perSecond: number };
  /** Whether this process sends what the outbox holds (tests start the worker themselves). */
  outboxWorker: boolean;
  /** How long a claimed message is its worker's before another may take it over (longer than any send may take). */
  outboxClaimMs: number;
  /** Tickets live in Freshdesk when set; otherwise in the console only. */
  freshdesk?: { domain: string; apiKey: string; webhookSecret: string; installationField: string };
  /** Reports: the header line of every PDF, whose public holidays an absence does not count, and a working day's hours. */
  reports: { company: string; holidayCountry: string; hoursPerDay: number };
  /** The external ticketing widget (spec §1); both variables or neither. */
  supportWidget?: { url: string; widgetId: string };
  demoData: boolean;
  logLevel: NonNullable<Env['LOG_LEVEL']>;
  trustProxy: TrustProxy;
  /** Other origins whose pages may call the API from a browser; none by default. */
  corsOrigins: string[];
  /**
   * Requests per minute: each signed-in user on the API, each address and user name on the
   * sign-in form, and each address sending tokens that fail (0 = no limit).
   */
  rateLimits: { apiPerUser: number; signInPerAccount: number; authFailuresPerAddress: number; streamsPerUser: number };
  /**
   * The login data vault's master key (VAULT_KEY, required in production; demo mode keeps one in
   * DATA_DIR) and the previous keys still accepted while `npm run vault:rotate` re-wraps entries.
   */
  vault: { key?: VaultKey; oldKeys: VaultKey[] };
  /** How long a client may take to send a whole request (headers and body): slow senders are cut off. */
  requestTimeoutMs: number;
  /**
   * Where files live: the local disk under DATA_DIR (demo, one node), or S3-compatible object
   * storage (production; credentials from the environment or the SDK's usual chain).
   */
  storage:
    | { kind: 'local'; dir: string }
    | { kind: 's3'; endpoint: string; bucket: string; region: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean };
  shutdownGraceMs: number;
  /**
   * Behind a load balancer: how long a replica told to stop keeps serving while its readiness
   * answers 503, so the balancer's health check takes it out before it stops listening (0: at once).
   */
  shutdownDrainMs: number;
  /** Named in every response's `x-gondola-replica` header, so an operator sees which replica answered. */
  replicaId: string;
  spaDir: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Variables production must set because their embedded default is refused there. */
const PRODUCTION_REQUIRED: Array<[keyof Env, string]> = [
  ['DATABASE_URL', 'a PostgreSQL connection URL (PGlite is single-node demo storage)'],
  ['OIDC_ISSUER', 'the identity provider issuer URL, e.g. https://sso.example.com/realms/gondola (the embedded provider is demo-only)'],
  ['MQTT_URL', 'the device broker URL, e.g. mqtts://broker.example.com:8883 (the embedded broker is demo-only)'],
  ['PUBLIC_URL', 'the URL users open, e.g. https://console.example.com'],
  ['STAFF_EMAIL_DOMAIN', "the company's e-mail domain for staff users"],
  ['S3_ENDPOINT', 'the S3-compatible object storage URL, e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000 (files on the local disk are demo-only)'],
  ['S3_BUCKET', 'the bucket that holds pictures, clips, sounds, fonts and cloud storage'],
  ['SMTP_URL', 'the mail server e-mail is sent through, e.g. smtps://user:password@mail.example.com:465 (the embedded mail sink is demo-only)'],
  ['SMS_ACCOUNT_SID', "the SMS provider account's SID (the embedded SMS sink is demo-only)"],
  ['SMS_AUTH_TOKEN', "the SMS provider account's auth token"],
  ['SMS_FROM', 'the sender SMS go out from: an E.164 number, an alphanumeric sender or a messaging service SID'],
  ['VAULT_KEY', 'the login data vault\'s master key, "<key id>:<32 bytes in base64>" (make one with: echo "$(date +%Y-%m):$(openssl rand -base64 32)")'],
];

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`);
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production) {
    const missing = PRODUCTION_REQUIRED.filter(([name]) => e[name] === undefined).map(([name, what]) => `${name}: required in production, expects ${what}`);
    if (e.DEMO_DATA && env.DEMO_DATA !== undefined && env.DEMO_DATA !== '') missing.push('DEMO_DATA: demo data is refused in production (unset it or set false)');
    if (missing.length) throw new ConfigError(missing);
  }
  if ((e.S3_ENDPOINT === undefined) !== (e.S3_BUCKET === undefined)) {
    throw new ConfigError(['S3_ENDPOINT and S3_BUCKET: set both to keep files in object storage, or neither for the local disk']);
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(["S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither to use the SDK's credential chain"]);
  }
  if ((e.FRESHDESK_DOMAIN === undefined) !== (e.FRESHDESK_API_KEY === undefined)) {
    throw new ConfigError(['FRESHDESK_DOMAIN and FRESHDESK_API_KEY: set both to keep tickets in Freshdesk, or neither to keep them in the console']);
  }
  if (e.FRESHDESK_DOMAIN && !e.FRESHDESK_WEBHOOK_SECRET) {
    throw new ConfigError(["FRESHDESK_WEBHOOK_SECRET: required with FRESHDESK_DOMAIN (Freshdesk's automation webhook sends it in the x-gondola-freshdesk-secret header)"]);
  }
  if ((e.SUPPORT_WIDGET_URL === undefined) !== (e.SUPPORT_WIDGET_ID === undefined)) {
    throw new ConfigError(['SUPPORT_WIDGET_URL and SUPPORT_WIDGET_ID: set both to load the support widget, or neither']);
  }
  const port = e.PORT;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const oidcEmbedded = e.OIDC_ISSUER === undefined;
  return {
    mode: production ? 'production' : e.NODE_ENV === 'test' ? 'test' : e.DATABASE_URL || !oidcEmbedded ? 'development' : 'demo',
    production,
    port,
    host: e.HOST,
    publicUrl,
    dataDir,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE } : { kind: 'pglite', dir: path.join(dataDir, 'pglite') },
    oidc: {
      embedded: oidcEmbedded,
      issuer: (e.OIDC_ISSUER ?? `${publicUrl}/oidc`).replace(/\/+$/, ''),
      clientId: e.OIDC_CLIENT_ID,
      audience: e.OIDC_AUDIENCE,
      rolesClient: e.OIDC_ROLES_CLIENT ?? e.OIDC_CLIENT_ID,
      embeddedTokenTtlS: e.IDP_ACCESS_TOKEN_TTL_S,
    },
    staffEmailDomain: (e.STAFF_EMAIL_DOMAIN ?? 'gondola.example').toLowerCase(),
    mqtt: e.MQTT_URL ? { embedded: false, url: e.MQTT_URL } : { embedded: true, port: e.MQTT_PORT, portExplicit: env.MQTT_PORT !== undefined && env.MQTT_PORT !== '' },
    devices: {
      enabled: e.DEVICE_GATEWAY,
      topicRoot: e.MQTT_TOPIC_ROOT,
      username: e.MQTT_USERNAME ?? 'gondola-server',
      password: e.MQTT_PASSWORD,
      provisioningSecret: e.MQTT_PROVISIONING_SECRET,
      heartbeatTimeoutS: e.DEVICE_HEARTBEAT_TIMEOUT_S,
      simulatorDevices: !production && e.DEMO_DATA ? e.SIMULATOR_DEVICES : 0,
      simulatorFaultRate: e.SIMULATOR_FAULT_RATE,
      simulatorMediaEveryS: e.SIMULATOR_MEDIA_EVERY_S,
      simulatorRunsEveryS: e.SIMULATOR_RUNS_EVERY_S,
      reprocessStepMs: e.SESSION_REPROCESS_STEP_MS,
      reprocessClaimS: e.SESSION_REPROCESS_CLAIM_S,
    },
    settings: {
      environment: e.ENVIRONMENT ?? (production ? 'production' : 'demo'),
      gekkoUrl: e.GEKKO_URL,
      jiraUrl: e.JIRA_URL,
      confluenceUrl: e.CONFLUENCE_URL,
      zabbixUrl: e.ZABBIX_URL,
    },
    weather: { url: e.WEATHER_URL },
    jira: { url: e.JIRA_URL, email: e.JIRA_EMAIL, apiToken: e.JIRA_API_TOKEN, startDateField: e.JIRA_START_DATE_FIELD, installationField: e.JIRA_INSTALLATION_FIELD },
    reports: { company: e.REPORT_COMPANY, holidayCountry: e.HOLIDAY_COUNTRY, hoursPerDay: e.REPORT_HOURS_PER_DAY },
    mail: { smtpUrl: e.SMTP_URL, from: e.SMTP_FROM },
    sms:
      e.SMS_ACCOUNT_SID && e.SMS_AUTH_TOKEN && e.SMS_FROM
        ? { accountSid: e.SMS_ACCOUNT_SID, authToken: e.SMS_AUTH_TOKEN, from: e.SMS_FROM, url: e.SMS_PROVIDER_URL ?? 'https://api.twilio.com', perSecond: e.SMS_PER_SECOND }
        : { perSecond: e.SMS_PER_SECOND },
    outboxWorker: e.OUTBOX_WORKER && e.NODE_ENV !== 'test',
    outboxClaimMs: e.OUTBOX_CLAIM_S * 1000,
    freshdesk:
      e.FRESHDESK_DOMAIN && e.FRESHDESK_API_KEY
        ? { domain: e.FRESHDESK_DOMAIN, apiKey: e.FRESHDESK_API_KEY, webhookSecret: e.FRESHDESK_WEBHOOK_SECRET!, installationField: e.FRESHDESK_INSTALLATION_FIELD }
        : undefined,
    zabbix: { url: e.ZABBIX_URL, apiToken: e.ZABBIX_API_TOKEN, webhookSecret: e.ZABBIX_WEBHOOK_SECRET, hostTag: e.ZABBIX_HOST_TAG, hostGroupPrefix: e.ZABBIX_HOSTGROUP_PREFIX },
    supportWidget: e.SUPPORT_WIDGET_URL && e.SUPPORT_WIDGET_ID ? { url: e.SUPPORT_WIDGET_URL, widgetId: e.SUPPORT_WIDGET_ID } : undefined,
    demoData: !production && e.DEMO_DATA,
    // Demo start-up prints one line; production logs every request.
    logLevel: e.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS ?? [],
    rateLimits: {
      apiPerUser: e.RATE_LIMIT_API_PER_MIN,
      signInPerAccount: e.RATE_LIMIT_SIGNIN_PER_MIN,
      authFailuresPerAddress: e.RATE_LIMIT_AUTH_FAILURES_PER_MIN,
      streamsPerUser: e.RATE_LIMIT_STREAMS_PER_USER,
    },
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    vault: { key: e.VAULT_KEY, oldKeys: e.VAULT_OLD_KEYS },
    storage:
      e.S3_ENDPOINT && e.S3_BUCKET
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local', dir: path.join(dataDir, 'storage') },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    replicaId: e.REPLICA_ID ?? os.hostname().slice(0, 64),
    spaDir: path.join(appRoot(), 'dist/spa'),
  };
}
