import { Readable } from 'node:stream';
import mime from 'mime-types';
import { FILE_KINDS, type FileKind, type StoredFile } from '../../core/files.js';
import { StorageError, type ObjectStorage } from './object-storage.js';
import { lazyModule } from '../lazy-module.js';
import { setBounded } from '../../core/bounded-map.js';

// Each loaded when a file first needs it (a replica that only lists records never does).
const fileType = lazyModule(() => import('file-type'));
const musicMetadata = lazyModule(() => import('music-metadata'));
export const loadSharp = lazyModule(async () => (await import('sharp')).default);

/** A file whose content is not what it claims or what the slot takes (a 415 to the caller). */
export class FileTypeError extends StorageError {
  constructor(message: string) {
    super(415, 'UNSUPPORTED_TYPE', message);
  }
}

// Types file-type recognises by their bytes: a name claiming one of these must have matching content.
const RECOGNISABLE = /^(image\/(?!svg)|audio\/|video\/|font\/|application\/(pdf|zip|gzip|x-7z|x-rar|x-tar|wasm))/;
const SAME_TYPE: Record<string, string> = { 'audio/x-wav': 'audio/wav', 'audio/vnd.wave': 'audio/wav', 'audio/mp3': 'audio/mpeg', 'audio/x-flac': 'audio/flac' };
const canonical = (type: string) => SAME_TYPE[type] ?? type;

const describe = (type: string | undefined) => (type ? `${type}` : 'of no recognised type');

const SAMPLE_BYTES = 4100;

/**
 * The first bytes of a stream, and the whole stream again (those bytes first). Read through the
 * stream's iterator, so a source that fails or is cut off fails the returned stream too, and the
 * rest flows only as fast as it is consumed.
 */
