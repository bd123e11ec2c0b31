import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ffmpegAvailable } from '../../server/modules/video-preview/ffmpeg-render.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFactory } from '../support/tokens.js';
import { startDeviceHarness, type DeviceHarness } from '../support/device-harness.js';

type Json = Record<string, unknown>;

describe('media review', () => {
  let h: DeviceHarness;
  let tokens: Awaited<ReturnType<typeof tokenFactory>>;
  let installationId: string;
  const moderators: Record<string, Record<string, string>> = {};
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    h.app.inject({ method, url, headers: { ...headers, 'accept-language': 'en' }, payload });
  const as = (who: string) => moderators[who] ?? h.as[who]!;
  const moderator = async (name: string) => {
    moderators[name] ??= bearer(await tokens.for('moderation', { sub: `mod-${name}`, name: `Moderator ${name}`, sid: `sid-${name}` }));
    return moderators[name]!;
  };
  /** Media straight into the queue (file keys that need not exist: the queue never reads the files). */
  const waiting = async (count: number, kind = 'photo', at = installationId) => {
    const ids = Array.from({ length: count }, () => randomUUID());
    await h.testDb.db.query(
      `insert into media (id, kind, installation_id, taken_at, arrived_at, content_type, size, file_key)
       select id, $2, $3, now() - interval '1 hour', now() - make_interval(secs => n), 'image/png', 1000, 'media/test/' || id
       from unnest($1::uuid[]) with ordinality as t(id, n)`,
      [ids, kind, at],
    );
    return ids;
  };
  const clearQueue = () => h.testDb.db.query(`update media set state = 'confirmed' where state = 'pending'`);

  beforeAll(async () => {
    h = await startDeviceHarness({ users: ['admin', 'moderation', 'zerolevel', 'customer', 'secondlevel'] });
    tokens = await tokenFactory(h.app.config);
    const { rows } = await h.testDb.db.query<{ id: string }>(`select id from installations where type = 'phototrap' and status = 'active' order by id limit 1`);
    installationId = rows[0]!.id;
  });
  afterAll(async () => h?.close());

  it('takes a photo from a phototrap device: announced over MQTT, uploaded with its credentials, thumbnailed, queued', async () => {
    const device = await h.createDevice({ id: 'trap-test-1', name: 'Trap cam', type: 'photopoint', installationId });
    const sim = await h.startDevice(device.id, device.secret, 'photopoint', {
      media: { uploadUrl: await listening(h), everyMs: 0, clip: async () => Buffer.alloc(0) },
    });
    const id = await sim.deliverMedium('photo');
    const row = (await h.testDb.db.query<Json>('select kind, installation_id, device_id, arrived_at, file_key, thumbnail_key, state from media where id = $1', [id])).rows[0]!;
    expect(row).toMatchObject({ kind: 'photo', installation_id: installationId, device_id: device.id, state: 'pending' });
    expect(row.arrived_at).toBeTruthy();
    expect(await h.app.storage.head(String(row.file_key))).toMatchObject({ contentType: 'image/png' });
    expect(await h.app.storage.head(String(row.thumbnail_key))).toMatchObject({ contentType: 'image/webp' });
  });

  it('takes a video from a recorder with a poster frame, and serves it in ranges for seeking', async () => {
    const { rows } = await h.testDb.db.query<{ id: string }>(`select id from installations where type = 'video' and status = 'active' order by id limit 1`);
    const device = await h.createDevice({ id: 'rec-test-1', name: 'Recorder', type: 'recorder', installationId: rows[0]!.id });
    const clip = fs.readFileSync(path.join(import.meta.dirname, '../../server/seed/demo/media/outro.webm'));
    const sim = await h.startDevice(device.id, device.secret, 'recorder', { media: { uploadUrl: await listening(h), everyMs: 0, clip: async () => clip } });
    const id = await sim.deliverMedium('video');
    const row = (await h.testDb.db.query<{ file_key: string; thumbnail_key: string | null; size: string }>('select file_key, thumbnail_key, size from media where id = $1', [id]))
      .rows[0]!;
    expect(Number(row.size)).toBe(clip.length);
    if (ffmpegAvailable()) expect(await h.app.storage.head(row.thumbnail_key!)).toMatchObject({ contentType: 'image/webp' });
    const link = h.app.fileLinks.link(row.file_key);
    const part = await h.app.inject({ method: 'GET', url: link, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${clip.length}`);
    expect(part.rawPayload.equals(clip.subarray(100, 200))).toBe(true);
  });

  it('refuses uploads without the device secret, for media not announced, twice, or of another type', async () => {
    const device = await h.createDevice({ id: 'trap-test-2', name: 'Trap cam 2', type: 'photopoint', installationId });
    const basic = (secret: string) => `Basic ${Buffer.from(`${device.id}:${secret}`).toString('base64')}`;
    const put = (id: string, authorization: string, type = 'image/png', body: Buffer = Buffer.from('x')) =>
      h.app.inject({ method: 'PUT', url: `/api/device-media/${id}`, headers: { authorization, 'content-type': type }, payload: body });
    const id = randomUUID();
    expect((await put(id, basic('wrong'))).statusCode).toBe(401);
    expect((await put(id, basic(device.secret))).json()).toMatchObject({ error: 'not_announced' });
    const sim = await h.startDevice(device.id, device.secret, 'photopoint', {
      media: { uploadUrl: await listening(h), everyMs: 0, clip: async () => Buffer.alloc(0) },
    });
    const delivered = await sim.deliverMedium('photo');
    expect((await put(delivered, basic(device.secret))).json()).toMatchObject({ error: 'already_uploaded' });
    // A device of a type that takes no such media is not heard at all.
    await expect(sim.deliverMedium('video')).rejects.toThrow(/404/);
  });

  it('hands each reviewer their own batch, renews it, and gives it back on release', async () => {
    await clearQueue();
    await waiting(30);
    const a = await moderator('a');
    const b = await moderator('b');
    const first = (await call('POST', '/api/media-review/photo/claim', a, { size: 20 })).json();
    const second = (await call('POST', '/api/media-review/photo/claim', b, { size: 20 })).json();
    expect(first.items).toHaveLength(20);
    expect(second.items).toHaveLength(10);
    const overlap = first.items.filter((i: Json) => second.items.some((j: Json) => j.id === i.id));
    expect(overlap).toEqual([]);
    expect((await call('GET', '/api/media-review/photo/summary', a)).json()).toMatchObject({ waiting: 30, leasedByOthers: 10 });
    expect((await call('POST', '/api/media-review/photo/renew', a)).json()).toMatchObject({ held: 20 });
    // A second claim returns what is held, not more.
    expect((await call('POST', '/api/media-review/photo/claim', a, { size: 20 })).json().items.map((i: Json) => i.id)).toEqual(first.items.map((i: Json) => i.id));
    expect((await call('POST', '/api/media-review/photo/release', a, {})).json()).toEqual({ released: 20 });
    expect((await call('POST', '/api/media-review/photo/claim', b, { size: 30 })).json().items).toHaveLength(30);
    await call('POST', '/api/media-review/photo/release', b, {});
  });

  it('names the device and the photopoint a picture came from, and says when the console knows no such photopoint', async () => {
    await clearQueue();
    const { rows } = await h.testDb.db.query<{ id: string; resort_id: string }>(
      `select i.id, i.resort_id from installations i where i.type = 'photopoint' and exists (select 1 from photopoints p where p.resort_id = i.resort_id) order by i.id limit 1`,
    );
    const place = rows[0]!;
    const photopoint = (await h.testDb.db.query<{ id: string; name: string }>('select id, name from photopoints where resort_id = $1 order by name limit 1', [place.resort_id]))
      .rows[0]!;
    const device = await h.createDevice({ id: 'pp-cam-names', name: 'Summit photopoint camera', type: 'photopoint', installationId: place.id });
    const [known, unknown] = await waiting(2, 'photopoint', place.id);
    await h.testDb.db.query('update media set device_id = $1, photopoint_id = $2 where id = $3', [device.id, photopoint.id, known]);
    await h.testDb.db.query('update media set device_id = $1, photopoint_id = $2 where id = $3', [device.id, 'pp-from-another-setup', unknown]);
    const items = (await call('POST', '/api/media-review/photopoint/claim', await moderator('names'), { size: 5 })).json().items as Json[];
    expect(items.find((i) => i.id === known)).toMatchObject({ deviceName: 'Summit photopoint camera', photopointId: photopoint.id, photopointName: photopoint.name });
    expect(items.find((i) => i.id === unknown)).toMatchObject({ photopointId: 'pp-from-another-setup', photopointName: null });
    await call('POST', '/api/media-review/photopoint/release', await moderator('names'), {});
  });

  it('refuses a decision on an item whose lease ran out, naming it and saving nothing', async () => {
    await clearQueue();
    const [id] = await waiting(1);
    const a = await moderator('a');
    await call('POST', '/api/media-review/photo/claim', a, { size: 1 });
    await h.testDb.db.query(`update media set lease_until = now() - interval '1 second' where id = $1`, [id]);
    const b = await moderator('b');
    expect((await call('POST', '/api/media-review/photo/claim', b, { size: 1 })).json().items[0].id).toBe(id);
    const refused = await call('POST', '/api/media-review/photo/decisions', a, { decisions: [{ id, decision: 'confirmed' }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'lease_lost', lost: [id] });
    expect(refused.json().message).toMatch(/hold on this item ran out/);
    expect((await h.testDb.db.query('select state from media where id = $1', [id])).rows[0]).toEqual({ state: 'pending' });
    await call('POST', '/api/media-review/photo/release', b, {});
  });

  it.each([
    ['a rejection without a reason', { decision: 'rejected' }, 'decisions.0.reason', /needs a reason/],
    ['"other" without words', { decision: 'rejected', reason: 'other' }, 'decisions.0.reasonText', /Say why/],
    ['an unknown reason', { decision: 'rejected', reason: 'ugly' }, 'decisions.0.reason', /./],
    ['an unknown decision', { decision: 'maybe' }, 'decisions.0.decision', /./],
  ])('refuses %s with a 400 naming the field', async (_name, decision, field, message) => {
    await clearQueue();
    const [id] = await waiting(1);
    const a = await moderator('a');
    await call('POST', '/api/media-review/photo/claim', a, { size: 1 });
    const response = await call('POST', '/api/media-review/photo/decisions', a, { decisions: [{ id, ...decision }] });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[field]).toMatch(message);
    expect((await h.testDb.db.query('select state from media where id = $1', [id])).rows[0]).toEqual({ state: 'pending' });
  });

  it('decides a range at once, undoes the last decision, and audits both', async () => {
    await clearQueue();
    const ids = await waiting(5);
    const a = await moderator('a');
    await call('POST', '/api/media-review/photo/claim', a, { size: 5 });
    const range = await call('POST', '/api/media-review/photo/decisions', a, { decisions: ids.slice(0, 3).map((id) => ({ id, decision: 'confirmed' })) });
    expect(range.statusCode, range.body).toBe(200);
    expect(range.json().decided).toHaveLength(3);
    const rejected = await call('POST', '/api/media-review/photo/decisions', a, { decisions: [{ id: ids[3], decision: 'rejected', reason: 'privacy' }] });
    expect(rejected.statusCode).toBe(200);
    const undone = await call('POST', '/api/media-review/photo/undo', a);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().item).toMatchObject({ id: ids[3], state: 'pending' });
    // Still held by the reviewer who undid it: it is theirs to decide again.
    const held = (await call('POST', '/api/media-review/photo/claim', a, { size: 5 })).json().items.map((i: Json) => i.id);
    expect(held).toContain(ids[3]);
    const audit = await h.testDb.db.query<{ record_id: string; changes: Json }>(
      `select record_id, changes from audit_log where resource = 'media' and record_id = $1 order by id`,
      [ids[3]],
    );
    expect(audit.rows.map((r) => r.changes.state)).toEqual([
      { from: 'pending', to: 'rejected' },
      { from: 'rejected', to: 'pending' },
    ]);
    const counted = await h.testDb.db.query<{ n: number }>('select count(*)::int as n from media_decisions where media_id = $1 and undone_at is null', [ids[3]]);
    expect(counted.rows[0]!.n).toBe(0);
    await call('POST', '/api/media-review/photo/release', a, {});
  });

  it('lets a moderator change their mind about a decided medium, against the version they saw', async () => {
    await clearQueue();
    const [id] = await waiting(1);
    const a = await moderator('a');
    await call('POST', '/api/media-review/photo/claim', a, { size: 1 });
    await call('POST', '/api/media-review/photo/decisions', a, { decisions: [{ id, decision: 'confirmed' }] });
    const decided = (await call('GET', '/api/media-review/photo/decided?state=confirmed', a)).json();
    const seen = decided.items.find((i: Json) => i.id === id);
    const changed = await call('PUT', `/api/media/${id}/decision`, h.as.moderation!, { decision: 'rejected', reason: 'inappropriate', version: seen.version });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().item).toMatchObject({ state: 'rejected', reason: 'inappropriate', reviewerName: 'Mia Moderation' });
    const stale = await call('PUT', `/api/media/${id}/decision`, a, { decision: 'confirmed', version: seen.version });
    expect(stale.statusCode).toBe(409);
    // A rejected medium is not published.
    const published = (await call('GET', `/api/installations/${installationId}/published-media`, h.as.admin!)).json();
    expect(published.some((p: Json) => p.id === id)).toBe(false);
  });

  it('lets only moderators and admins review; customers and read-only staff get 403', async () => {
    for (const who of ['zerolevel', 'customer', 'secondlevel']) {
      expect((await call('POST', '/api/media-review/photo/claim', as(who), {})).statusCode).toBe(403);
      expect((await call('GET', '/api/media-review/report?from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z', as(who))).statusCode).toBe(403);
    }
    expect((await call('POST', '/api/media-review/photo/claim', h.as.admin!, {})).statusCode).toBe(200);
    await call('POST', '/api/media-review/photo/release', h.as.admin!, {});
    // The published media of another customer's installation are not the customer user's to see.
    const { rows } = await h.testDb.db.query<{ id: string }>(`select id from installations where customer_id not in ('cust-silvretta', 'cust-matterhorn') order by id limit 1`);
    expect((await call('GET', `/api/installations/${rows[0]!.id}/published-media`, h.as.customer!)).statusCode).toBe(404);
  });

  it('filters the queue by installation and by when the media were taken', async () => {
    await clearQueue();
    const { rows } = await h.testDb.db.query<{ id: string }>(`select id from installations where id <> $1 order by id limit 1`, [installationId]);
    const other = rows[0]!.id;
    await waiting(3);
    const elsewhere = await waiting(2, 'photo', other);
    const a = await moderator('a');
    const claimed = (await call('POST', '/api/media-review/photo/claim', a, { filter: { installationId: other } })).json();
    expect(claimed.items.map((i: Json) => i.id).sort()).toEqual([...elsewhere].sort());
    expect((await call('GET', `/api/media-review/photo/summary?installationId=${encodeURIComponent(other)}`, a)).json().waiting).toBe(2);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await call('GET', `/api/media-review/photo/summary?from=${encodeURIComponent(future)}`, a)).json().waiting).toBe(0);
    expect((await call('GET', `/api/media-review/photo/summary?from=${future}&to=2020-01-01T00:00:00Z`, a)).statusCode).toBe(400);
    await call('POST', '/api/media-review/photo/release', a, {});
  });

  it('decides every one of 1,000 items exactly once while 20 reviewers race over the queue', async () => {
    await clearQueue();
    const ids = await waiting(1000, 'video');
    const reviewers = await Promise.all(Array.from({ length: 20 }, (_, i) => moderator(`race-${i}`)));
    const decidedBy = new Map<string, number>();
    await Promise.all(
      reviewers.map(async (headers, r) => {
        for (;;) {
          const { items } = (await call('POST', '/api/media-review/video/claim', headers, { size: 10 })).json() as { items: Json[] };
          if (!items.length) return;
          // Half decide one at a time, half a range at once: both must hold.
          const batches = r % 2 ? [items] : items.map((i) => [i]);
          for (const batch of batches) {
            const response = await call('POST', '/api/media-review/video/decisions', headers, {
              decisions: batch.map((i, k) => (k % 4 === 3 ? { id: i.id, decision: 'rejected', reason: 'technical' } : { id: i.id, decision: 'confirmed' })),
            });
            expect(response.statusCode, response.body).toBe(200);
            for (const d of response.json().decided as Json[]) decidedBy.set(String(d.id), (decidedBy.get(String(d.id)) ?? 0) + 1);
          }
        }
      }),
    );
    expect(decidedBy.size).toBe(1000);
    expect([...decidedBy.values()].every((n) => n === 1)).toBe(true);
    const { rows } = await h.testDb.db.query<{ pending: number; decisions: number }>(
      `select count(*) filter (where state = 'pending')::int as pending,
              (select count(*)::int from media_decisions where media_id = any($1::uuid[])) as decisions
       from media where id = any($1::uuid[])`,
      [ids],
    );
    expect(rows[0]).toEqual({ pending: 0, decisions: 1000 });
  }, 120_000);

  it('reports decisions per day, moderator and kind with rejection reasons, median time and the backlog, also as CSV', async () => {
    await clearQueue();
    const ids = await waiting(4, 'photopoint');
    const c = await moderator('report');
    await call('POST', '/api/media-review/photopoint/claim', c, { size: 4 });
    await call('POST', '/api/media-review/photopoint/decisions', c, {
      decisions: [
        { id: ids[0], decision: 'confirmed' },
        { id: ids[1], decision: 'confirmed' },
        { id: ids[2], decision: 'rejected', reason: 'other', reasonText: 'Lens fogged' },
      ],
    });
    const range = `from=${encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`;
    const report = (await call('GET', `/api/media-review/report?${range}`, c)).json();
    const row = report.rows.find((r: Json) => r.reviewerName === 'Moderator report' && r.kind === 'photopoint');
    expect(row).toMatchObject({ reviewed: 3, confirmed: 2, rejected: { privacy: 0, inappropriate: 0, technical: 0, other: 1 } });
    expect(row.medianDecisionS).toBeGreaterThan(0);
    expect(report.backlog.find((b: Json) => b.kind === 'photopoint')).toMatchObject({ waiting: 1 });
    const csv = await call('GET', `/api/media-review/report/csv?${range}`, c);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toMatch(/Moderator report,photopoint,3,2,0,0,0,1,/);
  });
});

/** The app's own address once it listens (the simulated devices upload over HTTP). */
async function listening(h: DeviceHarness): Promise<string> {
  if (!h.app.server.listening) await h.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.server.address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}
