import type { AppConfig } from '../../config.js';
import { openMeteoDoubleFetch } from './open-meteo-double.js';
import { OpenMeteo, type WeatherProvider } from './open-meteo.js';

/** The public Open-Meteo service: keyless, for non-commercial use; a commercial plan or own instance goes in WEATHER_URL. */
export const OPEN_METEO_PUBLIC = 'https://api.open-meteo.com';

/** Who answers the weather: `WEATHER_URL`, else the public service in production and the embedded double elsewhere. */
export function weatherProviderFor(config: Pick<AppConfig, 'weather' | 'mode'>): WeatherProvider & { demo: boolean } {
  if (config.weather.url) return Object.assign(new OpenMeteo(config.weather.url), { demo: false });
  if (config.mode === 'production') return Object.assign(new OpenMeteo(OPEN_METEO_PUBLIC), { demo: false });
  return Object.assign(new OpenMeteo('http://open-meteo.double', openMeteoDoubleFetch), { demo: true });
}
