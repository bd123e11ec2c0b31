import path from 'node:path';
import { z } from 'zod';
import { authConfig } from './auth/config.js';
import { flag, optionalUrl, port, unsetWhenEmpty } from './config/env-values.js';
import type { BaseSettings, ConfigSlice, SliceSettings } from './config/slice.js';
import { databaseConfig } from './db/config.js';
import { deviceConfig } from './device-layer/config.js';
import { httpConfig } from './http/config.js';
import { freshdeskConfig } from './integrations/freshdesk/config.js';
import { jiraConfig } from './integrations/jira/config.js';
import { mailConfig } from './integrations/mail/config.js';
import { smsConfig } from './integrations/sms/config.js';
import { weatherConfig } from './integrations/weather/config.js';
import { zabbixConfig } from './integrations/zabbix/config.js';
import { outboxConfig } from './modules/communication/config.js';
import { vaultConfig } from './modules/login-data/config.js';
import { reportsConfig } from './modules/reports/config.js';
import { appRoot } from './paths.js';
import { consoleLinksConfig } from './console-routes/config.js';
import { storageConfig } from './storage/config.js';
import { telemetryConfig } from './telemetry/config.js';

export { fastifyTrustProxy } from './http/config.js';

/**
 * Every setting the server reads comes from the environment and is parsed here, once.
 * Embedded defaults (PGlite, the embedded identity provider, the embedded broker, demo data)
 * exist so that `npm start` works with no configuration; production refuses all of them so that a
 * forgotten variable can never silently turn a replica into a demo node.
 *
 * The server's own variables are below; every other part owns its slice (`defineConfigSlice`, in
 * a `config.ts` beside the code that uses it): its variables, what production must set, which go
 * together, and the settings read from them. Adding a setting edits that slice only.
 */
const serverEnv = {
  NODE_ENV: unsetWhenEmpty(z.enum(['development', 'production', 'test'], { message: 'expects development, production or test' }).default('development')),
  PORT: port(8080),
  HOST: unsetWhenEmpty(z.string().default('0.0.0.0')),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: unsetWhenEmpty(z.string().default('./data')),
  DEMO_DATA: flag(true),
  LOG_LEVEL: unsetWhenEmpty(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { message: 'expects a pino log level' }).optional()),
};

/** In the order production's missing variables are named. */
const SLICES = [
  databaseConfig,
  authConfig,
  deviceConfig,
  storageConfig,
  mailConfig,
  smsConfig,
  vaultConfig,
  zabbixConfig,
  jiraConfig,
  weatherConfig,
  freshdeskConfig,
  outboxConfig,
  reportsConfig,
  consoleLinksConfig,
  httpConfig,
  telemetryConfig,
] as const;

// Each slice's own types are checked where it is defined; joined here, only their shapes and reads matter.
type AnySlice = ConfigSlice<z.ZodRawShape, object>;
const slices = SLICES as readonly AnySlice[];

type Joined<T> = T extends readonly [infer First, ...infer Rest] ? (First extends { read: (...args: never[]) => infer V } ? SliceSettings<V> : never) & Joined<Rest> : unknown;
type Shapes<T> = T extends readonly [infer First, ...infer Rest] ? (First extends { env: infer S } ? S : never) & Shapes<Rest> : unknown;

/** The variables of the server and of every slice as one shape; a variable two parts claim is refused (one owner each). */
export function joinShapes(shapes: readonly z.ZodRawShape[]): z.ZodRawShape {
  const joined: Record<string, z.ZodRawShape[string]> = {};
  for (const shape of shapes)
    for (const [name, schema] of Object.entries(shape)) {
      if (name in joined) throw new Error(`${name} is read by two configuration slices; one part owns each variable`);
      joined[name] = schema;
    }
  return joined;
}

const envSchema = z.object(joinShapes([serverEnv, ...slices.map((slice) => slice.env)]) as typeof serverEnv & Shapes<typeof SLICES>);

export type Env = z.infer<typeof envSchema>;

/** Every variable the server reads (docs/OPERATIONS.md documents each; deploy/compose.yaml sets only these). */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as Array<keyof Env>;

/** The server's own settings, then every slice's. */
export type AppConfig = {
  mode: 'demo' | 'production' | 'development' | 'test';
  production: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  demoData: boolean;
  logLevel: NonNullable<Env['LOG_LEVEL']>;
  spaDir: string;
} & Joined<typeof SLICES>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** What production refuses to start without, and what each expects (docs/OPERATIONS.md lists the same). */
export const PRODUCTION_REQUIRES: ReadonlyArray<readonly [string, string]> = [
  ['PUBLIC_URL', 'the URL users open, e.g. https://console.example.com'],
  ...slices.flatMap((slice) => Object.entries(slice.productionRequires ?? {}) as Array<[string, string]>),
];

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`);
    throw new ConfigError(problems);
  }
  const e = parsed.data as Record<string, unknown> & z.infer<z.ZodObject<typeof serverEnv>>;
  const production = e.NODE_ENV === 'production';
  if (production) {
    const missing = PRODUCTION_REQUIRES.filter(([name]) => e[name] === undefined).map(([name, what]) => `${name}: required in production, expects ${what}`);
    if (e.DEMO_DATA && env.DEMO_DATA !== undefined && env.DEMO_DATA !== '') missing.push('DEMO_DATA: demo data is refused in production (unset it or set false)');
    if (missing.length) throw new ConfigError(missing);
  }
  const mismatched = slices.flatMap((slice) => slice.check?.(e) ?? []);
  if (mismatched.length) throw new ConfigError(mismatched);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const base: BaseSettings = { production, nodeEnv: e.NODE_ENV, demoData: !production && e.DEMO_DATA, publicUrl, dataDir: path.resolve(cwd, e.DATA_DIR), raw: env };
  const read = Object.assign({}, ...slices.map((slice) => slice.read(e, base))) as Joined<typeof SLICES>;
  return {
    ...read,
    // Demo: nothing but embedded parts; development: a real database or identity provider beside them.
    mode: production ? 'production' : e.NODE_ENV === 'test' ? 'test' : read.database.kind === 'postgres' || !read.oidc.embedded ? 'development' : 'demo',
    production,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: base.dataDir,
    demoData: base.demoData,
    // Demo start-up prints one line; production logs every request.
    logLevel: e.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    spaDir: path.join(appRoot(), 'dist/spa'),
  };
}
