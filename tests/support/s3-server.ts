import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { S3Storage } from '../../server/storage/s3-storage.js';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  storage: S3Storage;
  stop(): Promise<void>;
}

const serverScript = fileURLToPath(new URL('./s3-server-process.mjs', import.meta.url));

/** Starts the server process and resolves with its port, or rejects with what it printed. */
function launch(directory: string) {
  const child = fork(serverScript, [directory], { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  return new Promise<{ child: typeof child; port: number }>((resolve, reject) => {
    let output = '';
    let errors = '';
    child.stderr?.on('data', (d: Buffer) => {
      errors += d.toString();
    });
    child.stdout?.on('data', (d: Buffer) => {
      output += d.toString();
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ child, port: (JSON.parse(line) as { port: number }).port });
    });
    child.once('exit', (code) => reject(new Error(`the S3 test server exited (${code}): ${errors.trim()}`)));
  });
}

/**
 * A real S3-protocol server (s3rver, in a child process) on a free loopback port with its own
 * directory, and a storage on it: the S3 code path runs against the wire protocol, not a mock of
 * the SDK, and the server's memory is not the console's.
 */
export async function startS3Server(bucket = 'gondola-test'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-s3-'));
  const { child, port } = await launch(directory);
  const endpoint = `http://127.0.0.1:${port}`;
  const storage = new S3Storage({ endpoint, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
  await storage.ready(true);
  return {
    endpoint,
    bucket,
    storage,
    async stop() {
      await storage.close();
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
