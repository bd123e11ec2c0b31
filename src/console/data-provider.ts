import { lazyMethods } from '@src/data/lazy-methods';
import type { GondolaDataProvider, HistoryEntry, ShellMethods } from '@src/data/gondola-data-provider';
import type { RecordFileMethods } from '@src/data/record-file-methods';
import { WITH_REFERENCES, WITHOUT_REFERENCES, type EmbeddedReferences } from '@src/data/seed-references';
import type { HttpClient, HttpClientError } from '@src/http/http-client';
import type { AreaManifest } from '@src/shell/area-manifest';
import { AREA_MANIFESTS } from '@src/shell/areas';
import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type GetManyParams, type GetOneParams, type fetchUtils, type RaRecord } from 'react-admin';

const API = '/api';

/** ra-data-simple-rest's httpClient contract on top of the console's HTTP client. */
export function simpleRestTransport(http: HttpClient, { ownErrorMessage = false } = {}) {
  return async (url: string, options: fetchUtils.Options = {}) => {
    try {
      const response = await http.request({
        url: url.startsWith(API) ? url.slice(API.length) : url,
        method: options.method ?? 'GET',
        data: options.body,
        ownErrorMessage,
        // react-query's signal: a page left before its data arrived cancels the request.
        signal: options.signal ?? undefined,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers)) if (value !== undefined && value !== null) headers.set(name, String(value));
      // ra-data-simple-rest reads `json`; `body` is the fetchUtils contract's text, made only if asked for.
      return {
        status: response.status,
        headers,
        get body() {
          return JSON.stringify(response.data);
        },
        json: response.data,
      };
    } catch (error) {
      const e = error as HttpClientError<{ message?: string } | undefined>;
      // react-admin reads field errors and the 409 `current` record from the body.
      throw new HttpError(e.response?.data?.message ?? e.message, e.response?.status ?? 0, e.response?.data);
    }
  };
}

/**
 * `getList` whose answer says when the server's total was an estimate (`meta.totalEstimated`, from
 * X-Total-Estimated) and that brings in the same request the records its reference columns name
 * (`embed=references`, handed to `onReferences` before the page's rows are returned) and the
 * companions its caller names in `meta.embed` (`meta.companions` of the answer).
 */
function listSayingEstimates(transport: ReturnType<typeof simpleRestTransport>, onReferences?: (references: EmbeddedReferences) => void): DataProvider['getList'] {
  return async (resource, params) => {
    // A provider per call so concurrent lists cannot mix up whose total was an estimate.
    let totalEstimated = false;
    const meta = params.meta as { embed?: string[]; [WITHOUT_REFERENCES]?: boolean } | undefined;
    const asked = meta?.embed ?? [];
    const embed = [...(onReferences && !meta?.[WITHOUT_REFERENCES] ? ['references'] : []), ...asked];
    let companions: Record<string, unknown> | undefined;
    // ra-data-simple-rest sends `meta.embed` as the `embed` parameter (a JSON list).
    const watching = simpleRestProvider(API, async (url, options) => {
      const response = await transport(url, options);
      totalEstimated = response.headers.get('x-total-estimated') === 'true';
      if (!embed.length) return response;
      const answer = response.json as { data: unknown; references: EmbeddedReferences; companions: Record<string, unknown> };
      onReferences?.(answer.references);
      companions = answer.companions;
      return { ...response, body: '', json: answer.data };
    });
    const result = await watching.getList(resource, embed.length ? { ...params, meta: { ...params.meta, embed } } : params);
    if (!totalEstimated && !asked.length) return result;
    return { ...result, meta: { ...result.meta, ...(totalEstimated ? { totalEstimated } : {}), ...(asked.length ? { companions } : {}) } };
  };
}

/**
 * `getOne` that, asked for references (`meta.embed`, an edit or show screen's `WITH_REFERENCES`),
 * brings in the same request the records the record's fields name, handed to `onReferences`
 * before the record is returned: the screen's reference inputs and fields find them in the cache
 * instead of asking for each.
 */
