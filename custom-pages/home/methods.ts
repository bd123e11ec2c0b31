import type { Triage } from '@core/triage';
import type { HttpClient } from '@src/http/http-client';

/** The triage home's one call: its figures for the signed-in user. */
export interface HomeMethods {
  getTriage(): Promise<Triage>;
}

declare module '@src/data/gondola-data-provider' {
  interface AreaMethods extends HomeMethods {}
}

export function homeMethods(http: HttpClient): HomeMethods {
  return {
    async getTriage() {
      const { data } = await http.get<Triage>('/triage');
      return data;
    },
  };
}
