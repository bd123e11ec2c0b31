import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { FILE_KINDS, type FileKind, type StoredFile } from '../../core/files.js';
import { fileDetails, sniff, thumbnailKeyOf } from './inspect.js';
import { keySafeName } from './keys.js';
import type { ObjectStorage } from './object-storage.js';

export interface IngestRequest {
  body: Readable;
  fileName: string;
  kind: FileKind;
  /** The folder the server chose; the file gets a fresh name in it. */
  folder: string;
  maxBytes?: number;
}

/**
 * Takes an upload into a record's file: type from its content, size within the kind's limit,
 * stored under a fresh key, with its picture size, thumbnail or duration. On any failure nothing
 * of it stays behind.
 */
export async function ingestFile(storage: ObjectStorage, request: IngestRequest): Promise<StoredFile> {
  const { body, contentType, extension } = await sniff(request.body, request.kind, request.fileName);
  const key = `${request.folder}/${randomUUID()}-${keySafeName(request.fileName, extension)}`;
  const maxBytes = Math.min(request.maxBytes ?? Number.POSITIVE_INFINITY, FILE_KINDS[request.kind].maxBytes);
  const stored = await storage.put(key, body, { contentType, maxBytes });
  try {
    const details = await fileDetails(storage, key, contentType);
    return { key, name: request.fileName.normalize('NFC').slice(0, 200), size: stored.size, contentType, uploadedAt: new Date().toISOString(), ...details };
  } catch (error) {
    await discardFile(storage, { key, thumbnailKey: thumbnailKeyOf(key) });
    throw error;
  }
}

/** Removes a stored file and its thumbnail (replaced, or its record deleted). */
export async function discardFile(storage: ObjectStorage, file: Pick<StoredFile, 'key' | 'thumbnailKey'>) {
  await storage.delete(file.key);
  if (file.thumbnailKey) await storage.delete(file.thumbnailKey);
}
