import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Addressed } from '../../core/resource-kit/paths.js';
import { SCREEN_CHUNKS_FILE } from '../../core/screen-chunks.js';
import { pickEncoding, SpaIndex } from './spa-index.js';

const isBackendPath = (url: string) => /^\/(api|oidc)(\/|$|\?)/.test(url);

/**
 * Serves the built SPA: hashed assets immutable and pre-compressed, index.html never cached, and
 * every other non-API path answered with index.html so that deep links work (BrowserRouter).
 */
export async function registerSpa(app: FastifyInstance, spaDir: string, publicConfig: object, resources: readonly Addressed[]) {
  const index = SpaIndex.read(spaDir, publicConfig, resources);
  if (index) {
    await app.register(fastifyStatic, {
      root: spaDir,
      prefix: '/',
      wildcard: false,
      preCompressed: true,
      index: false,
      cacheControl: false,
      // Source maps (the whole TypeScript source) stay on the disk for an error tracker.
      // The build's list of each screen's chunks is the server's to read.
      allowedPath: (pathName) => !pathName.endsWith('.map') && !pathName.startsWith(`/${SCREEN_CHUNKS_FILE}`),
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    if (!index) {
      return reply.status(503).type('text/plain; charset=utf-8').send('The console has not been built yet: run `npm run build:spa` (npm start does this for you).');
    }
    const [encoding, body] = pickEncoding(request, index.variantsFor(request.url.split('?')[0]!));
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  };

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (isBackendPath(url)) {
      return reply.status(404).send({ error: 'not_found', message: `No route ${request.method} ${url.split('?')[0]}` });
    }
    // A missing hashed asset must stay a 404: answering HTML would break the module loader.
    if (url.startsWith('/assets/') || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return sendIndex(request, reply);
  });
}
