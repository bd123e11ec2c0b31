import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writableFields, type ResourceDefinition } from '../../core/resource-kit/index.js';
import { RESOURCES } from '../../resources/index.js';
import { multipart } from '../support/multipart.js';
import { sampleRecord } from '../support/sample-records.js';
import { badBodies, fuzzBudget, listParams, type BadBody } from './bad-input-arbitraries.js';
import { databaseFingerprint, recordCases, setupReliabilityApp } from './support.js';

// ASVS 1.2, 15.3: whatever arrives, the answer is a 4xx that names the problem (or a valid list),
// never a 5xx, and nothing is written. The cases are a budget per field kind, shared by the
// resources that have that kind (fuzzBudget), with a floor per resource so that each one's list,
// read, create and update routes are always tried: a new resource adds its floor, not thousands.
// RELIABILITY_FUZZ_RUNS raises the budget of each field kind.
const PER_KIND = Number(process.env.RELIABILITY_FUZZ_RUNS ?? 600);
const BUDGET = fuzzBudget(RESOURCES, PER_KIND);
const TOTAL = [...BUDGET.values()].reduce((a, b) => a + b, 0);
const MULTIPART_RUNS = 400;
const ctx = setupReliabilityApp('bad-input', { RATE_LIMIT_API_PER_MIN: '0' });

type Case = { kind: 'list'; params: Record<string, string> } | { kind: 'create' | 'update'; bad: BadBody } | { kind: 'read'; id: string };

