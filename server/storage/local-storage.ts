import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { byteLimit, typeOfKey, type ByteRange, FOLDER_MARKER, type ListedPrefix, type ObjectStorage, StorageConflictError, type StoredObject } from './object-storage.js';

/**
 * Files on the local disk under `DATA_DIR/storage` (demo mode, one node). A write goes to a
 * private `.incoming` folder first and is renamed into place once complete, so a cut-off upload
 * (even a killed process) never shows as a half file; left-overs are removed at start.
 */
export class LocalStorage implements ObjectStorage {
  readonly kind = 'local';
  private readonly root: string;
  private readonly incoming: string;

  private constructor(base: string) {
    this.root = path.resolve(base, 'files');
    this.incoming = path.resolve(base, '.incoming');
  }

  static async open(base: string): Promise<LocalStorage> {
    const storage = new LocalStorage(base);
    await fsp.mkdir(storage.root, { recursive: true });
    await fsp.rm(storage.incoming, { recursive: true, force: true });
    await fsp.mkdir(storage.incoming, { recursive: true });
    return storage;
  }

  private file(key: string): string {
    const full = path.resolve(this.root, key);
    // Keys are checked before they get here; this is the last line, not the first.
    if (full !== this.root && !full.startsWith(`${this.root}${path.sep}`)) throw new Error(`key outside the storage: ${key}`);
    return full;
  }

  private async describe(key: string, full: string): Promise<StoredObject | undefined> {
    const stat = await fsp.stat(full).catch(() => undefined);
    if (!stat?.isFile()) return undefined;
    return { key, size: stat.size, contentType: typeOfKey(key), modifiedAt: stat.mtime };
  }

  async put(key: string, body: Readable, { maxBytes }: { contentType: string; maxBytes?: number }): Promise<StoredObject> {
    const target = this.file(key);
    const temporary = path.join(this.incoming, randomUUID());
    try {
      await pipeline(body, byteLimit(maxBytes), fs.createWriteStream(temporary, { flags: 'wx' }));
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(temporary, target);
    } catch (error) {
      await fsp.rm(temporary, { force: true });
      throw error;
    }
    return (await this.describe(key, target))!;
  }

  async get(key: string, range?: ByteRange) {
    const full = this.file(key);
    const object = await this.describe(key, full);
    if (!object) return undefined;
    return { object, body: fs.createReadStream(full, range ? { start: range.start, end: range.end } : {}) };
  }

  head(key: string) {
    return this.describe(key, this.file(key));
  }

  async list(prefix: string, { recursive = false } = {}): Promise<ListedPrefix> {
    const folders: string[] = [];
    const objects: StoredObject[] = [];
    const walk = async (dirKey: string) => {
      const entries = await fsp.readdir(this.file(dirKey), { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const key = `${dirKey}${entry.name}`;
        if (entry.isDirectory()) {
          folders.push(`${key}/`);
          if (recursive) await walk(`${key}/`);
        } else if (entry.isFile() && entry.name !== FOLDER_MARKER) {
          const object = await this.describe(key, this.file(key));
          if (object) objects.push(object);
        }
      }
    };
    await walk(prefix);
    return { folders: folders.sort(), objects: objects.sort((a, b) => a.key.localeCompare(b.key)) };
  }

  async delete(key: string) {
    await fsp.rm(this.file(key), { force: true });
  }

  async deletePrefix(prefix: string) {
    const { objects } = await this.list(prefix, { recursive: true });
    await fsp.rm(this.file(prefix), { recursive: true, force: true });
    return objects.length;
  }

  async move(from: string, to: string) {
    const [source, target] = [this.file(from), this.file(to)];
    if (fs.existsSync(target)) throw new StorageConflictError(to);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.rename(source, target);
  }

  async close() {}
}
