import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FILE_KINDS } from '../../../core/files.js';
import { principalOf } from '../../auth/authenticate.js';
import { HttpError, parseInput } from '../../http/errors.js';
import { docs } from '../../http/route-docs.js';
import { acceptUploads } from '../../http/multipart.js';
import { checkRename, sniff } from '../../storage/inspect.js';
import { checkName, checkPath } from '../../storage/keys.js';
import { FOLDER_MARKER, type StoredObject } from '../../storage/object-storage.js';
import { cloudContext, ROOT, tags, uploadQuery, folderBody, moveBody, deleteQuery, fileEntry, nameOf } from './cloud-context.js';

/** Changing cloud storage, every change audited: uploading files, making a folder, moving or renaming an entry, deleting one. */
export default async function cloudWriteRoutes(app: FastifyInstance) {
  await acceptUploads(app);
  const { entry, audit, folderExists } = cloudContext(app);
  app.post(
    '/api/cloudstorage/upload',
    {
      config: { capability: 'cloud.write' },
      schema: docs({
        summary: 'Uploads files into a folder (multipart, parts named "file")',
        description: `Each file streams to the storage (at most ${FILE_KINDS.any.maxBytes / 1024 ** 3} GB); its type is read from its content and must match its name. A name that exists is refused unless replace=true.`,
        tags,
        query: uploadQuery,
        response: { 201: z.array(fileEntry) },
      }),
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const query = parseInput(uploadQuery, request.query, 'query');
      const folder = checkPath(query.path, { allowEmpty: true });
      if (!(await folderExists(folder))) throw new HttpError(404, 'not_found', `There is no folder "${folder}"`);
      const stored: StoredObject[] = [];
      for await (const part of request.files()) {
        if (part.fieldname !== 'file') throw new HttpError(400, 'bad_request', `Unexpected part "${part.fieldname}": send each file as a part named "file"`);
        const name = checkName(part.filename ?? '');
        const key = `${ROOT}${folder ? `${folder}/` : ''}${name}`;
        const before = await app.storage.head(key);
        if (before && query.replace !== 'true') {
          part.file.resume();
          throw new HttpError(409, 'exists', `"${name}" exists already in this folder; upload it with replace to overwrite it`);
        }
        const { body, contentType } = await sniff(part.file, 'any', name);
        const object = await app.storage.put(key, body, { contentType, maxBytes: FILE_KINDS.any.maxBytes });
        await audit(principal, before ? 'update' : 'create', key.slice(ROOT.length), {
          file: { before: before ? { size: before.size } : null, after: { size: object.size, contentType } },
        });
        stored.push({ ...object, contentType });
      }
      if (!stored.length) throw new HttpError(400, 'bad_request', 'The request holds no file: send multipart/form-data with parts named "file"');
      return reply.status(201).send(stored.map(entry));
    },
  );

  app.post(
    '/api/cloudstorage/folder',
    { config: { capability: 'cloud.write' }, schema: docs({ summary: 'Creates a folder', tags, body: folderBody, response: { 201: z.object({ path: z.string() }) } }) },
    async (request, reply) => {
      const principal = principalOf(request);
      const body = parseInput(folderBody, request.body);
      const parent = checkPath(body.path, { allowEmpty: true });
      const path = `${parent ? `${parent}/` : ''}${checkName(body.name)}`;
      if (!(await folderExists(parent))) throw new HttpError(404, 'not_found', `There is no folder "${parent}"`);
      if ((await folderExists(path)) || (await app.storage.head(`${ROOT}${path}`))) throw new HttpError(409, 'exists', `"${body.name}" exists already`);
      const { Readable } = await import('node:stream');
      await app.storage.put(`${ROOT}${path}/${FOLDER_MARKER}`, Readable.from([]), { contentType: 'application/x-directory' });
      await audit(principal, 'create', `${path}/`, { folder: { before: null, after: path } });
      return reply.status(201).send({ path });
    },
  );

  app.post(
    '/api/cloudstorage/move',
    {
      config: { capability: 'cloud.write' },
      schema: docs({ summary: 'Renames or moves a file or folder (folders end in /)', tags, body: moveBody, response: { 200: z.object({ path: z.string() }) } }),
    },
    async (request) => {
      const principal = principalOf(request);
      const body = parseInput(moveBody, request.body);
      const folder = body.from.endsWith('/');
      if (folder !== body.to.endsWith('/')) throw new HttpError(400, 'bad_request', 'Move a folder to a folder path (both ending in /) and a file to a file path');
      const from = checkPath(body.from);
      const to = checkPath(body.to);
      if (folder && `${to}/`.startsWith(`${from}/`)) throw new HttpError(400, 'bad_request', 'A folder cannot move into itself');
      const parent = to.split('/').slice(0, -1).join('/');
      if (!(await folderExists(parent))) throw new HttpError(404, 'not_found', `There is no folder "${parent}"`);
      if (folder) {
        if (!(await folderExists(from))) throw new HttpError(404, 'not_found', `There is no folder "${from}"`);
        if (await app.storage.head(`${ROOT}${to}`)) throw new HttpError(409, 'exists', `"${nameOf(to)}" exists already`);
        await app.storage.move(`${ROOT}${from}/`, `${ROOT}${to}/`);
      } else {
        if (!(await app.storage.head(`${ROOT}${from}`))) throw new HttpError(404, 'not_found', `There is no file "${from}"`);
        if (await folderExists(to)) throw new HttpError(409, 'exists', `"${nameOf(to)}" exists already`);
        if (nameOf(to) !== nameOf(from)) await checkRename(app.storage, `${ROOT}${from}`, nameOf(to));
        await app.storage.move(`${ROOT}${from}`, `${ROOT}${to}`);
      }
      await audit(principal, 'update', folder ? `${to}/` : to, { path: { before: from, after: to } });
      return { path: to };
    },
  );

  app.delete(
    '/api/cloudstorage',
    {
      config: { capability: 'cloud.write' },
      schema: docs({ summary: 'Deletes a file, or a folder with everything in it', tags, query: deleteQuery, response: { 200: z.object({ deleted: z.number() }) } }),
    },
    async (request) => {
      const principal = principalOf(request);
      const query = parseInput(deleteQuery, request.query, 'query');
      const path = checkPath(query.path);
      let deleted: number;
      if (query.folder === 'true') {
        if (!(await folderExists(path))) throw new HttpError(404, 'not_found', `There is no folder "${path}"`);
        deleted = await app.storage.deletePrefix(`${ROOT}${path}/`);
      } else {
        const before = await app.storage.head(`${ROOT}${path}`);
        if (!before) throw new HttpError(404, 'not_found', `There is no file "${path}"`);
        await app.storage.delete(`${ROOT}${path}`);
        deleted = 1;
      }
      await audit(principal, 'delete', query.folder === 'true' ? `${path}/` : path, { [query.folder === 'true' ? 'folder' : 'file']: { before: path, after: null } });
      return { deleted };
    },
  );
}
