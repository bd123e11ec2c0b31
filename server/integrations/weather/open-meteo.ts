import { z } from 'zod';
import { beaufortOf, weatherKindOf, type CurrentWeather } from '../../../core/weather.js';
import { setBounded } from '../../../core/bounded-map.js';

/** Where the console gets the weather at a place: one question, whatever answers it. */
export interface WeatherProvider {
  readonly name: string;
  current(at: { lat: number; lng: number }): Promise<CurrentWeather>;
}

/** The weather service did not answer usefully; the message says what it said. */
export class WeatherUnavailable extends Error {}

export const CURRENT_VARIABLES = [
  'temperature_2m',
  'apparent_temperature',
  'is_day',
  'weather_code',
  'wind_speed_10m',
  'wind_direction_10m',
  'wind_gusts_10m',
  'snowfall',
] as const;

const value = z.number().nullable().optional();
/** The part of Open-Meteo's `/v1/forecast` answer the console reads (`current=` variables, GMT, km/h). */
const forecastAnswer = z.object({
  current_units: z.object({ wind_speed_10m: z.literal('km/h'), temperature_2m: z.literal('°C') }).passthrough(),
  current: z
    .object({
      time: z.string(),
      temperature_2m: z.number(),
      apparent_temperature: value,
      is_day: value,
      weather_code: z.number(),
      wind_speed_10m: z.number(),
      wind_direction_10m: value,
      wind_gusts_10m: value,
      snowfall: value,
    })
    .passthrough(),
});

/**
 * Open-Meteo's forecast API (`GET /v1/forecast?latitude&longitude&current=…`), free and keyless for
 * the public service, or a customer's own instance or commercial endpoint at `WEATHER_URL`. An
 * answer is kept for ten minutes per place (the model's current values move every 15 minutes),
 * so a cockpit open on forty screens asks once.
 */
export class OpenMeteo implements WeatherProvider {
  readonly name = 'Open-Meteo';
  private readonly cache = new Map<string, { until: number; weather: Promise<CurrentWeather> }>();

  constructor(
    private readonly baseUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly keepMs = 600_000,
    private readonly timeoutMs = 5_000,
  ) {}

  current(at: { lat: number; lng: number }): Promise<CurrentWeather> {
    // About a kilometre: the model's grid is coarser, and nearby installations share one answer.
    const key = `${at.lat.toFixed(2)},${at.lng.toFixed(2)}`;
    const now = Date.now();
    const kept = this.cache.get(key);
    if (kept && kept.until > now) return kept.weather;
    const weather = this.ask(at);
    setBounded(this.cache, key, { until: now + this.keepMs, weather }, 5_000);
    // A failed question is not kept: the next look asks again.
    weather.catch(() => this.cache.delete(key));
    return weather;
  }

  private async ask({ lat, lng }: { lat: number; lng: number }): Promise<CurrentWeather> {
    const url = new URL('/v1/forecast', this.baseUrl);
    url.searchParams.set('latitude', lat.toFixed(4));
    url.searchParams.set('longitude', lng.toFixed(4));
    url.searchParams.set('current', CURRENT_VARIABLES.join(','));
    url.searchParams.set('wind_speed_unit', 'kmh');
    url.searchParams.set('timezone', 'GMT');
    let response: Response;
    try {
      response = await this.fetchImpl(url, { signal: AbortSignal.timeout(this.timeoutMs), headers: { accept: 'application/json' } });
    } catch (error) {
      throw new WeatherUnavailable(`Open-Meteo did not answer: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => null)) as { reason?: unknown } | null;
    if (!response.ok) throw new WeatherUnavailable(`Open-Meteo answered ${response.status}${typeof body?.reason === 'string' ? `: ${body.reason}` : ''}`);
    const parsed = forecastAnswer.safeParse(body);
    if (!parsed.success) throw new WeatherUnavailable(`Open-Meteo's answer was not understood: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
    const c = parsed.data.current;
    return {
      // The answer's times are GMT wall clocks ("2026-11-28T09:45").
      at: new Date(`${c.time}${c.time.length === 16 ? ':00' : ''}Z`).toISOString(),
      temperatureC: c.temperature_2m,
      feelsLikeC: c.apparent_temperature ?? null,
      weatherCode: c.weather_code,
      kind: weatherKindOf(c.weather_code),
      windKmh: c.wind_speed_10m,
      windFromDegrees: c.wind_direction_10m ?? null,
      gustKmh: c.wind_gusts_10m ?? null,
      beaufort: beaufortOf(c.wind_speed_10m),
      gustBeaufort: c.wind_gusts_10m == null ? null : beaufortOf(c.wind_gusts_10m),
      snowfallCm: c.snowfall ?? null,
      isDay: c.is_day == null ? null : c.is_day === 1,
    };
  }
}
