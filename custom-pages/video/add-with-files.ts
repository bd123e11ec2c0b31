import { useDataProvider, useRefresh } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { useUploads } from '@src/kit/Uploads';

/** A file's name without its extension: what a picture, sound or font is called until someone renames it. */
export const baseName = (file: File) => file.name.replace(/\.[^.]+$/, '').slice(0, 120) || file.name;

/**
 * Dropped files become records of `resource`, one each, named after the file and stored in its
 * `field` (with `values`, e.g. the collection a picture belongs to); the list refreshes when all are in.
 */
export function useAddWithFiles(resource: string, field: string, values: Record<string, unknown> = {}) {
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const refresh = useRefresh();
  const uploads = useUploads();
  const add = (files: File[]) =>
    Promise.all(
      files.map((file) => uploads.start(file, (control) => dataProvider.createWithFiles(resource, { ...values, name: baseName(file) }, { [field]: file }, control))),
    ).then(refresh);
  return { uploads, add };
}
