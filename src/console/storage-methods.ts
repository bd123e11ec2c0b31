import type { RaRecord } from 'react-admin';
import type { HttpClient } from '@src/http/http-client';

/** What an upload reports while it runs, and how the caller stops it. */
export interface UploadControl {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface CloudFile {
  name: string;
  path: string;
  size: number;
  contentType: string;
  modifiedAt: string;
  url: string;
  downloadUrl: string;
}

export interface CloudFolder {
  path: string;
  folders: Array<{ name: string; path: string }>;
  files: CloudFile[];
  canWrite: boolean;
}

/** Records with stored files (the kit's file fields) and cloud storage. */
export interface StorageMethods {
  /** Creates a record together with its files, in one request. */
  createWithFiles(resource: string, record: Record<string, unknown>, files: Record<string, File>, control?: UploadControl): Promise<RaRecord>;
  /** Replaces one file of a record; `version` refuses the change when someone else saved in between. */
  replaceFile(resource: string, id: string, field: string, file: File, version?: number, control?: UploadControl): Promise<RaRecord>;
  clearFile(resource: string, id: string, field: string, version?: number): Promise<RaRecord>;
  listCloudFolder(path: string): Promise<CloudFolder>;
  uploadToCloud(path: string, file: File, options?: UploadControl & { replace?: boolean }): Promise<CloudFile[]>;
  createCloudFolder(path: string, name: string): Promise<{ path: string }>;
  moveCloudEntry(from: string, to: string): Promise<{ path: string }>;
  deleteCloudEntry(path: string, folder: boolean): Promise<{ deleted: number }>;
}

const progress = (control?: UploadControl) => ({
  // Uploads of large clips take longer than an ordinary request may; the server limits how long.
  timeout: 0,
  // The upload list says what went wrong; a dropped upload must not take the user off the page.
  background: true,
  signal: control?.signal,
  onUploadProgress: (event: { loaded: number; total?: number }) => control?.onProgress?.(event.total ? event.loaded / event.total : 0),
});
const path = (resource: string, id?: string) => `/${encodeURIComponent(resource)}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;

export function storageMethods(http: HttpClient): StorageMethods {
  return {
    async createWithFiles(resource, record, files, control) {
      const form = new FormData();
      form.append('record', JSON.stringify(record));
      for (const [field, file] of Object.entries(files)) form.append(field, file, file.name);
      const { data } = await http.post<RaRecord>(`${path(resource)}/with-files`, form, progress(control));
      return data;
    },
    async replaceFile(resource, id, field, file, version, control) {
      const form = new FormData();
      form.append('file', file, file.name);
      const { data } = await http.put<RaRecord>(`${path(resource, id)}/files/${encodeURIComponent(field)}`, form, { ...progress(control), params: version ? { version } : {} });
      return data;
    },
    async clearFile(resource, id, field, version) {
      const { data } = await http.delete<RaRecord>(`${path(resource, id)}/files/${encodeURIComponent(field)}`, { params: version ? { version } : {} });
      return data;
    },
    async listCloudFolder(folder) {
      const { data } = await http.get<CloudFolder>('/cloudstorage/list', { params: { path: folder }, ownErrorMessage: true });
      return data;
    },
    async uploadToCloud(folder, file, options = {}) {
      const form = new FormData();
      form.append('file', file, file.name);
      const { data } = await http.post<CloudFile[]>('/cloudstorage/upload', form, {
        ...progress(options),
        params: { path: folder, ...(options.replace ? { replace: 'true' } : {}) },
      });
      return data;
    },
    async createCloudFolder(folder, name) {
      const { data } = await http.post<{ path: string }>('/cloudstorage/folder', { path: folder, name });
      return data;
    },
    async moveCloudEntry(from, to) {
      const { data } = await http.post<{ path: string }>('/cloudstorage/move', { from, to });
      return data;
    },
    async deleteCloudEntry(entry, folder) {
      const { data } = await http.delete<{ deleted: number }>('/cloudstorage', { params: { path: entry, folder: String(folder) } });
      return data;
    },
  };
}
