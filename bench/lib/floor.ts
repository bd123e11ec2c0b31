import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HEAP_WARMUP, sessionOptions } from '../../server/db/postgres-database';
import type { PgbenchStatement } from './load';

export interface RunningFloor {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The bare Node.js floor for one statement (floor-server.mjs): node:http and pg in a process of
 * its own, with the server's session settings, its connections' first statement (HEAP_WARMUP) and a
 * pool as large as the load's connections.
 */
export async function startFloor(databaseUrl: string, statement: PgbenchStatement, poolSize: number): Promise<RunningFloor> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-floor-'));
  const file = path.join(dir, 'statement.json');
  fs.writeFileSync(file, JSON.stringify(statement));
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'floor-server.mjs'), databaseUrl, file, String(poolSize)], {
    env: { ...process.env, PGOPTIONS: sessionOptions(), FLOOR_CONNECT_SQL: HEAP_WARMUP },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`the floor server did not start: ${output}`)), 20_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const ready = /FLOOR_READY (\d+)/.exec(output);
        if (ready) {
          clearTimeout(timer);
          resolve(Number(ready[1]));
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('exit', (code) => reject(new Error(`the floor server exited (${code}): ${output}`)));
    });
    return { url: `http://127.0.0.1:${port}/`, process: child, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
