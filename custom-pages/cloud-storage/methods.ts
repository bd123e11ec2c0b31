import type { HttpClient } from '@src/http/http-client';
import { type UploadControl, uploadOptions } from '@src/data/record-file-methods';

export interface CloudFile {
  name: string;
  path: string;
  size: number;
  contentType: string;
  modifiedAt: string;
  url: string;
  downloadUrl: string;
}

/** Folders and files as the API lists them, with what people call folders whose names are keys (a customer's id). */
interface CloudEntries {
  /** The titles of the folders on the way to these entries, by path. */
  titles: Record<string, string>;
  /** `title`: what people call a folder whose name is a key. */
  folders: Array<{ name: string; path: string; title?: string }>;
  files: CloudFile[];
}

export interface CloudFolder extends CloudEntries {
  path: string;
  canWrite: boolean;
}

/** Folders and files matching a search, from every folder the user may read. */
export interface CloudSearch extends CloudEntries {
  q: string;
  truncated: boolean;
}

/** Cloud storage: listing, searching, uploading, folders, moving and deleting. */
export interface CloudMethods {
  listCloudFolder(path: string): Promise<CloudFolder>;
  searchCloud(q: string, signal?: AbortSignal): Promise<CloudSearch>;
  uploadToCloud(path: string, file: File, options?: UploadControl & { replace?: boolean }): Promise<CloudFile[]>;
  createCloudFolder(path: string, name: string): Promise<{ path: string }>;
  moveCloudEntry(from: string, to: string): Promise<{ path: string }>;
  deleteCloudEntry(path: string, folder: boolean): Promise<{ deleted: number }>;
}

declare module '@src/data/gondola-data-provider' {
  interface AreaMethods extends CloudMethods {}
}

export function cloudMethods(http: HttpClient): CloudMethods {
  return {
    async listCloudFolder(folder) {
      const { data } = await http.get<CloudFolder>('/cloudstorage/list', { params: { path: folder }, ownErrorMessage: true });
      return data;
    },
    async searchCloud(q, signal) {
      const { data } = await http.get<CloudSearch>('/cloudstorage/search', { params: { q }, signal, ownErrorMessage: true });
      return data;
    },
    async uploadToCloud(folder, file, options = {}) {
      const form = new FormData();
      form.append('file', file, file.name);
      const { data } = await http.post<CloudFile[]>('/cloudstorage/upload', form, {
        ...uploadOptions(options),
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
