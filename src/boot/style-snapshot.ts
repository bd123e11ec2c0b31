/**
 * The console's styles from the last visit, put back before the console starts. MUI's styles are
 * made at run time: each new class is compiled (stylis) and inserted rule by rule, and on a phone
 * that was a third of the longest tasks of a list opened from an alert's link, most of them
 * classes the console had already made on the last visit. emotion takes styles a page already
 * holds, in a `<style data-emotion="<key> <name> …">`, as inserted (the way server-rendered pages
 * hand theirs over), and compiles only the classes it has not seen.
 *
 * A class's name is a hash of its styles, so a kept rule can never disagree with what the console
 * would make; the snapshot is still kept per build (the entry script's address), so a newer MUI
 * or stylis starts afresh.
 */

/** emotion's cache key: the prefix of the console's class names (`g-1x2y3z`). */
export const STYLE_KEY = 'g';
const STORAGE_KEY = 'gondola.styles';
/** Beyond this the snapshot is not kept (the console's first screens make ~100 KB). */
export const MAX_SNAPSHOT_CHARS = 600_000;

interface Snapshot {
  build: string;
  names: string[];
  css: string;
}

/** The build's identity: the address of the entry script, which changes with every build. */
export const buildOfPage = (doc: Document = document) => doc.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';

/** Puts the last visit's styles into the page (once), if they are of this build. */
export function restoreStyleSnapshot(doc: Document = document, storage: Storage | undefined = globalThis.localStorage): void {
  if (doc.querySelector(`style[data-emotion^="${STYLE_KEY} "]`)) return;
  let snapshot: Snapshot | undefined;
  try {
    snapshot = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null') ?? undefined;
  } catch {
    snapshot = undefined;
  }
  if (!snapshot || snapshot.build !== buildOfPage(doc) || !Array.isArray(snapshot.names) || typeof snapshot.css !== 'string' || !snapshot.names.length) return;
  const style = doc.createElement('style');
  style.setAttribute('data-emotion', [STYLE_KEY, ...snapshot.names.filter((n) => /^[\w-]+$/.test(n))].join(' '));
  style.textContent = snapshot.css;
  doc.head.appendChild(style);
}

/** Keeps the styles the console holds now for the next visit (too large a set is not kept). */
export function storeStyleSnapshot(names: string[], css: string, doc: Document = document, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (css.length > MAX_SNAPSHOT_CHARS || !names.length) storage?.removeItem(STORAGE_KEY);
    else storage?.setItem(STORAGE_KEY, JSON.stringify({ build: buildOfPage(doc), names, css } satisfies Snapshot));
  } catch {
    // A full or refused storage only costs the next visit its head start.
  }
}
