import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeviceHarness, type DeviceHarness } from '../support/device-harness.js';

const square = (x: number, y: number, s = 0.1): Array<[number, number]> => [
  [x, y],
  [x + s, y],
  [x + s, y + s],
  [x, y + s],
];
const validAreas = () => [
  { id: 's1', kind: 'init', points: square(0.1, 0.1) },
  { id: 's2', kind: 'release', points: square(0.3, 0.1) },
  { id: 's3', kind: 'flow', points: square(0.3, 0.4, 0.3) },
  { id: 's4', kind: 'turnOff', points: square(0.8, 0.8) },
  { id: 's5', kind: 'zoom', points: [[0.5, 0.5]] },
];

describe('video director configurations', () => {
  let h: DeviceHarness;
  let installationId: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who = 'admin') =>
    h.app.inject({ method, url, headers: { ...h.as[who], 'accept-language': 'en' }, payload });
  const create = (areas: unknown, extra: Record<string, unknown> = {}) =>
    call('POST', '/api/video-director-configs', { installationId, recorder: 'rec-vd-1', lane: 1, pictureWidth: 1280, pictureHeight: 720, objectLostFrames: 25, areas, ...extra });
  const count = async () => Number((await h.testDb.db.query<{ n: number }>('select count(*)::int as n from video_director_configs')).rows[0]!.n);

  beforeAll(async () => {
    h = await startDeviceHarness({});
    const { rows } = await h.testDb.db.query<{ id: string }>(`select id from installations where status = 'active' and customer_id = 'cust-silvretta' order by id limit 1`);
    installationId = rows[0]!.id;
  });
  afterAll(async () => h?.close());

  it.each([
    ['a polygon with two corners', [{ id: 'a', kind: 'init', points: square(0.1, 0.1).slice(0, 2) }], 'areas.0.points', /at least 3 corners/],
    [
      'a polygon that crosses itself',
      [
        {
          id: 'a',
          kind: 'flow',
          points: [
            [0.1, 0.1],
            [0.5, 0.5],
            [0.5, 0.1],
            [0.1, 0.5],
          ],
        },
      ],
      'areas.0.points',
      /crosses itself/,
    ],
    ['a corner outside the picture', [{ id: 'a', kind: 'init', points: [...square(0.1, 0.1).slice(0, 3), [1.2, 0.5]] }], 'areas.0.points', /outside the picture/],
    ['an area without coordinates', [{ id: 'a', kind: 'release', points: [] }], 'areas.0.points', /no coordinates yet/],
    ['NaN as a coordinate', '[{"id":"a","kind":"init","points":[[NaN,0.1]]}]', 'areas', /./],
    ['a string as a coordinate', [{ id: 'a', kind: 'init', points: [['0.1', 0.2]] }], 'areas.0.points.0.0', /number/],
    ['an unknown kind', [{ id: 'a', kind: 'finish', points: square(0.1, 0.1) }], 'areas.0.kind', /one of/],
    ['too many corners', [{ id: 'a', kind: 'flow', points: Array.from({ length: 1001 }, (_, i) => [i / 1001, 0.5]) }], 'areas.0.points', /At most 1000/],
    ['missing required areas', [{ id: 'a', kind: 'init', points: square(0.1, 0.1) }], 'areas', /needs these areas: release, flow, turnOff/],
    ['two shapes with one id', [...validAreas(), { id: 's1', kind: 'motion', points: square(0.5, 0.1) }], 'areas.5.id', /same entry twice/],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_name, areas, field, message) => {
    const before = await count();
    const response =
      typeof areas === 'string'
        ? await h.app.inject({
            method: 'POST',
            url: '/api/video-director-configs',
            headers: { ...h.as.admin, 'content-type': 'application/json' },
            payload: `{"installationId":"${installationId}","recorder":"r","lane":1,"pictureWidth":1280,"pictureHeight":720,"objectLostFrames":25,"areas":${areas}}`,
          })
        : await create(areas);
    expect(response.statusCode, response.body).toBe(400);
    if (typeof areas !== 'string') expect(response.json().errors[field]).toMatch(message);
    expect(await count()).toBe(before);
  });

  it('keeps the object-lost frame counter at 25 unless told otherwise, and refuses a stale version with 409', async () => {
    const { objectLostFrames: _omitted, ...withoutCounter } = {
      installationId,
      recorder: 'rec-defaults',
      lane: 2,
      pictureWidth: 1920,
      pictureHeight: 1080,
      areas: validAreas(),
      objectLostFrames: undefined,
    };
    const created = await call('POST', '/api/video-director-configs', withoutCounter);
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json();
    expect(record.objectLostFrames).toBe(25);
    expect(record.areas).toEqual(validAreas());
    const first = await call('PUT', `/api/video-director-configs/${record.id}`, { ...record, objectLostFrames: 30 });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await call('PUT', `/api/video-director-configs/${record.id}`, { ...record, objectLostFrames: 40 });
    expect(stale.statusCode).toBe(409);
    expect((await call('GET', `/api/video-director-configs/${record.id}`)).json().objectLostFrames).toBe(30);
  });

  it('applies the stored configuration to the installation recorder as a device command and shows the confirmed version', async () => {
    const { id, secret } = await h.createDevice({ id: 'rec-vd-1', name: 'Lane 1 recorder', type: 'recorder', installationId });
    await h.startDevice(id, secret, 'recorder');
    await h.waitFor(async () => (await call('GET', `/api/devices/${id}`)).json().status === 'online', 'the recorder to come online');
    const created = await create(validAreas());
    expect(created.statusCode, created.body).toBe(201);
    const config = created.json();
    expect((await call('GET', `/api/video-director-configs/${config.id}/applied`)).json()).toEqual({ applied: null, last: null });

    const stale = await call('POST', `/api/video-director-configs/${config.id}/apply`, { version: config.version + 1 });
    expect(stale.statusCode).toBe(409);
    const readOnly = await call('POST', `/api/video-director-configs/${config.id}/apply`, { version: config.version }, 'zerolevel');
    expect(readOnly.statusCode).toBe(403);

    const applied = await call('POST', `/api/video-director-configs/${config.id}/apply`, { version: config.version });
    expect(applied.statusCode, applied.body).toBe(202);
    expect(applied.json()).toMatchObject({ deviceId: id, command: 'videodirector.apply', status: 'succeeded' });
    const sent = JSON.parse(applied.json().parameters);
    expect(sent.configuration.areas).toEqual(validAreas());
    expect(JSON.parse(applied.json().result)).toMatchObject({ appliedVersion: config.version });
    const status = (await call('GET', `/api/video-director-configs/${config.id}/applied`)).json();
    expect(status.applied).toMatchObject({ version: config.version, deviceId: id });
    expect(status.last).toMatchObject({ version: config.version, status: 'succeeded' });
  });

  it('does not let anyone run the apply command by name with a configuration of their own', async () => {
    const response = await call('POST', '/api/devices/rec-vd-1/commands', {
      command: 'videodirector.apply',
      parameters: { configId: 'x', version: 1, configuration: { areas: [] } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/run from its own page/);
    const offered = (await call('GET', '/api/devices/rec-vd-1/commands')).json() as Array<{ name: string }>;
    expect(offered.map((c) => c.name)).not.toContain('videodirector.apply');
  });

  it('takes a lane camera picture through the snapshot command', async () => {
    const { id, secret } = await h.createDevice({ id: 'cam-vd-1', name: 'Lane 1 camera', type: 'camera', installationId, laneNumber: 1 });
    await h.startDevice(id, secret, 'camera');
    await h.waitFor(async () => (await call('GET', `/api/devices/${id}`)).json().status === 'online', 'the camera to come online');
    const response = await call('POST', `/api/devices/${id}/commands`, { command: 'camera.snapshot', wait: 5000 });
    expect(response.json()).toMatchObject({ status: 'succeeded' });
    const result = JSON.parse(response.json().result);
    expect(result).toMatchObject({ width: 1280, height: 720 });
    expect(result.image).toMatch(/^data:image\/png;base64,iVBOR/);
  });

  it('lets a customer read only the configurations of their own installations', async () => {
    const { rows } = await h.testDb.db.query<{ id: string }>(`select id from installations where status = 'active' and customer_id = 'cust-zugspitze' order by id limit 1`);
    expect(rows[0], 'a foreign installation in the demo data').toBeTruthy();
    expect((await create(validAreas(), { installationId: rows[0]!.id, recorder: 'foreign-rec' })).statusCode).toBe(201);
    expect((await create(validAreas(), { recorder: 'own-rec' })).statusCode).toBe(201);
    const list = (await call('GET', '/api/video-director-configs', undefined, 'customer')).json() as Array<{ installationId: string; recorder: string }>;
    expect(list.map((c) => c.recorder)).toContain('own-rec');
    expect(list.map((c) => c.recorder)).not.toContain('foreign-rec');
  });
});
