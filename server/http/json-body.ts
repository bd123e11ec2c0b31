import type { FastifyInstance } from 'fastify';
import { parse } from 'secure-json-parse';
import { HttpError } from './errors.js';

/**
 * JSON bodies parsed as Fastify does (prototype-poisoning keys refused), but with an answer that
 * names the problem: Fastify's own parser says "not valid JSON" for both a syntax error and a
 * `__proto__` key, so a caller cannot tell which part of the body to fix.
 */
export function installJsonBodyParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(new HttpError(400, 'bad_request', 'The body is empty but its content-type says JSON'), undefined);
    try {
      done(null, parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch (error) {
      const message =
        error instanceof SyntaxError && !/prototype/i.test(error.message)
          ? `The body is not valid JSON: ${error.message}`
          : 'The body contains a forbidden key ("__proto__", or "constructor" with "prototype"); rename it';
      done(new HttpError(400, 'bad_request', message), undefined);
    }
  });
}
