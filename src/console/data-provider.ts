import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider, type Identifier } from 'react-admin';

import type { AuditEntry } from '../../core/resource-kit';

export type HistoryEntry = AuditEntry;

export type GondolaDataProvider = DataProvider & {
  getHistory(resource: string, params: { id: Identifier }): Promise<HistoryEntry[]>;
};

export interface HttpClientOptions {
  accessToken(): string | undefined;
  language(): string;
}

/** fetchJson with the bearer token taken fresh per request and the user's language for messages. */
export function createHttpClient({ accessToken, language }: HttpClientOptions) {
  return (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { accept: 'application/json' });
    const token = accessToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    headers.set('accept-language', language());
    return fetchUtils.fetchJson(url, { ...options, headers });
  };
}

/** ra-data-simple-rest against /api, plus Gondola's typed extra methods. */
export function createDataProvider(options: HttpClientOptions, apiUrl = '/api'): GondolaDataProvider {
  const httpClient = createHttpClient(options);
  const base = simpleRestProvider(apiUrl, httpClient);
  return {
    ...base,
    async getHistory(resource, { id }) {
      const { json } = await httpClient(`${apiUrl}/${resource}/${encodeURIComponent(String(id))}/history`);
      return json as HistoryEntry[];
    },
  } satisfies GondolaDataProvider;
}
