import { z } from 'zod';

/**
 * The Beaufort wind scale (WMO), from calm (0) to hurricane (12), by the wind speed in km/h at
 * which each force begins. Lifts stop and cameras shake by these forces, so the console names them
 * instead of leaving a number to interpret; the names are the scale's own in both languages.
 */
export const BEAUFORT_FROM_KMH = [0, 1, 6, 12, 20, 29, 39, 50, 62, 75, 89, 103, 118] as const;

/** The Beaufort force of a wind speed in km/h (0–12). */
export function beaufortOf(kmh: number): number {
  let force = 0;
  for (const [n, from] of BEAUFORT_FROM_KMH.entries()) if (kmh >= from) force = n;
  return force;
}

/** How a force should catch the eye: from near gale on lifts and cameras are at risk, from storm they stop. */
export function windConcern(force: number): 'none' | 'warning' | 'danger' {
  if (force >= 9) return 'danger';
  if (force >= 7) return 'warning';
  return 'none';
}

/** WMO weather interpretation codes (what Open-Meteo's `weather_code` holds), grouped as the console names them. */
export const WEATHER_KINDS = {
  clear: [0],
  partlyCloudy: [1, 2],
  overcast: [3],
  fog: [45, 48],
  drizzle: [51, 53, 55, 56, 57],
  rain: [61, 63, 65, 66, 67, 80, 81, 82],
  snow: [71, 73, 75, 77, 85, 86],
  thunderstorm: [95, 96, 99],
} as const;
export type WeatherKind = keyof typeof WEATHER_KINDS | 'unknown';

export function weatherKindOf(code: number): WeatherKind {
  for (const [kind, codes] of Object.entries(WEATHER_KINDS)) if ((codes as readonly number[]).includes(code)) return kind as WeatherKind;
  return 'unknown';
}

/** The weather at an installation now, as the console's API answers it. */
export const currentWeather = z.object({
  /** When the provider measured or modelled it (ISO instant). */
  at: z.string(),
  temperatureC: z.number(),
  feelsLikeC: z.number().nullable(),
  weatherCode: z.number().int(),
  kind: z.enum(['clear', 'partlyCloudy', 'overcast', 'fog', 'drizzle', 'rain', 'snow', 'thunderstorm', 'unknown']),
  windKmh: z.number(),
  windFromDegrees: z.number().nullable(),
  gustKmh: z.number().nullable(),
  beaufort: z.number().int().min(0).max(12),
  gustBeaufort: z.number().int().min(0).max(12).nullable(),
  snowfallCm: z.number().nullable(),
  isDay: z.boolean().nullable(),
});
export type CurrentWeather = z.infer<typeof currentWeather>;

export const installationWeather = z.object({
  installationId: z.string(),
  /** Null when the installation has no location to ask about. */
  weather: currentWeather.nullable(),
  /** Where the figures come from, named on the page (Open-Meteo asks for attribution). */
  source: z.string(),
});
export type InstallationWeather = z.infer<typeof installationWeather>;
