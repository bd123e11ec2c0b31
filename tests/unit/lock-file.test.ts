import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireLockFile, DataDirectoryLockedError } from '../../server/db/lock-file.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-lock-'));
const lockPath = path.join(dir, 'pglite.lock');
afterEach(() => fs.rmSync(lockPath, { force: true }));

describe('data directory lock', () => {
  it('refuses a second holder and names the holding PID', () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const alivePid = holder.pid!;
      fs.writeFileSync(lockPath, String(alivePid));
      expect(() => acquireLockFile(lockPath)).toThrow(DataDirectoryLockedError);
      expect(() => acquireLockFile(lockPath)).toThrow(new RegExp(`in use by process ${alivePid}`));
      expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(alivePid));
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a lock whose process died (kill -9 leaves it behind)', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    fs.writeFileSync(lockPath, dead.stdout.toString());
    const release = acquireLockFile(lockPath);
    expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });
});
