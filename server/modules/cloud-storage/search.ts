import type { ListedPrefix, StoredObject } from '../../storage/object-storage.js';

/** At most this many matches in one answer; the answer says when there were more. */
export const SEARCH_LIMIT = 200;

export interface SearchMatches {
  folders: Array<{ name: string; path: string }>;
  objects: StoredObject[];
  truncated: boolean;
}

const folded = (text: string) => text.normalize('NFC').toLocaleLowerCase();
const lastName = (key: string) => key.replace(/\/$/, '').split('/').pop() ?? '';

/**
 * The folders and files below a listing whose own name contains the text (case and Unicode
 * normalisation aside), folders first, each in path order, at most SEARCH_LIMIT in all.
 */
export function matchListing(listings: ListedPrefix[], text: string, root: string): SearchMatches {
  const needle = folded(text.trim());
  const folders = listings
    .flatMap((l) => l.folders)
    .filter((key) => folded(lastName(key)).includes(needle))
    .sort()
    .map((key) => ({ name: lastName(key), path: key.slice(root.length).replace(/\/$/, '') }));
  const objects = listings
    .flatMap((l) => l.objects)
    .filter((o) => folded(lastName(o.key)).includes(needle))
    .sort((a, b) => a.key.localeCompare(b.key));
  const keptFolders = folders.slice(0, SEARCH_LIMIT);
  const keptObjects = objects.slice(0, SEARCH_LIMIT - keptFolders.length);
  return { folders: keptFolders, objects: keptObjects, truncated: keptFolders.length + keptObjects.length < folders.length + objects.length };
}
