import type { RaRecord } from 'react-admin';
import type { HttpClient } from '@src/http/http-client';
import { UPLOAD_ADAPTER } from '@src/http/transport';

/** What an upload reports while it runs, and how the caller stops it. */
export interface UploadControl {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Records with stored files (the kit's file fields): created with their files, one file replaced or cleared. */
export interface RecordFileMethods {
  /** Creates a record together with its files, in one request. */
  createWithFiles(resource: string, record: Record<string, unknown>, files: Record<string, File>, control?: UploadControl): Promise<RaRecord>;
  /** Replaces one file of a record; `version` refuses the change when someone else saved in between. */
  replaceFile(resource: string, id: string, field: string, file: File, version?: number, control?: UploadControl): Promise<RaRecord>;
  clearFile(resource: string, id: string, field: string, version?: number): Promise<RaRecord>;
}

/** The request options of an upload: XMLHttpRequest (fetch reports upload progress only over HTTP/2), no client timeout, progress reported, stopped by the caller's signal. */
export const uploadOptions = (control?: UploadControl) => ({
  adapter: UPLOAD_ADAPTER,
  // Uploads of large clips take longer than an ordinary request may; the server limits how long.
  timeout: 0,
  // The upload list says what went wrong; a dropped upload must not take the user off the page.
  background: true,
  signal: control?.signal,
  onUploadProgress: (event: { loaded: number; total?: number }) => control?.onProgress?.(event.total ? event.loaded / event.total : 0),
});

const path = (resource: string, id?: string) => `/${encodeURIComponent(resource)}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;

export function recordFileMethods(http: HttpClient): RecordFileMethods {
  return {
    async createWithFiles(resource, record, files, control) {
      const form = new FormData();
      form.append('record', JSON.stringify(record));
      for (const [field, file] of Object.entries(files)) form.append(field, file, file.name);
      const { data } = await http.post<RaRecord>(`${path(resource)}/with-files`, form, uploadOptions(control));
      return data;
    },
    async replaceFile(resource, id, field, file, version, control) {
      const form = new FormData();
      form.append('file', file, file.name);
      const { data } = await http.put<RaRecord>(`${path(resource, id)}/files/${encodeURIComponent(field)}`, form, {
        ...uploadOptions(control),
        params: version ? { version } : {},
      });
      return data;
    },
    async clearFile(resource, id, field, version) {
      const { data } = await http.delete<RaRecord>(`${path(resource, id)}/files/${encodeURIComponent(field)}`, { params: version ? { version } : {} });
      return data;
    },
  };
}
