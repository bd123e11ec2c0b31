import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../../server/config.js';

/** A configuration as `npm start` would build it, pointed at a throw-away data directory. */
export function testConfig(env: Record<string, string> = {}, overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-test-'));
  // The device layer (broker, gateway, jobs) starts only in the tests that ask for it.
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:8080', DEVICE_GATEWAY: 'false', SIMULATOR_DEVICES: '0', ...env });
  return { ...base, spaDir: path.join(os.tmpdir(), 'gondola-no-spa'), ...overrides };
}
