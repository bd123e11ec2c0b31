import { FOLDER_MARKER, StorageError } from './object-storage.js';

/** A name or path the storage refuses; the message says what is wrong (a 400 to the caller). */
export class StoragePathError extends StorageError {
  constructor(message: string) {
    super(400, 'BAD_PATH', message);
  }
}

const MAX_NAME_BYTES = 200;
const MAX_DEPTH = 20;
// Characters that look like a separator or a dot to a person, or become one under NFKC folding.
const LOOKALIKES = /[\u2024\u2025\u2026\u2044\u2215\u29F8\u29F9\uFE52\uFE68\uFF0E\uFF0F\uFF3C]/u;
// Controls, format characters (bidirectional overrides, zero-width), and characters Windows refuses.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused here
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff<>:"|?*]/u;

/** One file or folder name as a user gave it, checked and in Unicode NFC; a reason otherwise. */
export function checkName(raw: string): string {
  if (raw.includes('\u0000')) throw new StoragePathError('The name contains a NUL character');
  const name = raw.normalize('NFC');
  if (!name.trim()) throw new StoragePathError('The name is empty');
  if (name !== name.trim()) throw new StoragePathError(`"${name}" starts or ends with a space`);
  if (name.includes('\\')) throw new StoragePathError(`"${name}" contains a backslash`);
  if (name.includes('/')) throw new StoragePathError(`"${name}" contains a slash`);
  if (name === '.' || name === '..') throw new StoragePathError(`"${name}" is not a name`);
  if (name.startsWith('.')) throw new StoragePathError(`"${name}" starts with a dot`);
  if (LOOKALIKES.test(name)) throw new StoragePathError(`"${name}" contains a character that looks like a slash or a dot`);
  const folded = name.normalize('NFKC');
  if (folded.includes('/') || folded.includes('\\') || folded.includes('..')) throw new StoragePathError(`"${name}" contains a character that reads as a slash or a dot`);
  if (FORBIDDEN.test(name)) throw new StoragePathError(`"${name}" contains a control or reserved character (< > : " | ? *)`);
  if (Buffer.byteLength(name) > MAX_NAME_BYTES) throw new StoragePathError(`The name is longer than ${MAX_NAME_BYTES} bytes`);
  if (name === FOLDER_MARKER) throw new StoragePathError(`"${name}" is reserved`);
  return name;
}

/**
 * A relative path of checked names (`a/b/c.png`), as a user or a URL gave it: absolute paths,
 * `..`, empty segments and backslashes are refused, never repaired.
 */
export function checkPath(raw: string, { allowEmpty = false } = {}): string {
  if (raw.includes('\u0000')) throw new StoragePathError('The path contains a NUL character');
  if (raw === '' && allowEmpty) return '';
  if (raw.startsWith('/') || /^[a-zA-Z]:/.test(raw)) throw new StoragePathError('The path must be relative (no leading / or drive letter)');
  if (raw.includes('\\')) throw new StoragePathError('The path contains a backslash');
  const segments = raw.replace(/\/$/, '').split('/');
  if (segments.length > MAX_DEPTH) throw new StoragePathError(`The path is deeper than ${MAX_DEPTH} folders`);
  for (const s of segments) if (s === '') throw new StoragePathError('The path contains an empty folder name (//)');
  return segments.map(checkName).join('/');
}

/** A file name made safe for a key the server chooses (uploads into records): never refused, only simplified. */
export function keySafeName(raw: string, fallbackExtension: string): string {
  const base = raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(0, 80);
  const name = base || 'file';
  return /\.[a-z0-9]{2,5}$/i.test(name) ? name : `${name}.${fallbackExtension}`;
}