function oneWithReferences(transport: ReturnType<typeof simpleRestTransport>, base: DataProvider, onReferences?: (references: EmbeddedReferences) => void): DataProvider['getOne'] {
  return async <R extends RaRecord>(resource: string, params: GetOneParams<R>) => {
    const embed = (params.meta as { embed?: readonly string[] } | undefined)?.embed;
    if (!onReferences || !embed?.includes(WITH_REFERENCES.embed[0])) return base.getOne<R>(resource, params);
    const url = `${API}/${resource}/${encodeURIComponent(String(params.id))}?embed=${encodeURIComponent(JSON.stringify(WITH_REFERENCES.embed))}`;
    const { json } = await transport(url, { signal: params.signal });
    const answer = json as { data: R; references: EmbeddedReferences };
    onReferences(answer.references);
    return { data: answer.data };
  };
}

export interface DataProviderOptions {
  /** Every area's manifest, or a test's. */
  areas?: readonly AreaManifest[];
  /** Receives the records each list page's reference columns name, fetched with the page (see `seedReferences`). */
  onReferences?: (references: EmbeddedReferences) => void;
}

/** ra-data-simple-rest against /api, plus Gondola's typed extra methods: the kit's, the shell's and every area's. */
export function createDataProvider(http: HttpClient, { areas = AREA_MANIFESTS, onReferences }: DataProviderOptions = {}): GondolaDataProvider {
  const transport = simpleRestTransport(http);
  const base = simpleRestProvider(API, transport);
  // Writes whose caller says what failed (the generated forms, meta `ownErrorMessage`): no second, generic toast.
  const owning = simpleRestProvider(API, simpleRestTransport(http, { ownErrorMessage: true }));
  const via = (params: { meta?: unknown }) => ((params.meta as { ownErrorMessage?: boolean } | undefined)?.ownErrorMessage ? owning : base);
  const own = {
    ...base,
    create: (resource, params) => via(params).create(resource, params),
    update: (resource, params) => via(params).update(resource, params),
    delete: (resource, params) => via(params).delete(resource, params),
    deleteMany: (resource, params) => via(params).deleteMany(resource, params),
    async getMany<R extends RaRecord>(resource: string, params: GetManyParams<R>) {
      if (!(params.meta as { names?: boolean } | undefined)?.names) return base.getMany(resource, params);
      // Names only, for who may name these records but not read them (the definition's `access.names`).
      const search = new URLSearchParams(params.ids.map((id) => ['id', String(id)]));
      const { data } = await http.get<R[]>(`/names/${resource}?${search}`, { signal: params.signal });
      return { data };
    },
    ...lazyMethods<RecordFileMethods>(() => import('@src/data/record-file-methods').then((m) => m.recordFileMethods(http)), {
      createWithFiles: true,
      replaceFile: true,
      clearFile: true,
    }),
    getList: listSayingEstimates(transport, onReferences),
    getOne: oneWithReferences(transport, base, onReferences),
    async getHistory(resource, { id }) {
      const { data } = await http.get<HistoryEntry[]>(`/${resource}/${encodeURIComponent(String(id))}/history`);
      return data;
    },
    async reorder(resource, { ids }) {
      const { data } = await http.post<RaRecord[]>(`/${resource}/reorder`, { ids }, { ownErrorMessage: true });
      return data;
    },
    async rotateSecret(resource, { id }) {
      const { data } = await http.post<RaRecord>(`/${resource}/${encodeURIComponent(String(id))}/rotate-secret`, {});
      return data;
    },
    async getUnreadCount() {
      const { data } = await http.get<{ count: number }>('/inbox/unread-count');
      return data.count;
    },
    async findRecord(resource, id) {
      try {
        const { data } = await http.get<RaRecord>(`/${resource}/${encodeURIComponent(String(id))}`, { ownErrorMessage: true });
        return data;
      } catch (error) {
        if ((error as HttpClientError).response?.status === 404) return null;
        throw error;
      }
    },
    // react-admin hands each query's abort signal to the methods above.
    supportAbortSignal: true,
  } satisfies DataProvider & RecordFileMethods & ShellMethods;
  // Every area's methods (its manifest's), under the kit's and the shell's, which no area may replace.
  return Object.assign({}, ...areas.map((area) => area.methods?.(http) ?? {}), own) as GondolaDataProvider;
}
