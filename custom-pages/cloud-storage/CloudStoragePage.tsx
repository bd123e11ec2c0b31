import CreateNewFolder from '@mui/icons-material/CreateNewFolder';
import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import DriveFileMove from '@mui/icons-material/DriveFileMove';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import Folder from '@mui/icons-material/Folder';
import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import { Alert, Breadcrumbs, Button, IconButton, InputAdornment, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import Search from '@mui/icons-material/Search';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import type { CloudFile } from './methods';
import { useDateFormat } from '@src/i18n/date-format';
import { formatFileSize } from '@src/kit/file-size';
import { RecordTable } from '@src/kit/RecordTable';
import { DropZone, failureReason, UploadList, useUploads } from '@src/kit/Uploads';
import type { RouteEntry } from '@src/shell/route-table';
import { useShell } from '@src/shell/http-context';
import { ShellPage } from '@src/shell/ShellPage';
import { pushToast } from '@src/shell/toasts';
import { ConfirmDialog, NameDialog } from './CloudDialogs';
import { FilePreview, previewable } from './FilePreview';
import { type CloudEntry, useCloudSearch } from './use-cloud-search';

type Entry = CloudEntry;
type Dialog = { type: 'folder' } | { type: 'rename' | 'move' | 'delete'; entry: Entry } | { type: 'replace'; files: File[] } | null;

const browse = (path: string) => `/cloudstorage${path ? `/${path.split('/').map(encodeURIComponent).join('/')}` : ''}`;
const parentOf = (path: string) => path.split('/').slice(0, -1).join('/');
const join = (folder: string, name: string) => (folder ? `${folder}/${name}` : name);

/** `/cloudstorage/{path}`: the files of a folder, its sub-folders, and what the user may do with them. */
export default function CloudStoragePage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { dateTime } = useDateFormat();
  const path = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const queryClient = useQueryClient();
  const uploads = useUploads();
  const staff = useShell().principal.scope === 'staff';
  const [q, setQ] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [preview, setPreview] = useState<CloudFile | null>(null);
  const key = ['cloudstorage', path];
  const { data, error, isPending } = useQuery({ queryKey: key, queryFn: () => dataProvider.listCloudFolder(path), retry: false });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['cloudstorage'] });
  const run = async (action: () => Promise<unknown>, done?: string) => {
    setDialog(null);
    try {
      await action();
      if (done) pushToast({ severity: 'success', title: done });
    } catch (failure) {
      pushToast({ severity: 'error', title: failureReason(failure) });
    }
    await reload();
  };

  const upload = async (files: File[], replace = false) => {
    await Promise.all(files.map((file) => uploads.start(file, (control) => dataProvider.uploadToCloud(path, file, { ...control, replace }))));
    await reload();
  };
  const offer = (files: File[]) => {
    const taken = new Set(data?.files.map((f) => f.name));
    const fresh = files.filter((f) => !taken.has(f.name.normalize('NFC')));
    const existing = files.filter((f) => taken.has(f.name.normalize('NFC')));
    if (fresh.length) void upload(fresh);
    if (existing.length) setDialog({ type: 'replace', files: existing });
  };

  const search = useCloudSearch(q);
  const entries: Entry[] = search.active
    ? (search.entries ?? [])
    : [...(data?.folders.map((f) => ({ kind: 'folder' as const, ...f })) ?? []), ...(data?.files.map((f) => ({ kind: 'file' as const, ...f })) ?? [])];
  const segments = path ? path.split('/') : [];
  // A folder named by a key (a customer's id) is shown by what people call it.
  const titles = { ...data?.titles, ...search.titles };
  const shown = (folderPath: string) => folderPath.split('/').map((name, i, all) => titles[all.slice(0, i + 1).join('/')] ?? name);
  const canWrite = data?.canWrite ?? false;
  const title = shown(path).at(-1) || translate('gondola.cloud.root');
  const moveTarget = (entry: Entry, folder: string) => join(folder, entry.name) + (entry.kind === 'folder' ? '/' : '');
  const source = (entry: Entry) => entry.path + (entry.kind === 'folder' ? '/' : '');

  return (
    <ShellPage route={route} title={title}>
      {segments.length > 0 && (
        <Breadcrumbs aria-label={translate('gondola.cloud.folders')} sx={{ mb: 1 }} data-testid="cloud-path">
          {[translate('gondola.cloud.root'), ...shown(path)]
            .map((name, index) => ({ name, to: segments.slice(0, index).join('/') }))
            // Customer staff cannot open the folder of all customers: their top lists their own.
            .filter(({ to }) => staff || to !== 'customers')
            .map(({ name, to }, index, all) =>
              index < all.length - 1 ? (
                <MuiLink key={to || '.'} component={Link} to={browse(to)} underline="hover" color="inherit">
                  {name}
                </MuiLink>
              ) : (
                <Typography key={to || '.'} color="text.primary" aria-current="page">
                  {name}
                </Typography>
              ),
            )}
        </Breadcrumbs>
      )}
      {error ? (
        <Alert severity="warning">{failureReason(error)}</Alert>
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} sx={{ mb: 1 }}>
            <TextField
              size="small"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              label={translate('gondola.cloud.search')}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search fontSize="small" aria-hidden />
                    </InputAdornment>
                  ),
                },
              }}
            />
            {canWrite && (
              <Button startIcon={<CreateNewFolder />} onClick={() => setDialog({ type: 'folder' })}>
                {translate('gondola.cloud.newFolder')}
              </Button>
            )}
            {data && !search.active && (
              <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
                {translate('gondola.cloud.items', {
                  folders: translate('gondola.cloud.folderCount', { smart_count: data.folders.length }),
                  files: translate('gondola.cloud.fileCount', { smart_count: data.files.length }),
                })}
              </Typography>
            )}
          </Stack>
          {data && !canWrite && (
            <Alert severity="info" sx={{ mb: 1 }}>
              {translate('gondola.cloud.readOnly')}
            </Alert>
          )}
          {search.truncated && search.active && (
            <Alert severity="info" sx={{ mb: 1 }}>
              {translate('gondola.cloud.truncated', { count: entries.length })}
            </Alert>
          )}
          {search.error ? <Alert severity="warning">{failureReason(search.error)}</Alert> : null}
          {canWrite && <DropZone kind="any" onFiles={offer} />}
          <UploadList uploads={uploads} />
          <RecordTable
            rows={entries}
            loading={search.active ? search.pending : isPending}
            rowKey={(e) => `${e.kind}:${e.path}`}
            label={title}
            testId="cloud-entries"
            empty={search.active ? translate('gondola.cloud.noMatch', { q: q.trim() }) : translate('gondola.cloud.empty')}
            initialSort={{ column: 'name', order: 'asc' }}
            columns={[
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
              ...(search.active
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
            ]}
          />
        </>
      )}
      <NameDialog
        open={dialog?.type === 'folder'}
        title={translate('gondola.cloud.newFolder')}
        label={translate('gondola.cloud.folderName')}
        confirm={translate('gondola.cloud.create')}
        onClose={() => setDialog(null)}
        onConfirm={(name) => void run(() => dataProvider.createCloudFolder(path, name))}
      />
      <NameDialog
        open={dialog?.type === 'rename'}
        title={dialog?.type === 'rename' ? translate('gondola.cloud.renameNamed', { name: dialog.entry.name }) : ''}
        label={translate('gondola.cloud.newName')}
        initial={dialog?.type === 'rename' ? dialog.entry.name : ''}
        confirm={translate('gondola.cloud.rename')}
        onClose={() => setDialog(null)}
        onConfirm={(name) =>
          dialog?.type === 'rename' && void run(() => dataProvider.moveCloudEntry(source(dialog.entry), moveTarget({ ...dialog.entry, name }, parentOf(dialog.entry.path))))
        }
      />
      <NameDialog
        open={dialog?.type === 'move'}
        title={dialog?.type === 'move' ? translate('gondola.cloud.moveNamed', { name: dialog.entry.name }) : ''}
        label={translate('gondola.cloud.moveTo')}
        initial={path}
        allowEmpty
        confirm={translate('gondola.cloud.move')}
        onClose={() => setDialog(null)}
        onConfirm={(folder) =>
          dialog?.type === 'move' && void run(() => dataProvider.moveCloudEntry(source(dialog.entry), moveTarget(dialog.entry, folder.replace(/^\/+|\/+$/g, ''))))
        }
      />
      <ConfirmDialog
        open={dialog?.type === 'delete'}
        text={
          dialog?.type === 'delete'
            ? translate(dialog.entry.kind === 'folder' ? 'gondola.cloud.confirmDeleteFolder' : 'gondola.cloud.confirmDelete', { name: dialog.entry.name })
            : ''
        }
        confirm={translate('gondola.cloud.delete')}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          dialog?.type === 'delete' &&
          void run(() => dataProvider.deleteCloudEntry(dialog.entry.path, dialog.entry.kind === 'folder'), translate('gondola.cloud.deleted', { name: dialog.entry.name }))
        }
      />
      <ConfirmDialog
        open={dialog?.type === 'replace'}
        text={dialog?.type === 'replace' ? translate('gondola.cloud.exists', { name: dialog.files.map((f) => f.name).join(', ') }) : ''}
        confirm={translate('gondola.cloud.replace')}
        onClose={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.type !== 'replace') return;
          setDialog(null);
          void upload(dialog.files, true);
        }}
      />
      <FilePreview file={preview} onClose={() => setPreview(null)} />
    </ShellPage>
  );
}
