import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogger } from '../../server/http/request-logger.js';

/** A Fastify app logging at `level` into an array of parsed lines, with a route that logs at each level. */
async function appLoggingAt(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new LogController({ disableRequestLogging: true }), childLoggerFactory: requestLogger });
  app.get('/say/:level', async (request) => {
    const { level: at } = request.params as { level: 'info' | 'warn' | 'error' | 'debug' };
    request.log[at]({ said: at }, 'a line');
    return { enabled: (request.log as unknown as { isLevelEnabled(l: string): boolean }).isLevelEnabled(at) };
  });
  app.get('/quiet', { logLevel: 'error' }, async (request) => {
    request.log.warn('not written: the route logs errors only');
    request.log.error('written');
    return {};
  });
  await app.ready();
  return { app, lines };
}

describe('a request logger made on its first line', () => {
  it('writes lines at the levels the server logs, with the request id, and nothing below them', async () => {
    const { app, lines } = await appLoggingAt('warn');
    const info = await app.inject('/say/info');
    const warn = await app.inject('/say/warn');
    expect(info.json()).toEqual({ enabled: false });
    expect(warn.json()).toEqual({ enabled: true });
    expect(lines.filter((l) => l.msg === 'a line')).toEqual([expect.objectContaining({ said: 'warn', reqId: expect.any(String), level: 40 })]);
    await app.close();
  });

  it('keeps a route’s own level', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject('/quiet');
    expect(lines.map((l) => l.msg)).toEqual(['written']);
    await app.close();
  });

  it('writes nothing and throws nothing where the server has no logger', async () => {
    const app = Fastify({ logger: false, childLoggerFactory: requestLogger });
    app.get('/', async (request) => {
      request.log.info('no logger configured: nothing to write, nothing thrown');
      return {};
    });
    expect((await app.inject('/')).statusCode).toBe(200);
    await app.close();
  });

  it('gives children of the request logger the request id too', async () => {
    const { app, lines } = await appLoggingAt('info');
    const child = requestLogger(app.log, { reqId: 'r-1' }, {}).child({ part: 'upload' });
    child.info('from a child');
    expect(lines.at(-1)).toEqual(expect.objectContaining({ msg: 'from a child', reqId: 'r-1', part: 'upload' }));
    await app.close();
  });
});
