import os from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../../server/config.js';

/** A configuration as `npm start` would build it, pointed at throw-away folders. */
export function testConfig(env: Record<string, string> = {}, overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), 'gondola-test-unused'), PUBLIC_URL: 'http://localhost:8080', ...env });
  return { ...base, spaDir: path.join(os.tmpdir(), 'gondola-no-spa'), ...overrides };
}
