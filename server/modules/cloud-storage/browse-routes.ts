import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { can } from '../../../core/access.js';
import { principalOf } from '../../auth/authenticate.js';
import { HttpError, parseInput } from '../../http/errors.js';
import { docs } from '../../http/route-docs.js';
import { checkName, checkPath } from '../../storage/keys.js';
import { matchListing, SEARCH_LIMIT } from './search.js';
import {
  cloudContext,
  ROOT,
  CUSTOMERS,
  tags,
  pathQuery,
  searchQuery,
  fileEntry,
  folderEntry,
  listing,
  checkReach,
  nameOf,
  customerFolderOf,
  withTitles,
  titlesOf,
} from './cloud-context.js';

/** Browsing cloud storage: a folder's folders and files, and a search across every folder the caller may read. */
export default async function cloudBrowseRoutes(app: FastifyInstance) {
  const { entry, customerTitles, folderExists } = cloudContext(app);

  app.get(
    '/api/cloudstorage/list',
    { config: { capability: 'cloud.read' }, schema: docs({ summary: "A folder's sub-folders and files", tags, query: pathQuery, response: { 200: listing } }) },
    async (request) => {
      const principal = principalOf(request);
      const path = checkPath(parseInput(pathQuery, request.query, 'query').path, { allowEmpty: true });
      const canWrite = can(principal, 'cloud.write');
      if (!path && principal.scope !== 'staff') {
        // A customer's root is the set of their customers' folders that exist.
        const folders = [];
        for (const id of principal.customerIds) if (await folderExists(`${CUSTOMERS}/${id}`)) folders.push({ name: id, path: `${CUSTOMERS}/${id}` });
        return {
          path,
          titles: {},
          folders: withTitles(
            folders,
            await customerTitles(
              principal,
              folders.map((f) => f.path),
            ),
          ),
          files: [],
          canWrite: false,
        };
      }
      checkReach(principal, path);
      const { folders, objects } = await app.storage.list(path ? `${ROOT}${path}/` : ROOT);
      if (path && !folders.length && !objects.length && !(await folderExists(path))) throw new HttpError(404, 'not_found', `There is no folder "${path}"`);
      const listed = folders
        .map((f) => ({ name: nameOf(f), path: f.slice(ROOT.length).replace(/\/$/, '') }))
        .filter((f) => principal.scope === 'staff' || f.path.startsWith(`${CUSTOMERS}/`));
      const here = customerFolderOf(path);
      const titles = await customerTitles(principal, [...(here ? [here] : []), ...listed.map((f) => f.path)]);
      return {
        path,
        titles: titlesOf(titles, here ? [here] : []),
        folders: withTitles(listed, titles),
        files: objects.map(entry),
        canWrite,
      };
    },
  );

  app.get(
    '/api/cloudstorage/search',
    {
      config: { capability: 'cloud.read' },
      schema: docs({
        summary: 'Folders and files whose name contains the text, in every folder the caller may read',
        description: `Case-insensitive; folders first, then files, each in path order; at most ${SEARCH_LIMIT} (\`truncated\` says there were more).`,
        tags,
        query: searchQuery,
        response: { 200: z.object({ q: z.string(), titles: listing.shape.titles, folders: z.array(folderEntry), files: z.array(fileEntry), truncated: z.boolean() }) },
      }),
    },
    async (request) => {
      const principal = principalOf(request);
      const { q } = parseInput(searchQuery, request.query, 'query');
      // Staff search the whole store; customer staff their customers' folders, each listed on its own.
      const roots = principal.scope === 'staff' ? [ROOT] : principal.customerIds.map((id) => `${ROOT}${CUSTOMERS}/${checkName(id)}/`);
      const listings = await Promise.all(roots.map((root) => app.storage.list(root, { recursive: true })));
      const found = matchListing(listings, q, ROOT);
      const files = found.objects.map(entry);
      const paths = [...found.folders, ...files].map((e) => e.path);
      const titles = await customerTitles(principal, paths);
      return {
        q,
        titles: titlesOf(titles, new Set(paths.flatMap((p) => customerFolderOf(p) ?? []))),
        folders: withTitles(found.folders, titles),
        files,
        truncated: found.truncated,
      };
    },
  );
}
