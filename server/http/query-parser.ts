import { parse } from 'fast-querystring';
import { setBounded } from '../../core/bounded-map.js';

type Query = Record<string, string | string[]>;

/** Query strings longer than this are parsed every time: a one-off search is not worth keeping. */
const KEPT_LENGTH = 4096;
/** How many parsed query strings are kept (at most ~1 MB of text). */
const KEPT = 256;

/**
 * Fastify's query-string parser (the one it uses itself, fast-querystring), remembering what it
 * parsed: a console asks the same list and record pages again and again, and decoding a getMany's
 * URL-encoded JSON of 25 ids again was a tenth of the API's own CPU for that request. Each request
 * gets its own copy, since a route's schema coerces the values it reads in place.
 */
export function rememberingQueryParser(): (query: string) => Query {
  const parsed = new Map<string, Query>();
  return (query) => {
    if (query.length === 0) return {};
    if (query.length > KEPT_LENGTH) return parse(query) as Query;
    let known = parsed.get(query);
    if (!known) {
      known = parse(query) as Query;
      setBounded(parsed, query, known, KEPT);
    }
    return copyOf(known);
  };
}

/** A fresh object with no prototype, as the parser makes it (a key `__proto__` is only a key). */
function copyOf(query: Query): Query {
  const copy: Query = Object.create(null);
  for (const key in query) {
    const value = query[key]!;
    copy[key] = Array.isArray(value) ? value.slice() : value;
  }
  return copy;
}
