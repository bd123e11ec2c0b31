import { createHash } from 'node:crypto';
import { CURRENT_VARIABLES } from './open-meteo.js';

/**
 * A stand-in for Open-Meteo's `/v1/forecast` for the demo and the tests: it reads the same query
 * and answers the same JSON (and the same `{"error":true,"reason":…}` refusals), with weather made
 * up from the place and the quarter hour, so each installation has its own and it changes through
 * the day: from calm to hurricane across the demo's resorts.
 */
export function openMeteoDoubleAnswer(url: URL, now = new Date()): { status: number; body: unknown } {
  const refuse = (reason: string) => ({ status: 400, body: { error: true, reason } });
  if (url.pathname !== '/v1/forecast') return { status: 404, body: { error: true, reason: 'Not Found' } };
  const lat = Number(url.searchParams.get('latitude'));
  const lng = Number(url.searchParams.get('longitude'));
  if (!url.searchParams.has('latitude') || !Number.isFinite(lat) || lat < -90 || lat > 90)
    return refuse(`Latitude must be in range of -90 to 90°. Given: ${url.searchParams.get('latitude')}`);
  if (!url.searchParams.has('longitude') || !Number.isFinite(lng) || lng < -180 || lng > 180)
    return refuse(`Longitude must be in range of -180 to 180°. Given: ${url.searchParams.get('longitude')}`);
  const asked = (url.searchParams.get('current') ?? '').split(',').filter(Boolean);
  const unknown = asked.find((v) => !(CURRENT_VARIABLES as readonly string[]).includes(v));
  if (unknown) return refuse(`Cannot initialize WeatherVariable from invalid String value ${unknown}`);
  const slot = Math.floor(now.getTime() / 900_000);
  const start = new Date(slot * 900_000);
  const time = start.toISOString().slice(0, 16);
  const bytes = createHash('sha256')
    .update(`${lat.toFixed(2)},${lng.toFixed(2)},${Math.floor(slot / 8)}`)
    .digest();
  const unit = (i: number) => bytes[i]! / 255;
  // Mostly light to fresh winds, now and then a gale and, rarely, a storm or worse.
  const wind = Math.round((unit(0) ** 3 * 130 + unit(1) * 4) * 10) / 10;
  const code = [0, 1, 2, 3, 45, 71, 73, 75, 85, 61, 95][Math.floor(unit(2) * 10.99)]!;
  const temperature = Math.round((-14 + unit(3) * 18 - (lat - 46) * 2) * 10) / 10;
  const values: Record<string, number> = {
    temperature_2m: temperature,
    apparent_temperature: Math.round((temperature - wind / 8) * 10) / 10,
    is_day: start.getUTCHours() >= 6 && start.getUTCHours() < 16 ? 1 : 0,
    weather_code: code,
    wind_speed_10m: wind,
    wind_direction_10m: Math.round(unit(4) * 359),
    wind_gusts_10m: Math.round(wind * (1.3 + unit(5) * 0.5) * 10) / 10,
    snowfall: [71, 73, 75, 85].includes(code) ? Math.round(unit(6) * 30) / 10 : 0,
  };
  const units: Record<string, string> = {
    temperature_2m: '°C',
    apparent_temperature: '°C',
    is_day: '',
    weather_code: 'wmo code',
    wind_speed_10m: url.searchParams.get('wind_speed_unit') === 'ms' ? 'm/s' : 'km/h',
    wind_direction_10m: '°',
    wind_gusts_10m: url.searchParams.get('wind_speed_unit') === 'ms' ? 'm/s' : 'km/h',
    snowfall: 'cm',
  };
  return {
    status: 200,
    body: {
      latitude: Math.round(lat * 40) / 40,
      longitude: Math.round(lng * 40) / 40,
      generationtime_ms: 0.05,
      utc_offset_seconds: 0,
      timezone: 'GMT',
      timezone_abbreviation: 'GMT',
      elevation: 1400,
      current_units: { time: 'iso8601', interval: 'seconds', ...Object.fromEntries(asked.map((v) => [v, units[v]])) },
      current: { time, interval: 900, ...Object.fromEntries(asked.map((v) => [v, values[v]])) },
    },
  };
}

/** The double as a `fetch` (the demo asks it in process; the tests run it behind a real HTTP server). */
export const openMeteoDoubleFetch: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const { status, body } = openMeteoDoubleAnswer(url);
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
};
