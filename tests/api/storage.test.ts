import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../server/storage/local-storage.js';
import { TooLargeError, type ObjectStorage } from '../../server/storage/object-storage.js';
import { checkName, checkPath, StoragePathError } from '../../server/storage/keys.js';
import { startS3Server, type S3TestServer } from '../support/s3-server.js';

const MB = 1024 * 1024;

/** `total` bytes in 1 MB chunks of a repeating pattern, made as they are read (never all in memory). */
function generated(total: number, { failAfter }: { failAfter?: number } = {}) {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error('client went away'));
        return;
      }
      if (sent >= total) return this.push(null);
      const size = Math.min(MB, total - sent);
      const chunk = Buffer.alloc(size, (sent / MB) % 251);
      sent += size;
      this.push(chunk);
    },
  });
}

const sha256 = async (stream: Readable) => {
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(
    stream,
    new Writable({
      write(chunk: Buffer, _e, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done();
      },
    }),
  );
  return { hash: hash.digest('hex'), bytes };
};

/**
 * Peak growth of the process's live memory (heap and buffers) while `work` runs: sampled every
 * 50 ms after a collection, so what is counted is what the code holds, not garbage awaiting the
 * collector (the node project runs with --expose-gc).
 */
async function peakMemoryGrowth(work: () => Promise<void>): Promise<number> {
  const gc = globalThis.gc;
  if (!gc) throw new Error('run with --expose-gc: the memory bound counts live memory only');
  const used = () => {
    gc();
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  const base = used();
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, used());
  }, 50);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, used()) - base;
}

