import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beaufortOf } from '../../core/weather.js';
import { buildApp } from '../../server/app.js';
import { startOpenMeteoDouble } from '../support/open-meteo-double.js';
import { createTestDatabase, type TestDatabase } from '../support/test-db.js';
import { testConfig } from '../support/test-config.js';
import { bearer, tokenFactory } from '../support/tokens.js';

describe('the Beaufort scale', () => {
  it('names each force from the speed it begins at, calm below 1 km/h and hurricane from 118 km/h', () => {
    expect([0, 0.9, 1, 5.9, 6, 11.9, 12, 19.9, 20, 28.9, 29, 38.9, 39].map(beaufortOf)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6]);
    expect([49.9, 50, 61.9, 62, 74.9, 75, 88.9, 89, 102.9, 103, 117.9, 118, 250].map(beaufortOf)).toEqual([6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12]);
  });
});

describe("an installation's weather from Open-Meteo", () => {
  let app: FastifyInstance;
  let testDb: TestDatabase;
  let double: Awaited<ReturnType<typeof startOpenMeteoDouble>>;
  const as: Record<string, Record<string, string>> = {};
  const weatherOf = (id: string, who = 'firstlevel') => app.inject({ url: `/api/installations/${encodeURIComponent(id)}/weather`, headers: as[who] });
  const located = async (customer: 'own' | 'foreign') =>
    (
      await testDb.db.query<{ id: string; lat: number; lng: number }>(
        `select id, (location->>'lat')::float8 as lat, (location->>'lng')::float8 as lng from installations
         where location is not null and customer_id ${customer === 'own' ? '=' : '<>'} 'cust-silvretta' order by id limit 1`,
      )
    ).rows[0]!;

  beforeAll(async () => {
    double = await startOpenMeteoDouble();
    testDb = await createTestDatabase({ demo: true });
    const config = testConfig({ WEATHER_URL: double.url });
    app = await buildApp({ config, db: testDb.db, logger: false, storage: testDb.storage });
    const tokens = await tokenFactory(config);
    for (const user of ['firstlevel', 'customer']) as[user] = bearer(await tokens.for(user));
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
    await double?.close();
  });

  it("asks the forecast API at the installation's coordinates and names the wind's force, once per ten minutes", async () => {
    const place = await located('foreign');
    const response = await weatherOf(place.id);
    expect(response.statusCode, response.body).toBe(200);
    const { weather, source } = response.json();
    expect(source).toBe('Open-Meteo');
    expect(double.requests).toHaveLength(1);
    const asked = double.requests[0]!;
    expect(asked.pathname).toBe('/v1/forecast');
    expect(Number(asked.searchParams.get('latitude'))).toBeCloseTo(place.lat, 4);
    expect(Number(asked.searchParams.get('longitude'))).toBeCloseTo(place.lng, 4);
    expect(asked.searchParams.get('wind_speed_unit')).toBe('kmh');
    expect(asked.searchParams.get('current')!.split(',')).toEqual(expect.arrayContaining(['temperature_2m', 'wind_speed_10m', 'wind_gusts_10m', 'weather_code']));
    expect(weather.beaufort).toBe(beaufortOf(weather.windKmh));
    expect(weather.gustBeaufort).toBe(beaufortOf(weather.gustKmh));
    expect(Math.abs(Date.parse(weather.at) - Date.now())).toBeLessThan(16 * 60_000);
    expect((await weatherOf(place.id)).json()).toEqual({ installationId: place.id, weather, source });
    expect(double.requests).toHaveLength(1);
  });

  it('answers no weather, without asking, for an installation without a location', async () => {
    const { rows } = await testDb.db.query<{ id: string }>(
      `update installations set location = null where id = (select id from installations order by id desc limit 1) returning id`,
    );
    const before = double.requests.length;
    const response = await weatherOf(rows[0]!.id);
    expect(response.json()).toMatchObject({ installationId: rows[0]!.id, weather: null });
    expect(double.requests).toHaveLength(before);
  });

  it("keeps another customer's installation, and so its place, from customer staff", async () => {
    expect((await weatherOf((await located('foreign')).id, 'customer')).statusCode).toBe(404);
    expect((await weatherOf((await located('own')).id, 'customer')).statusCode).toBe(200);
  });

  it('says what the service answered when it refuses, and asks again next time instead of keeping the failure', async () => {
    const { rows } = await testDb.db.query<{ id: string }>(
      `update installations set location = '{"lat": 47.1, "lng": 10.9}'::jsonb where id = (select id from installations order by id limit 1 offset 3) returning id`,
    );
    double.refuse(400, 'Latitude must be in range of -90 to 90°. Given: 470.');
    const refused = await weatherOf(rows[0]!.id);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe('Open-Meteo answered 400: Latitude must be in range of -90 to 90°. Given: 470.');
    double.answer();
    expect((await weatherOf(rows[0]!.id)).statusCode).toBe(200);
  });
});
