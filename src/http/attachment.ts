import type { HttpClient } from './http-client';

/** A file the API sends as an attachment (with the caller's token, so not a plain link), named as the server names it. */
export async function attachment(http: HttpClient, path: string, params: object, fallbackName: string): Promise<{ blob: Blob; filename: string }> {
  const response = await http.get<Blob>(path, { params, responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  return { blob: response.data, filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName };
}
