import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, serverEnv } from '../tests/e2e/harness';
import { ensureBuild, ROOT } from './lib/build';
import type { Bench, Figure } from './lib/result';
import { median, repeat, round } from './lib/stats';

/** Milliseconds from spawning `args` until GET `readyPath` answers 200; then the process is stopped. */
async function timeToReady(args: string[], env: Record<string, string>, port: number, readyPath: string): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited early (${child.exitCode}): ${stderr}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}${readyPath}`)).ok) return performance.now() - started;
      } catch {
        /* not listening yet */
      }
      if (performance.now() - started > 60_000) throw new Error(`not ready after 60 s: ${stderr}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

// The floor: a Node process that only starts an HTTP server, measured the same way.
const BARE = `require('node:http').createServer((q, s) => s.end('ok')).listen(Number(process.env.PORT), '127.0.0.1')`;

export const startup: Bench = {
  name: 'startup',
  quick: false,
  async run({ log }) {
    ensureBuild();
    const runs = 5;
    const envFor = (port: number, dataDir: string) => ({ ...serverEnv(port, dataDir), LOG_LEVEL: 'warn' });
    const start = path.join(ROOT, 'scripts/start.mjs');
    const cold = await repeat(runs, async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-startup-'));
      try {
        const port = await freePort();
        return await timeToReady([start], envFor(port, dataDir), port, '/api/ready');
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-startup-'));
    let warm: number[];
    try {
      const port = await freePort();
      await timeToReady([start], envFor(port, dataDir), port, '/api/ready');
      warm = await repeat(runs, async () => timeToReady([start], envFor(port, dataDir), port, '/api/ready'));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const bare = await repeat(runs, async () => {
      const port = await freePort();
      return timeToReady(['-e', BARE], { PORT: String(port) }, port, '/');
    });
    const b = round(median(bare), 0);
    log(`start-up: warm ${round(median(warm), 0)} ms, cold ${round(median(cold), 0)} ms, bare Node ${b} ms`);
    const figures: Figure[] = [
      {
        bench: 'startup',
        name: '`npm start` with a build and a data directory, until /api/ready answers',
        value: round(median(warm), 0),
        unit: 'ms',
        reference: { name: 'bare Node HTTP server', value: b, unit: 'ms' },
        target: { max: 3000 },
        note: `median of ${runs}; PGlite, embedded broker and provider`,
      },
      {
        bench: 'startup',
        name: 'first start with a fresh data directory (migrations, demo data), until /api/ready answers',
        value: round(median(cold), 0),
        unit: 'ms',
        reference: { name: 'bare Node HTTP server', value: b, unit: 'ms' },
        note: `median of ${runs}`,
      },
    ];
    return figures;
  },
};