async function peek(body: Readable, size: number): Promise<{ sample: Buffer; stream: Readable }> {
  const iterator = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const sample = Buffer.concat(chunks);
  async function* again() {
    yield sample;
    if (ended) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { sample, stream: Readable.from(again(), { objectMode: false }) };
}

/**
 * Reads the first bytes of an upload and decides its type from them, never from the name or the
 * header the client sent. Answers the stream to store (the bytes read are put back) and the type.
 */
export async function sniff(body: Readable, kind: FileKind, fileName: string): Promise<{ body: Readable; contentType: string; extension: string }> {
  const { sample, stream } = await peek(body, SAMPLE_BYTES);
  const found = await (await fileType()).fileTypeFromBuffer(sample);
  const detected = found ? { type: canonical(found.mime), extension: found.ext } : undefined;
  const claimed = mime.lookup(fileName) || undefined;
  const accepted = FILE_KINDS[kind];
  if (kind !== 'any') {
    if (!detected || !(accepted.types as readonly string[]).includes(detected.type)) {
      body.destroy();
      throw new FileTypeError(`"${fileName}" is ${describe(detected?.type)}; this takes ${accepted.names} files`);
    }
    return { body: stream, contentType: detected.type, extension: detected.extension };
  }
  if (detected && claimed && canonical(claimed) !== detected.type && (RECOGNISABLE.test(claimed) || claimed.split('/')[0] !== detected.type.split('/')[0])) {
    body.destroy();
    throw new FileTypeError(`"${fileName}" is ${detected.type}, but its name says ${claimed}`);
  }
  if (!detected && claimed && RECOGNISABLE.test(claimed)) {
    body.destroy();
    throw new FileTypeError(`"${fileName}" does not contain ${claimed} data`);
  }
  const contentType = detected?.type ?? claimed ?? 'application/octet-stream';
  return { body: stream, contentType, extension: detected?.extension ?? (mime.extension(contentType) || 'bin') };
}

/** Text formats with no signature to sniff: served as their name says, with `nosniff` they stay text. */
const PLAIN_BY_NAME = /^(text\/(plain|csv|markdown|calendar|vtt|tab-separated-values)|application\/json)$/;

/**
 * The type a stored file is served with, from its first bytes: a PNG named `evil.html` is a PNG.
 * What has no signature is served by its name only for plain text formats; anything else
 * (HTML, SVG, XML, scripts) as `application/octet-stream`, which downloads.
 */
export async function servedType(storage: ObjectStorage, key: string, head: { size: number; modifiedAt: Date }): Promise<string> {
  // A video plays as dozens of range requests: its first bytes are read once per version of the file.
  // (A same-size overwrite within S3's one-second clock could keep the old type: served nosniff and
  // sandboxed, a wrong type only downloads or fails to show, it never runs.)
  const version = `${key}\u0000${head.size}\u0000${head.modifiedAt.getTime()}`;
  const known = SERVED_TYPES.get(version);
  if (known) return known;
  const type = await sniffedType(storage, key, head.size);
  setBounded(SERVED_TYPES, version, type, SERVED_TYPES_REMEMBERED);
  return type;
}

const SERVED_TYPES = new Map<string, string>();
const SERVED_TYPES_REMEMBERED = 2000;

async function sniffedType(storage: ObjectStorage, key: string, size: number): Promise<string> {
  const named = mime.lookup(key) || 'application/octet-stream';
  if (size > 0) {
    const got = await storage.get(key, { start: 0, end: Math.min(size, SAMPLE_BYTES) - 1 });
    if (got) {
      const chunks: Buffer[] = [];
      for await (const chunk of got.body) chunks.push(Buffer.from(chunk as Uint8Array));
      const found = await (await fileType()).fileTypeFromBuffer(Buffer.concat(chunks));
      if (found) return canonical(found.mime);
    }
  }
  return PLAIN_BY_NAME.test(named) ? named : 'application/octet-stream';
}

/**
 * A stored file renamed or moved to `toName` must still be what the name says, as at upload: the
 * content is read again and checked against the new name (`x.txt` holding HTML is no `x.pdf`).
 */
export async function checkRename(storage: ObjectStorage, key: string, toName: string): Promise<void> {
  const source = await storage.get(key);
  if (!source) return;
  const { body } = await sniff(source.body, 'any', toName);
  body.destroy();
}

const THUMBNAIL_PX = 320;
/** Thumbnails live apart from the files, so a folder's listing shows only what was uploaded. */
export const thumbnailKeyOf = (key: string) => `thumbnails/${key}.webp`;

/** The picture's size and a small WebP beside it; a picture that cannot be decoded is refused. */
async function imageDetails(storage: ObjectStorage, key: string): Promise<Partial<StoredFile>> {
  const source = await storage.get(key);
  if (!source) throw new Error(`stored picture ${key} vanished`);
  const decoder = (await loadSharp())({ limitInputPixels: 100_000_000, failOn: 'error' });
  source.body.pipe(decoder);
  try {
    const [meta, thumbnail] = await Promise.all([
      decoder.clone().metadata(),
      decoder.clone().rotate().resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
    ]);
    const thumbnailKey = thumbnailKeyOf(key);
    await storage.put(thumbnailKey, Readable.from([thumbnail]), { contentType: 'image/webp' });
    const rotated = (meta.orientation ?? 1) >= 5;
    return { width: rotated ? meta.height : meta.width, height: rotated ? meta.width : meta.height, thumbnailKey };
  } catch (error) {
    source.body.destroy();
    throw new FileTypeError(`The picture cannot be read: ${(error as Error).message.split('\n')[0]}`);
  }
}

async function mediaDuration(storage: ObjectStorage, key: string, contentType: string): Promise<Partial<StoredFile>> {
  const source = await storage.get(key);
  if (!source) throw new Error(`stored file ${key} vanished`);
  try {
    const meta = await (await musicMetadata()).parseStream(source.body, { mimeType: contentType, size: source.object.size }, { duration: true, skipCovers: true });
    const seconds = meta.format.duration;
    return seconds && Number.isFinite(seconds) ? { durationSeconds: Math.round(seconds * 100) / 100 } : {};
  } catch {
    // A clip whose length cannot be read still plays; the console shows no duration.
    return {};
  } finally {
    source.body.destroy();
  }
}

/** What the console shows of a stored file beyond its bytes: picture size and thumbnail, duration. */
export async function fileDetails(storage: ObjectStorage, key: string, contentType: string): Promise<Partial<StoredFile>> {
  if (contentType.startsWith('image/') && contentType !== 'image/svg+xml') return imageDetails(storage, key);
  if (contentType.startsWith('audio/') || contentType.startsWith('video/')) return mediaDuration(storage, key, contentType);
  return {};
}