async function request(method: string, url: string, payload?: unknown) {
  const body = typeof payload === 'string' ? payload : payload === undefined ? undefined : JSON.stringify(payload);
  const response = await ctx.app.inject({
    method: method as 'GET',
    url,
    headers: { ...(await ctx.as('admin')), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    payload: body,
  });
  let json: { message?: unknown; errors?: Record<string, string> } | undefined;
  try {
    json = JSON.parse(response.body) as typeof json;
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, json, raw: response.body };
}

/** What is wrong with the answer to a body the server must refuse, or undefined when it is right. */
function verdictOnRefusal(bad: BadBody, answer: Awaited<ReturnType<typeof request>>): string | undefined {
  if (answer.status < 400 || answer.status >= 500) return `answered ${answer.status}`;
  if (typeof answer.json?.message !== 'string' || !answer.json.message) return 'no message';
  // A prototype-poisoning key anywhere in the body is named before any field problem.
  const serialized = typeof bad.body === 'string' ? bad.body : (JSON.stringify(bad.body) ?? '');
  if (answer.json.message.includes('__proto__') && (serialized.includes('"__proto__"') || serialized.includes('"prototype"'))) return undefined;
  if (bad.kind === 'over the size limit') return answer.status === 413 ? undefined : `answered ${answer.status}, not 413`;
  if (bad.kind === 'bad structure')
    return answer.status === 400 && (Object.keys(answer.json.errors ?? {}).some((k) => k === bad.field || k.startsWith(`${bad.field}.`)) || answer.json.message.includes(bad.field))
      ? undefined
      : `answered ${answer.status} without naming ${bad.field}: ${answer.raw.slice(0, 200)}`;
  if (bad.kind === 'not JSON') return answer.status === 400 ? undefined : `answered ${answer.status}, not 400`;
  if (
    (bad.kind === 'wrong type' || bad.kind === 'too long' || bad.kind === 'out of range' || bad.kind === 'unknown field') &&
    answer.status === 400 &&
    !answer.json.errors?.[bad.field] &&
    !answer.json.message.includes(bad.field)
  ) {
    return `does not name ${JSON.stringify(bad.field)}: ${answer.raw.slice(0, 200)}`;
  }
  return undefined;
}

async function fuzz(def: ResourceDefinition) {
  const runs = BUDGET.get(def.name)!;
  const base = `/api/${def.name}`;
  const creatable = def.access.create !== null;
  const fields = writableFields(def).map(([name]) => name);
  const createBase = creatable ? await sampleRecord(def, ctx.testDb.db) : {};
  let existing = (await request('GET', `${base}?range=${encodeURIComponent('[0,0]')}`)).json as unknown as Array<Record<string, unknown>>;
  if (!existing.length && creatable) existing = [(await request('POST', base, createBase)).json as Record<string, unknown>];
  const current = existing[0];
  const except = ['login_audit', 'staff_users'];
  const before = await databaseFingerprint(ctx.testDb.db, except);

  const cases: fc.Arbitrary<Case>[] = [
    listParams(def).map((params) => ({ kind: 'list' as const, params })),
    badBodies(def, createBase, fields).map((bad) => ({ kind: 'create' as const, bad })),
    fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.constantFrom("1' or '1'='1", '%00', '..%2F..%2Fetc', '9'.repeat(400))).map((id) => ({ kind: 'read' as const, id })),
  ];
  if (current && def.access.update) cases.push(badBodies(def, current, fields).map((bad) => ({ kind: 'update' as const, bad })));

  const failures: string[] = [];
  let ran = 0;
  await fc
    .assert(
      fc.asyncProperty(fc.oneof(...cases), async (c) => {
        ran += 1;
        let problem: string | undefined;
        if (c.kind === 'list') {
          const answer = await request('GET', `${base}?${new URLSearchParams(c.params).toString()}`);
          if (answer.status >= 500) problem = `list ${JSON.stringify(c.params).slice(0, 300)}: ${answer.status}`;
          else if (answer.status >= 400 && typeof answer.json?.message !== 'string') problem = `list ${JSON.stringify(c.params).slice(0, 300)}: ${answer.status} without a message`;
          else if (answer.status !== 200 && answer.status !== 400) problem = `list ${JSON.stringify(c.params).slice(0, 300)}: ${answer.status}`;
        } else if (c.kind === 'read') {
          const answer = await request('GET', `${base}/${encodeURIComponent(c.id)}`);
          if (answer.status !== 404 && answer.status !== 400 && answer.status !== 414)
            problem = `read ${JSON.stringify(c.id).slice(0, 100)}: ${answer.status} ${answer.raw.slice(0, 120)}`;
        } else {
          const url = c.kind === 'create' ? base : `${base}/${encodeURIComponent(String(current!.id))}`;
          const answer = await request(c.kind === 'create' ? 'POST' : 'PUT', url, c.bad.body);
          // Server-written records: 405, unless the body is refused before the route is reached.
          const wrong =
            c.kind === 'create' && !creatable ? ([405, 400, 413].includes(answer.status) ? undefined : `answered ${answer.status}, not 405`) : verdictOnRefusal(c.bad, answer);
          const value = 'field' in c.bad ? JSON.stringify((c.bad.body as Record<string, unknown>)[c.bad.field])?.slice(0, 120) : '';
          if (wrong) problem = `${c.kind} with ${c.bad.kind}${'field' in c.bad ? ` ${JSON.stringify(c.bad.field)} = ${value}` : ''}: ${wrong}`;
        }
        if (problem) failures.push(problem);
        return problem === undefined;
      }),
      { numRuns: runs, endOnFailure: true },
    )
    .catch(unlessRecorded(failures));
  recordCases('bad-input', ran);
  expect(failures.slice(0, 5)).toEqual([]);
  expect(ran).toBe(runs);
  expect(await databaseFingerprint(ctx.testDb.db, except), 'the database changed').toEqual(before);
}

/**
 * fast-check throws when a case fails. A failure the property recorded is reported by the test's
 * own expectation (readable, first five); anything else (a request that threw, a crashed server)
 * fails the test with its error.
 */
function unlessRecorded(failures: string[]) {
  return (error: unknown) => {
    if (!failures.length) throw error;
  };
}

describe(`bad input: ${TOTAL} generated requests over ${RESOURCES.length} resources (${PER_KIND} per field kind), refused clearly, nothing written`, () => {
  for (const def of RESOURCES) it(`${def.name}: ${BUDGET.get(def.name)} requests`, () => fuzz(def));
});

