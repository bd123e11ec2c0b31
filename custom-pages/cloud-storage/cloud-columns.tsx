import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import DriveFileMove from '@mui/icons-material/DriveFileMove';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import Folder from '@mui/icons-material/Folder';
import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import { IconButton, Link as MuiLink, Stack } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useDateFormat } from '@src/i18n/date-format';
import { formatFileSize } from '@src/kit/file-size';
import type { RecordColumn } from '@src/kit/RecordTable';
import { previewable } from './FilePreview';
import type { CloudFile } from './methods';
import type { CloudEntry as Entry } from './use-cloud-search';

export type CloudDialog = { type: 'folder' } | { type: 'rename' | 'move' | 'delete'; entry: Entry } | { type: 'replace'; files: File[] } | null;

export const browse = (path: string) => `/cloudstorage${path ? `/${path.split('/').map(encodeURIComponent).join('/')}` : ''}`;
export const parentOf = (path: string) => path.split('/').slice(0, -1).join('/');

/**
 * The columns of a folder's entries (or a search's: with each entry's folder): name (folders first,
 * files that can be shown open a preview), type, size, modified, and the actions the user may take.
 */
export function useCloudColumns({
  searching,
  shown,
  canWrite,
  setDialog,
  setPreview,
}: {
  searching: boolean;
  /** A folder path as people read it (titles for folders named by keys). */
  shown: (folderPath: string) => string[];
  canWrite: boolean;
  setDialog: (dialog: CloudDialog) => void;
  setPreview: (file: CloudFile) => void;
}): Array<RecordColumn<Entry>> {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { dateTime } = useDateFormat();
  return [
    {
      id: 'name',
      label: translate('gondola.cloud.name'),
      // Folders first in either direction of the name.
      sortBy: (e) => `${e.kind === 'folder' ? 0 : 1}${(e.kind === 'folder' ? (e.title ?? e.name) : e.name).toLocaleLowerCase()}`,
      render: (e) => (
        <Stack direction="row" spacing={1} alignItems="center">
          {e.kind === 'folder' ? <Folder color="primary" aria-hidden /> : <InsertDriveFile color="action" aria-hidden />}
          {e.kind === 'folder' ? (
            <MuiLink component={Link} to={browse(e.path)}>
              {e.title ?? e.name}
            </MuiLink>
          ) : previewable(e.contentType) ? (
            <MuiLink component="button" type="button" onClick={() => setPreview(e)} sx={{ textAlign: 'left' }}>
              {e.name}
            </MuiLink>
          ) : (
            <span>{e.name}</span>
          )}
        </Stack>
      ),
    },
    ...(searching
      ? [
          {
            id: 'location',
            label: translate('gondola.cloud.location'),
            sortBy: (e: Entry) => parentOf(e.path),
            render: (e: Entry) => (
              <MuiLink component={Link} to={browse(parentOf(e.path))}>
                {shown(parentOf(e.path)).join(' / ') || translate('gondola.cloud.root')}
              </MuiLink>
            ),
          },
        ]
      : []),
    {
      id: 'type',
      label: translate('gondola.cloud.type'),
      sortBy: (e) => (e.kind === 'folder' ? '' : e.contentType),
      render: (e) => (e.kind === 'folder' ? translate('gondola.cloud.folder') : e.contentType),
    },
    {
      id: 'size',
      label: translate('gondola.cloud.size'),
      align: 'right',
      nowrap: true,
      sortBy: (e) => (e.kind === 'file' ? e.size : -1),
      render: (e) => (e.kind === 'file' ? formatFileSize(e.size, locale) : ''),
    },
    {
      id: 'modified',
      label: translate('gondola.cloud.modified'),
      nowrap: true,
      sortBy: (e) => (e.kind === 'file' ? e.modifiedAt : ''),
      render: (e) => (e.kind === 'file' ? dateTime(e.modifiedAt) : ''),
    },
    {
      id: 'actions',
      label: translate('gondola.cloud.actionsHeader'),
      align: 'right',
      render: (e) => (
        <Stack direction="row" justifyContent="flex-end" role="group" aria-label={translate('gondola.cloud.actions', { name: e.name })}>
          {e.kind === 'file' && (
            <IconButton size="small" href={e.downloadUrl} download={e.name} aria-label={translate('gondola.cloud.downloadNamed', { name: e.name })}>
              <Download fontSize="small" />
            </IconButton>
          )}
          {canWrite && (
            <>
              <IconButton size="small" onClick={() => setDialog({ type: 'rename', entry: e })} aria-label={translate('gondola.cloud.renameNamed', { name: e.name })}>
                <DriveFileRenameOutline fontSize="small" />
              </IconButton>
              <IconButton size="small" onClick={() => setDialog({ type: 'move', entry: e })} aria-label={translate('gondola.cloud.moveNamed', { name: e.name })}>
                <DriveFileMove fontSize="small" />
              </IconButton>
              <IconButton size="small" onClick={() => setDialog({ type: 'delete', entry: e })} aria-label={translate('gondola.cloud.deleteNamed', { name: e.name })}>
                <Delete fontSize="small" />
              </IconButton>
            </>
          )}
        </Stack>
      ),
    },
  ];
}
