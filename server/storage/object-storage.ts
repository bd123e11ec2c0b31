import { Transform, type Readable } from 'node:stream';
import mime from 'mime-types';

/** A listed file's type, from its name: listings carry none, and asking per file would cost a request each. */
export const typeOfKey = (key: string) => mime.lookup(key) || 'application/octet-stream';

/** One stored file as the storage knows it. */
export interface StoredObject {
  key: string;
  size: number;
  contentType: string;
  modifiedAt: Date;
}

/** Inclusive byte positions, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface ListedPrefix {
  /** Direct sub-folders of the prefix (listed recursively: every folder below it), each ending in `/`. */
  folders: string[];
  /** Files directly under the prefix (or all below it when listed recursively). */
  objects: StoredObject[];
}

/**
 * Where every file of the console lives (DESIGN §6): pictures, sounds, fonts, clips, cloud storage.
 * Keys are relative, `/`-separated and already checked (`keys.ts`); a folder is a key prefix, made
 * visible when empty by a `.folder` marker. Writes are all or nothing: a put that fails or is cut
 * off leaves nothing under its key.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Streams `body` in; refuses with `TooLargeError` past `maxBytes` (and keeps nothing). */
  put(key: string, body: Readable, options: { contentType: string; maxBytes?: number }): Promise<StoredObject>;
  /** The file and its bytes, or only `range` of them; undefined when there is no such file. */
  get(key: string, range?: ByteRange): Promise<{ object: StoredObject; body: Readable } | undefined>;
  head(key: string): Promise<StoredObject | undefined>;
  list(prefix: string, options?: { recursive?: boolean }): Promise<ListedPrefix>;
  delete(key: string): Promise<void>;
  /** Deletes every file under a folder prefix; answers how many. */
  deletePrefix(prefix: string): Promise<number>;
  /** Renames a file, or a whole folder when both keys end in `/`. */
  move(from: string, to: string): Promise<void>;
  close(): Promise<void>;
}

export const FOLDER_MARKER = '.folder';

/** A storage refusal with the HTTP status and code the API's one error handler answers it with. */
export class StorageError extends Error {
  constructor(
    readonly statusCode: 400 | 409 | 413 | 415,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class TooLargeError extends StorageError {
  constructor(readonly maxBytes: number) {
    super(413, 'TOO_LARGE', `The file is larger than the ${formatBytes(maxBytes)} allowed`);
  }
}

export class StorageConflictError extends StorageError {
  constructor(readonly key: string) {
    super(409, 'EXISTS', `"${key.replace(/\/$/, '').split('/').pop()}" exists already`);
  }
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${Math.round((bytes / 1024 ** 3) * 10) / 10} GB`;
  if (bytes >= 1024 ** 2) return `${Math.round(bytes / 1024 ** 2)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

/** Passes bytes through and fails the stream once more than `maxBytes` went by. */
export function byteLimit(maxBytes: number | undefined): Transform & { bytes: number } {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      (counter as Transform & { bytes: number }).bytes = bytes;
      if (maxBytes !== undefined && bytes > maxBytes) callback(new TooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
  return Object.assign(counter, { bytes: 0 });
}