/** Names that are properties of every plain object: a lookup keyed by request input must not find them. */
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'prototype', 'isPrototypeOf'];

/** A one-file multipart body, so that file routes get past their content-type check. */
const upload = Symbol('upload');
async function uploadTo(method: string, url: string) {
  const { payload, headers } = await multipart([{ name: 'file', file: Buffer.from('GIF89a'), filename: 'a.gif', type: 'image/gif' }]);
  const response = await ctx.app.inject({ method: method as 'PUT', url, headers: { ...(await ctx.as('admin')), ...headers }, payload });
  let json: { message?: unknown } | undefined;
  try {
    json = JSON.parse(response.body) as typeof json;
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, json, raw: response.body };
}

describe('prototype property names in every path parameter', () => {
  it('are answered with a 4xx that names the problem (or a plain answer), never a 5xx, on every route', async () => {
    const failures: string[] = [];
    let cases = 0;
    // The other parameters name a real record where the route's family lists some, so that a lookup
    // behind the record's own check (a file field of an existing record) is reached too.
    const firstIds = new Map<string, string>();
    const firstId = async (family: string) => {
      if (!firstIds.has(family)) {
        const list = await request('GET', `/api/${family}?range=${encodeURIComponent('[0,0]')}`);
        const first = Array.isArray(list.json) ? (list.json as Array<{ id?: unknown }>)[0]?.id : undefined;
        firstIds.set(family, first === undefined ? 'x1' : String(first));
      }
      return firstIds.get(family)!;
    };
    for (const route of ctx.app.apiRoutes) {
      const params = route.url.match(/:[A-Za-z_]+/g) ?? [];
      const family = route.url.split('/')[2]!;
      const existing = route.url.startsWith(`/api/${family}/:id`) ? await firstId(family) : 'x1';
      for (const param of params) {
        for (const name of PROTOTYPE_NAMES) {
          const other = (p: string) => (p === ':id' ? existing : 'x1');
          const url = route.url.replace(/:[A-Za-z_]+/g, (p) => (p === param ? encodeURIComponent(name) : encodeURIComponent(other(p)))).replace(/\*$/, 'x');
          const bodies = route.method === 'GET' || route.method === 'DELETE' ? [undefined] : [{}, upload];
          for (const body of bodies) {
            const answer = body === upload ? await uploadTo(route.method, url) : await request(route.method, url, body);
            cases++;
            // This app runs without the device broker: its routes say so (503 with a message).
            const unavailable = answer.status === 503 && answer.json?.message;
            if ((answer.status >= 500 && !unavailable) || (answer.status >= 400 && typeof answer.json?.message !== 'string'))
              failures.push(`${route.method} ${route.url} with ${param} = ${name}${body === upload ? ' (a file)' : ''}: ${answer.status} ${answer.raw.slice(0, 120)}`);
          }
        }
      }
    }
    recordCases('bad-input', cases);
    expect(failures).toEqual([]);
    expect(cases).toBeGreaterThan(500);
  });
});

/** One part of a hand-made multipart body: what a broken or hostile client might send. */
const multipartPart = fc.record({
  name: fc.constantFrom('record', 'audio', 'image', 'file', 'intro', 'poster', '__proto__', 'constructor', 'toString', ''),
  filename: fc.option(
    fc.constantFrom('a.wav', 'logo.png', '../../etc/passwd', '..\\boot.ini', 'nul\u0000.wav', '', 'x'.repeat(300), 'Café.wav', '\u2215etc\u2215shadow', '.hidden'),
    { nil: undefined },
  ),
  type: fc.constantFrom('audio/wav', 'image/png', 'application/json', 'text/plain', 'application/octet-stream', ''),
  // Never media: random bytes could otherwise begin like an MP3 frame and make a valid upload.
  content: fc.oneof(
    fc.constantFrom('{"name":"Fuzzed"}', '{"name":', '[]', 'null', '{"name":"x","isAdmin":true}', '{"__proto__":{"admin":true}}', ''),
    fc.uint8Array({ maxLength: 1500 }).map((bytes) => `not media: ${Buffer.from(bytes).toString('latin1')}`),
  ),
});