describe('file names and paths', () => {
  it.each([
    ['../etc/passwd', /empty|not a name|dot/],
    ['/etc/passwd', /must be relative/],
    ['C:/Windows', /must be relative/],
    ['a\\b', /backslash/],
    ['a//b', /empty folder name/],
    ['a/\u0000b', /NUL/],
    ['a/..', /not a name/],
    ['a/\u2215etc', /looks like a slash/],
    ['a/\uFF0E\uFF0E', /looks like a slash or a dot/],
    ['a/\u2024\u2024', /looks like a slash or a dot/],
    ['a/x\u202Egnp.exe', /does not show \(U\+202E/],
    ['a/.hidden', /starts with a dot/],
    ['a/b?.txt', /reserved character/],
    ['a/b\u2026txt', /looks like a slash or a dot \(U\+2026/],
  ])('refuses %j, saying why', (raw, reason) => {
    expect(() => checkPath(raw)).toThrow(StoragePathError);
    expect(() => checkPath(raw)).toThrow(reason);
  });

  // Look-alikes of the separators and the dot (UTS #39 confusables), symbols no name needs, and
  // characters that do not show: each is named in the message by its code point.
  it.each([
    ['\u2571', /looks like a slash or a dot \(U\+2571/],
    ['\uA4F8', /looks like a slash or a dot \(U\+A4F8/],
    ['\u3002', /looks like a slash or a dot \(U\+3002/],
    ['\u061C', /does not show \(U\+061C/],
    ['\u2028', /does not show \(U\+2028/],
    ['\u2060', /does not show \(U\+2060/],
    ['\u180E', /does not show \(U\+180E/],
    ['\u00AD', /does not show \(U\+00AD/],
    ['\u034F', /does not show \(U\+034F/],
    ['\u00A0', /does not show \(U\+00A0/],
    ['\uFE0F', /does not show \(U\+FE0F/],
    ['\u2592', /symbol U\+2592/],
  ])('refuses a name with %j inside, naming the character', (ch, reason) => {
    expect(() => checkName(`invoice${ch}pdf`)).toThrow(reason);
  });

  it('keeps ordinary names in any language, normalised to NFC', () => {
    expect(checkName('Preisliste „Winter“ 2026–27 (€) #3.pdf')).toBe('Preisliste „Winter“ 2026–27 (€) #3.pdf');
    expect(checkName('Pistenplan 🎿.png')).toBe('Pistenplan 🎿.png');
    expect(checkPath('Handbücher/Kamera Einstellung (v2).pdf')).toBe('Handbücher/Kamera Einstellung (v2).pdf');
    expect(checkName('Cafe\u0301.txt')).toBe('Café.txt');
    expect(checkPath('Skigebiet/日本語.txt')).toBe('Skigebiet/日本語.txt');
  });
});

const backends: Array<[string, () => Promise<{ storage: ObjectStorage; stop: () => Promise<void>; leftovers: () => string[] }>]> = [
  [
    'local disk',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-storage-'));
      const storage = await LocalStorage.open(dir);
      return {
        storage,
        stop: async () => fs.rmSync(dir, { recursive: true, force: true }),
        leftovers: () => fs.readdirSync(path.join(dir, '.incoming')),
      };
    },
  ],
  [
    'S3 protocol server',
    async () => {
      const server: S3TestServer = await startS3Server();
      return { storage: server.storage, stop: () => server.stop(), leftovers: () => [] };
    },
  ],
];

describe.each(backends)('the storage on the %s', (_name, open) => {
  let storage: ObjectStorage;
  let stop: () => Promise<void>;
  let leftovers: () => string[];
  beforeAll(async () => {
    ({ storage, stop, leftovers } = await open());
  });
  afterAll(async () => stop?.());

  it('streams 200 MB in and back out with flat memory and the same bytes', async () => {
    const total = 200 * MB;
    const expected = await sha256(generated(total));
    let stored: Awaited<ReturnType<ObjectStorage['put']>> | undefined;
    const growth = await peakMemoryGrowth(async () => {
      stored = await storage.put('big/clip.bin', generated(total), { contentType: 'application/octet-stream' });
    });
    expect(stored?.size).toBe(total);
    // On S3 one part being gathered and two 8 MB parts in flight (measured ≈ 40 MB live), 64 KB
    // buffers on disk: far below the 200 MB file either way.
    expect(growth).toBeLessThan(64 * MB);
    let read: { hash: string; bytes: number } | undefined;
    const readGrowth = await peakMemoryGrowth(async () => {
      const found = await storage.get('big/clip.bin');
      read = await sha256(found!.body);
    });
    expect(read).toEqual(expected);
    expect(readGrowth).toBeLessThan(64 * MB);
    await storage.delete('big/clip.bin');
    expect(await storage.head('big/clip.bin')).toBeUndefined();
  }, 240_000);

  it('answers a byte range, as a video element seeks', async () => {
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
    await storage.put('ranges/data.bin', Readable.from([bytes]), { contentType: 'application/octet-stream' });
    const part = await storage.get('ranges/data.bin', { start: 100, end: 199 });
    expect(part?.object.size).toBe(1000);
    const { bytes: length } = await sha256(part!.body);
    expect(length).toBe(100);
    const again = await storage.get('ranges/data.bin', { start: 990, end: 999 });
    const chunks: Buffer[] = [];
    for await (const c of again!.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks)).toEqual(bytes.subarray(990, 1000));
  });

  it('lists a folder (files and sub-folders, or everything below it), moves a file and a folder, and deletes a folder with its content', async () => {
    const put = (key: string) => storage.put(key, Readable.from([Buffer.from(key)]), { contentType: 'text/plain' });
    await put('tree/a.txt');
    await put('tree/sub/b.txt');
    await put('tree/sub/deeper/c.txt');
    const top = await storage.list('tree/');
    expect(top.folders).toEqual(['tree/sub/']);
    expect(top.objects.map((o) => o.key)).toEqual(['tree/a.txt']);
    const all = await storage.list('tree/', { recursive: true });
    expect(all.objects.map((o) => o.key).sort()).toEqual(['tree/a.txt', 'tree/sub/b.txt', 'tree/sub/deeper/c.txt']);
    // Listed recursively, every folder below is named too, an empty one (its marker only) included.
    await storage.put('tree/empty/.folder', Readable.from([Buffer.alloc(0)]), { contentType: 'application/octet-stream' });
    expect((await storage.list('tree/', { recursive: true })).folders).toEqual(['tree/empty/', 'tree/sub/', 'tree/sub/deeper/']);
    expect(all.folders).toEqual(['tree/sub/', 'tree/sub/deeper/']);
    await storage.deletePrefix('tree/empty/');
    await storage.move('tree/a.txt', 'tree/renamed.txt');
    expect(await storage.head('tree/a.txt')).toBeUndefined();
    expect((await storage.head('tree/renamed.txt'))?.size).toBe('tree/a.txt'.length);
    await expect(storage.move('tree/renamed.txt', 'tree/sub/b.txt')).rejects.toThrow(/exists already/);
    await storage.move('tree/sub/', 'tree/moved/');
    expect((await storage.list('tree/')).folders).toEqual(['tree/moved/']);
    expect(await storage.head('tree/moved/deeper/c.txt')).toBeDefined();
    expect(await storage.deletePrefix('tree/')).toBe(3);
    expect((await storage.list('tree/', { recursive: true })).objects).toEqual([]);
  });

  it('keeps nothing visible of an upload cut off half-way', async () => {
    await expect(storage.put('cut/half.bin', generated(30 * MB, { failAfter: 12 * MB }), { contentType: 'application/octet-stream' })).rejects.toThrow(/went away/);
    expect(await storage.head('cut/half.bin')).toBeUndefined();
    expect((await storage.list('cut/', { recursive: true })).objects).toEqual([]);
    expect(leftovers()).toEqual([]);
  });

  it('refuses a file over its limit and keeps nothing of it', async () => {
    await expect(storage.put('limit/too-big.bin', generated(12 * MB), { contentType: 'application/octet-stream', maxBytes: 10 * MB })).rejects.toBeInstanceOf(TooLargeError);
    expect(await storage.head('limit/too-big.bin')).toBeUndefined();
    expect(leftovers()).toEqual([]);
  });
});
