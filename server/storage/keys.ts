import { codePoint, firstInvisible, readsAsSeparator, unusualSymbol } from '../../core/visible-text.js';
import { FOLDER_MARKER, StorageError } from './object-storage.js';

/** A name or path the storage refuses; the message says what is wrong (a 400 to the caller). */
export class StoragePathError extends StorageError {
  constructor(message: string) {
    super(400, 'BAD_PATH', message);
  }
}

const MAX_NAME_BYTES = 200;
const MAX_DEPTH = 20;
// What Windows refuses in a name (controls and the rest are refused as invisible or unusual).
const RESERVED = /[<>:"|?*]/u;

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
  const hidden = firstInvisible(name);
  if (hidden) throw new StoragePathError(`The name contains a character that does not show (${codePoint(hidden)}, a control, format or special space character)`);
  if (RESERVED.test(name)) throw new StoragePathError(`"${name}" contains a reserved character (< > : " | ? *)`);
  const lookalike = readsAsSeparator(name);
  if (lookalike) throw new StoragePathError(`"${name}" contains a character that looks like a slash or a dot (${codePoint(lookalike)} "${lookalike}")`);
  const symbol = unusualSymbol(name);
  if (symbol)
    throw new StoragePathError(`"${name}" contains the symbol ${codePoint(symbol)} "${symbol}", which names may not hold (letters, digits, spaces and common punctuation only)`);
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
