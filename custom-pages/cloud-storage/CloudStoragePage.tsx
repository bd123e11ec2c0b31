import CreateNewFolder from '@mui/icons-material/CreateNewFolder';
import Search from '@mui/icons-material/Search';
import { Alert, Button, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { RecordTable } from '@src/kit/RecordTable';
import { DropZone, failureReason, UploadList, useUploads } from '@src/kit/Uploads';
import type { RouteEntry } from '@src/shell/route-table';
import { useShell } from '@src/shell/http-context';
import { ShellPage } from '@src/shell/ShellPage';
import { pushToast } from '@src/shell/toasts';
import { CloudEntryDialogs } from './CloudEntryDialogs';
import { CloudPath } from './CloudPath';
import { type CloudDialog, useCloudColumns } from './cloud-columns';
import { FilePreview } from './FilePreview';
import type { CloudFile } from './methods';
import { type CloudEntry, useCloudSearch } from './use-cloud-search';

type Entry = CloudEntry;

/** `/cloudstorage/{path}`: the files of a folder, its sub-folders, and what the user may do with them. */
export default function CloudStoragePage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const path = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const queryClient = useQueryClient();
  const uploads = useUploads();
  const staff = useShell().principal.scope === 'staff';
  const [q, setQ] = useState('');
  const [dialog, setDialog] = useState<CloudDialog>(null);
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
  // A folder named by a key (a customer's id) is shown by what people call it.
  const titles = { ...data?.titles, ...search.titles };
  const shown = (folderPath: string) => folderPath.split('/').map((name, i, all) => titles[all.slice(0, i + 1).join('/')] ?? name);
  const canWrite = data?.canWrite ?? false;
  const title = shown(path).at(-1) || translate('gondola.cloud.root');
  const columns = useCloudColumns({ searching: search.active, shown, canWrite, setDialog, setPreview });

  return (
    <ShellPage route={route} title={title}>
      <CloudPath path={path} shown={shown} staff={staff} />
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
            columns={columns}
          />
        </>
      )}
      <CloudEntryDialogs dialog={dialog} setDialog={setDialog} path={path} run={run} upload={upload} />
      <FilePreview file={preview} onClose={() => setPreview(null)} />
    </ShellPage>
  );
}
