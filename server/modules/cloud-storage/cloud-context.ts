import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Principal } from '../../../core/access.js';
import { writeAudit } from '../../crud/audit.js';
import { HttpError } from '../../http/errors.js';
import { FOLDER_MARKER, type StoredObject } from '../../storage/object-storage.js';

export const ROOT = 'cloud/';
export const CUSTOMERS = 'customers';
export const tags = ['Cloud storage'];

export const pathQuery = z.object({ path: z.string().max(2000).default('') });
export const uploadQuery = pathQuery.extend({ replace: z.enum(['true', 'false']).default('false') });
export const folderBody = z.object({ path: z.string().max(2000).default(''), name: z.string().min(1).max(300) }).strict();
export const moveBody = z.object({ from: z.string().min(1).max(2000), to: z.string().min(1).max(2000) }).strict();
export const searchQuery = z.object({ q: z.string().trim().min(1).max(200) });
export const deleteQuery = z.object({ path: z.string().min(1).max(2000), folder: z.enum(['true', 'false']).default('false') });

export const fileEntry = z.object({
  name: z.string(),
  path: z.string(),
  size: z.number(),
  contentType: z.string(),
  modifiedAt: z.string(),
  url: z.string(),
  downloadUrl: z.string(),
});
/** A folder; `title` is what people call it where its name is a key (a customer's folder is named by the customer's id). */
export const folderEntry = z.object({ name: z.string(), path: z.string(), title: z.string().optional() });
export const listing = z.object({
  path: z.string(),
  /** What people call the folders on the way to this one where their names are keys, by path. */
  titles: z.record(z.string(), z.string()),
  folders: z.array(folderEntry),
  files: z.array(fileEntry),
  canWrite: z.boolean(),
});

/** Customer staff reach `customers/<one of theirs>/…` only; staff reach everything under the root. */
export function checkReach(principal: Principal, path: string) {
  if (principal.scope === 'staff') return;
  const [top, customer] = path.split('/');
  if (top !== CUSTOMERS || !customer || !principal.customerIds.includes(customer)) {
    throw new HttpError(404, 'not_found', 'There is no such folder');
  }
}

export const nameOf = (path: string) => path.replace(/\/$/, '').split('/').pop() ?? '';
/** The `customers/<id>` folder a path lies in, or is. */
export const customerFolderOf = (path: string) => {
  const [top, id] = path.split('/');
  return top === CUSTOMERS && id ? `${CUSTOMERS}/${id}` : undefined;
};
/** The folders titled among those given (a folder keeps its name; `title` is what people call it). */
export const withTitles = <F extends { path: string }>(folders: F[], titles: Record<string, string>): Array<F & { title?: string }> =>
  folders.map((f) => (titles[f.path] ? { ...f, title: titles[f.path] } : f));
/** The titles of the given folders only. */
export const titlesOf = (titles: Record<string, string>, folders: Iterable<string>) => Object.fromEntries([...folders].flatMap((f) => (titles[f] ? [[f, titles[f]]] : [])));

/** What every cloud-storage route works with: an entry as listed (signed links), the audit of a write, the customer folders' titles, whether a folder exists. */
export function cloudContext(app: FastifyInstance) {
  const entry = (object: StoredObject) => {
    const path = object.key.slice(ROOT.length);
    return {
      name: nameOf(path),
      path,
      size: object.size,
      contentType: object.contentType,
      modifiedAt: object.modifiedAt.toISOString(),
      url: app.fileLinks.link(object.key),
      downloadUrl: app.fileLinks.link(object.key, { download: true }),
    };
  };
  const audit = (principal: Principal, action: 'create' | 'update' | 'delete', path: string, changes: Record<string, { before: unknown; after: unknown }>) =>
    writeAudit(app.db, principal, action, 'cloudstorage', path.slice(0, 500), changes);

  // What people call the customer folders the paths lie in: the customer's name, read as the caller
  // may read customers (names, never keys), by folder path; one read for all of them.
  const customerTitles = async (principal: Principal, paths: string[]): Promise<Record<string, string>> => {
    const ids = [...new Set(paths.flatMap((p) => customerFolderOf(p)?.slice(CUSTOMERS.length + 1) ?? []))];
    const customers = app.resources.models.get('customers');
    if (!ids.length || !customers) return {};
    const { records } = await app.resources.repository.list(customers, { sort: { field: 'name', order: 'ASC' }, range: [0, ids.length - 1], filter: { id: ids } }, principal);
    return Object.fromEntries(records.map((r) => [`${CUSTOMERS}/${r.id}`, String(r.name)]));
  };

  const folderExists = async (path: string) => {
    if (!path) return true;
    const { folders, objects } = await app.storage.list(`${ROOT}${path}/`);
    return folders.length > 0 || objects.length > 0 || !!(await app.storage.head(`${ROOT}${path}/${FOLDER_MARKER}`));
  };
  return { entry, audit, customerTitles, folderExists };
}
