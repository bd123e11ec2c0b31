import type { AxiosError, AxiosInstance } from 'axios';
import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type fetchUtils, type Identifier } from 'react-admin';
import type { AuditEntry } from '../../core/resource-kit';

export type HistoryEntry = AuditEntry;

export type GondolaDataProvider = DataProvider & {
  getHistory(resource: string, params: { id: Identifier }): Promise<HistoryEntry[]>;
};

const API = '/api';

/** ra-data-simple-rest's httpClient contract on top of the console's axios client. */
export function simpleRestTransport(http: AxiosInstance) {
  return async (url: string, options: fetchUtils.Options = {}) => {
    try {
      const response = await http.request({
        url: url.startsWith(API) ? url.slice(API.length) : url,
        method: options.method ?? 'GET',
        data: typeof options.body === 'string' ? JSON.parse(options.body) : options.body,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') headers.set(name, value);
      return { status: response.status, headers, body: JSON.stringify(response.data), json: response.data };
    } catch (error) {
      const e = error as AxiosError<{ message?: string }>;
      // react-admin reads field errors and the 409 `current` record from the body.
      throw new HttpError(e.response?.data?.message ?? e.message, e.response?.status ?? 0, e.response?.data);
    }
  };
}

/** ra-data-simple-rest against /api, plus Gondola's typed extra methods. */
export function createDataProvider(http: AxiosInstance): GondolaDataProvider {
  const base = simpleRestProvider(API, simpleRestTransport(http));
  return {
    ...base,
    async getHistory(resource, { id }) {
      const { data } = await http.get<HistoryEntry[]>(`/${resource}/${encodeURIComponent(String(id))}/history`);
      return data;
    },
  } satisfies GondolaDataProvider;
}
