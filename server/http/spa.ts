import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_CONFIG_ELEMENT_ID } from '../../core/constants.js';

interface IndexVariants {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * index.html with the public configuration in it, compressed once at start: the console then starts
 * without asking for it, one round trip less before anything else can load (on a phone, the
 * longest wait of opening a link). A JSON block is data, never run, so the CSP is unchanged.
 */
function readIndex(spaDir: string, publicConfig: object): IndexVariants | undefined {
  const file = path.join(spaDir, 'index.html');
  if (!fs.existsSync(file)) return undefined;
  // `<` escaped: no value of the configuration can close the element.
  const json = JSON.stringify(publicConfig).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${json}</script>`;
  const page = fs.readFileSync(file, 'utf8');
  const html = page.includes('</head>') ? page.replace('</head>', `${element}\n  </head>`) : `${page}${element}`;
  const identity = Buffer.from(html);
  return {
    identity,
    br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(identity, { level: 9 }),
  };
}

function pickEncoding(request: FastifyRequest, index: IndexVariants): ['br' | 'gzip' | undefined, Buffer] {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (index.br && /\bbr\b/.test(accepted)) return ['br', index.br];
  if (index.gzip && /\bgzip\b/.test(accepted)) return ['gzip', index.gzip];
  return [undefined, index.identity];
}

const isBackendPath = (url: string) => /^\/(api|oidc)(\/|$|\?)/.test(url);

/**
 * Serves the built SPA: hashed assets immutable and pre-compressed, index.html never cached, and
 * every other non-API path answered with index.html so that deep links work (BrowserRouter).
 */
export async function registerSpa(app: FastifyInstance, spaDir: string, publicConfig: object) {
  const index = readIndex(spaDir, publicConfig);
  if (index) {
    await app.register(fastifyStatic, {
      root: spaDir,
      prefix: '/',
      wildcard: false,
      preCompressed: true,
      index: false,
      cacheControl: false,
      // Source maps (the whole TypeScript source) stay on the disk for an error tracker.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
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
    const [encoding, body] = pickEncoding(request, index);
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
