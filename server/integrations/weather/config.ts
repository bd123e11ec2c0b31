import { optionalUrl } from '../../config/env-values.js';
import { defineConfigSlice } from '../../config/slice.js';

/** Open-Meteo's forecast API (or a compatible instance); unset: the public service in production, the embedded double otherwise. */
export const weatherConfig = defineConfigSlice({
  env: { WEATHER_URL: optionalUrl },
  read: (e) => ({ weather: { url: e.WEATHER_URL } }),
});