const multipartBody = fc.record({
  boundary: fc.constantFrom('gondola-fuzz', 'X', 'a'.repeat(70)),
  declared: fc.constantFrom('same', 'other', 'none', 'not-multipart'),
  parts: fc.array(multipartPart, { maxLength: 25 }),
  cutAt: fc.option(fc.nat(), { nil: undefined }),
});

type MultipartShape = {
  boundary: string;
  declared: string;
  parts: Array<{ name: string; filename: string | undefined; type: string; content: string }>;
  cutAt: number | undefined;
};

function multipartBytes({ boundary, declared, parts, cutAt }: MultipartShape) {
  let body = parts
    .map(
      (p) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n${p.content}\r\n`,
    )
    .join('');
  body += `--${boundary}--\r\n`;
  const bytes = Buffer.from(body, 'latin1');
  const contentType =
    declared === 'same'
      ? `multipart/form-data; boundary=${boundary}`
      : declared === 'other'
        ? 'multipart/form-data; boundary=somethingelse'
        : declared === 'none'
          ? 'multipart/form-data'
          : 'application/x-www-form-urlencoded';
  return { bytes: cutAt === undefined ? bytes : bytes.subarray(0, cutAt % (bytes.length + 1)), contentType };
}

describe(`bad multipart bodies on the file routes: ${MULTIPART_RUNS} generated requests, refused clearly, nothing stored`, () => {
  const storedKeys = async () => (await ctx.app.storage.list('', { recursive: true })).objects.map((o) => o.key).sort();

  it('with-files creates, file replacements and cloud uploads answer 4xx with a message and keep nothing', async () => {
    const intro = await ctx.app.inject({ method: 'POST', url: '/api/intro-outros', headers: await ctx.as('admin'), payload: { name: 'Fuzz target' } });
    const introId = String(JSON.parse(intro.body).id);
    const targets = [
      '/api/video-sounds/with-files',
      '/api/collection-images/with-files',
      `/api/intro-outros/${introId}/files/intro`,
      '/api/cloudstorage/upload?path=no-such-folder',
      `/api/cloudstorage/upload?path=${encodeURIComponent('../outside')}`,
    ];
    const except = ['audit_log', 'login_audit', 'staff_users'];
    const before = await databaseFingerprint(ctx.testDb.db, except);
    const keysBefore = await storedKeys();
    const failures: string[] = [];
    let ran = 0;
    await fc
      .assert(
        fc.asyncProperty(fc.constantFrom(...targets), multipartBody, async (url, shape) => {
          ran += 1;
          const { bytes, contentType } = multipartBytes(shape);
          const response = await ctx.app.inject({
            method: url.includes('/files/') ? 'PUT' : 'POST',
            url,
            headers: { ...(await ctx.as('admin')), 'content-type': contentType },
            payload: bytes,
          });
          let message: unknown;
          try {
            message = (JSON.parse(response.body) as { message?: unknown }).message;
          } catch {
            message = undefined;
          }
          const problem =
            response.statusCode < 400 || response.statusCode >= 500
              ? `${url} answered ${response.statusCode}: ${response.body.slice(0, 160)}`
              : typeof message !== 'string' || !message
                ? `${url} answered ${response.statusCode} without a message`
                : undefined;
          if (problem) failures.push(problem);
          return problem === undefined;
        }),
        { numRuns: MULTIPART_RUNS, endOnFailure: true },
      )
      .catch(unlessRecorded(failures));
    recordCases('bad-input', ran);
    expect(failures.slice(0, 5)).toEqual([]);
    expect(ran).toBe(MULTIPART_RUNS);
    expect(await storedKeys()).toEqual(keysBefore);
    const after = await databaseFingerprint(ctx.testDb.db, except);
    expect(after).toEqual(before);
  });
});
