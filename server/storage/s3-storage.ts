import {
  CopyObjectCommand,
  CreateBucketCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { byteLimit, typeOfKey, type ByteRange, FOLDER_MARKER, type ListedPrefix, type ObjectStorage, StorageConflictError, type StoredObject } from './object-storage.js';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addressing (MinIO, most self-hosted servers); virtual-host style otherwise. */
  forcePathStyle: boolean;
}

const missing = (error: unknown) => error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * S3-compatible object storage (production). Uploads stream as multipart parts of 8 MB, two in
 * flight, so a 2 GB clip costs the server about 16 MB; a part upload that fails aborts the whole
 * upload, and S3 never shows an incomplete multipart upload as an object.
 */
/** The folders (each ending in `/`) a key lies in below a prefix: `a/b/c.txt` under `a/` is in `a/b/`. */
const foldersOf = (key: string, prefix: string) => {
  const parts = key.slice(prefix.length).split('/').slice(0, -1);
  return parts.map((_, i) => `${prefix}${parts.slice(0, i + 1).join('/')}/`);
};

export class S3Storage implements ObjectStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId && settings.secretAccessKey ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } } : {}),
      // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Checks the bucket answers; creates it when `create` (demo and test servers start empty). */
  async ready(create = false) {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      if (!create || !missing(error)) throw error;
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    }
  }

  async put(key: string, body: Readable, { contentType, maxBytes }: { contentType: string; maxBytes?: number }): Promise<StoredObject> {
    const limited = new PassThrough();
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: limited, ContentType: contentType },
      partSize: 8 * 1024 * 1024,
      queueSize: 2,
      leavePartsOnError: false,
    });
    const feeding = pipeline(body, byteLimit(maxBytes), limited);
    try {
      await Promise.all([feeding, upload.done()]);
    } catch (error) {
      await upload.abort().catch(() => {});
      limited.destroy();
      throw error;
    }
    return (await this.head(key))!;
  }

  async get(key: string, range?: ByteRange) {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
      const total = range ? Number(/\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1] ?? answer.ContentLength) : Number(answer.ContentLength);
      const object: StoredObject = { key, size: total, contentType: answer.ContentType ?? 'application/octet-stream', modifiedAt: answer.LastModified ?? new Date() };
      return { object, body: answer.Body as Readable };
    } catch (error) {
      if (missing(error) || (error instanceof S3ServiceException && error.name === 'InvalidRange')) return undefined;
      throw error;
    }
  }

  async head(key: string): Promise<StoredObject | undefined> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { key, size: Number(answer.ContentLength ?? 0), contentType: answer.ContentType ?? 'application/octet-stream', modifiedAt: answer.LastModified ?? new Date() };
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  }

  async list(prefix: string, { recursive = false } = {}): Promise<ListedPrefix> {
    const folders: string[] = [];
    const seen = new Set<string>();
    const objects: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token, ...(recursive ? {} : { Delimiter: '/' }) }));
      for (const p of page.CommonPrefixes ?? []) if (p.Prefix) folders.push(p.Prefix);
      for (const o of page.Contents ?? []) {
        // Listed recursively, the folders are the ones the keys pass through (an empty one holds its marker).
        if (recursive && o.Key) for (const folder of foldersOf(o.Key, prefix)) seen.add(folder);
        if (!o.Key || o.Key.endsWith(`/${FOLDER_MARKER}`) || o.Key === FOLDER_MARKER) continue;
        objects.push({ key: o.Key, size: Number(o.Size ?? 0), contentType: typeOfKey(o.Key), modifiedAt: o.LastModified ?? new Date() });
      }
      token = page.NextContinuationToken;
    } while (token);
    return { folders: [...folders, ...seen].sort(), objects };
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  private async allKeys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
      token = page.NextContinuationToken;
    } while (token);
    return keys;
  }

  async deletePrefix(prefix: string) {
    const keys = await this.allKeys(prefix);
    for (let i = 0; i < keys.length; i += 1000) {
      await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true } }));
    }
    return keys.filter((k) => !k.endsWith(FOLDER_MARKER)).length;
  }

  private async copy(from: string, to: string) {
    const source = `${this.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`;
    await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: to, CopySource: source }));
  }

  /** S3 has no rename: copy, then delete the original (a folder file by file). */
  async move(from: string, to: string) {
    if (from.endsWith('/')) {
      if ((await this.allKeys(to)).length) throw new StorageConflictError(to);
      const keys = await this.allKeys(from);
      for (const key of keys) await this.copy(key, `${to}${key.slice(from.length)}`);
      await this.deletePrefix(from);
      return;
    }
    if (await this.head(to)) throw new StorageConflictError(to);
    await this.copy(from, to);
    await this.delete(from);
  }

  async close() {
    this.client.destroy();
  }
}
