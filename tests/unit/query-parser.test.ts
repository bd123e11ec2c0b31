import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { rememberingQueryParser } from '../../server/http/query-parser.js';

describe('the remembering query-string parser', () => {
  it('parses as Fastify does: decoded values, repeated keys as arrays, plus as space, no prototype', () => {
    const parse = rememberingQueryParser();
    const query = parse('filter=%7B%22id%22%3A%5B%22a%22%5D%7D&tag=x&tag=y&q=snow+park&__proto__=1');
    expect({ ...query }).toEqual({ filter: '{"id":["a"]}', tag: ['x', 'y'], q: 'snow park', ['__proto__']: '1' });
    expect(Object.getPrototypeOf(query)).toBeNull();
    expect(parse('')).toEqual({});
  });

  it('gives each request its own copy, so a change to one does not reach the next', () => {
    const parse = rememberingQueryParser();
    const first = parse('tag=x&tag=y&sort=name');
    first.sort = 'changed';
    (first.tag as string[]).push('z');
    expect({ ...parse('tag=x&tag=y&sort=name') }).toEqual({ tag: ['x', 'y'], sort: 'name' });
  });

  it('parses a query too long to keep every time, the same way', () => {
    const parse = rememberingQueryParser();
    const long = `q=${'a'.repeat(5000)}&page=2`;
    expect(parse(long)).toEqual(parse(long));
    expect(parse(long).page).toBe('2');
  });

  it("is the parser of a Fastify app's router, whose schemas coerce the values per request", async () => {
    const app = Fastify({ routerOptions: { querystringParser: rememberingQueryParser() } });
    app.get('/page', { schema: { querystring: { type: 'object', properties: { n: { type: 'integer' } } } } }, async (request) => request.query);
    for (let i = 0; i < 2; i++) {
      const response = await app.inject('/page?n=3&x=a%20b');
      expect(response.json()).toEqual({ n: 3, x: 'a b' });
    }
    await app.close();
  });
});
