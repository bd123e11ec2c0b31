import Close from '@mui/icons-material/Close';
import CloudUpload from '@mui/icons-material/CloudUpload';
import { Box, Button, IconButton, LinearProgress, List, ListItem, Stack, Typography } from '@mui/material';
import { useCallback, useId, useRef, useState, type DragEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { FILE_KINDS, type FileKind } from '@core/files';
import type { UploadControl } from '@src/data/record-file-methods';
import { formatFileSize } from './file-size';

export interface UploadJob {
  id: string;
  name: string;
  size: number;
  progress: number;
  state: 'uploading' | 'done' | 'failed' | 'cancelled';
  error?: string;
}

/** What the server said about a failed request, or the browser's reason. */
export function failureReason(error: unknown): string {
  const data = (error as { response?: { data?: { message?: string } } })?.response?.data;
  return data?.message ?? (error as Error)?.message ?? String(error);
}

/**
 * Uploads running side by side, each with its progress and a cancel: `start` takes the file and
 * the call that sends it (given progress and abort signal) and resolves with its answer, or
 * undefined when it failed or was cancelled (the list says which).
 */
export function useUploads() {
  const [jobs, setJobs] = useState<UploadJob[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const update = useCallback((id: string, change: Partial<UploadJob>) => setJobs((all) => all.map((j) => (j.id === id ? { ...j, ...change } : j))), []);

  const start = useCallback(
    async <T,>(file: File, send: (control: UploadControl) => Promise<T>, onFailed?: (reason: string) => void): Promise<T | undefined> => {
      const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const controller = new AbortController();
      controllers.current.set(id, controller);
      setJobs((all) => [...all, { id, name: file.name, size: file.size, progress: 0, state: 'uploading' }]);
      try {
        const answer = await send({ signal: controller.signal, onProgress: (progress) => update(id, { progress }) });
        update(id, { state: 'done', progress: 1 });
        return answer;
      } catch (error) {
        if (controller.signal.aborted) update(id, { state: 'cancelled' });
        else {
          update(id, { state: 'failed', error: failureReason(error) });
          onFailed?.(failureReason(error));
        }
        return undefined;
      } finally {
        controllers.current.delete(id);
      }
    },
    [update],
  );

  const cancel = (id: string) => controllers.current.get(id)?.abort();
  const clearFinished = () => setJobs((all) => all.filter((j) => j.state === 'uploading'));
  return { jobs, start, cancel, clearFinished };
}

/** The running and finished uploads: progress bars named by their file, cancel while running. */
export function UploadList({ uploads }: { uploads: ReturnType<typeof useUploads> }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { jobs, cancel, clearFinished } = uploads;
  if (!jobs.length) return null;
  return (
    <Box component="section" aria-label={translate('gondola.files.uploads')} sx={{ my: 1 }}>
      <List dense disablePadding>
        {jobs.map((job) => (
          <ListItem
            key={job.id}
            disableGutters
            secondaryAction={
              job.state === 'uploading' ? (
                <IconButton edge="end" onClick={() => cancel(job.id)} aria-label={translate('gondola.files.cancel', { name: job.name })}>
                  <Close />
                </IconButton>
              ) : undefined
            }
          >
            <Box sx={{ flex: 1, pr: 6 }}>
              <Typography variant="body2" role={job.state === 'failed' ? 'alert' : undefined} color={job.state === 'failed' ? 'error' : undefined}>
                {job.state === 'uploading'
                  ? `${translate('gondola.files.uploading', { name: job.name })} · ${formatFileSize(job.size, locale)}`
                  : translate(`gondola.files.${job.state}`, { name: job.name, reason: job.error ?? '' })}
              </Typography>
              {job.state === 'uploading' && (
                <LinearProgress
                  variant="determinate"
                  value={Math.round(job.progress * 100)}
                  aria-label={translate('gondola.files.uploading', { name: job.name })}
                  sx={{ mt: 0.5 }}
                />
              )}
            </Box>
          </ListItem>
        ))}
      </List>
      {jobs.some((j) => j.state !== 'uploading') && (
        <Button size="small" onClick={clearFinished}>
          {translate('gondola.files.clearFinished')}
        </Button>
      )}
    </Box>
  );
}

/**
 * Where files are dropped or chosen: a drop target with a real button behind it, so the keyboard
 * and screen readers have the same path as the mouse.
 */
export function DropZone({
  kind,
  multiple = true,
  onFiles,
  disabled = false,
  maxBytes,
}: {
  kind: FileKind;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** Below the kind's own limit, where the field takes less (core/files.ts). */
  maxBytes?: number;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const [tooLarge, setTooLarge] = useState<string[]>([]);
  const accepted = FILE_KINDS[kind];
  const limit = Math.min(maxBytes ?? Number.POSITIVE_INFINITY, accepted.maxBytes);
  const take = (list: FileList | null) => {
    const chosen = [...(list ?? [])].slice(0, multiple ? undefined : 1);
    // Refused here rather than after the whole file went over the line.
    setTooLarge(chosen.filter((f) => f.size > limit).map((f) => f.name));
    const files = chosen.filter((f) => f.size <= limit);
    if (files.length) onFiles(files);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
  };
  return (
    <Box
      data-testid={`dropzone-${kind}`}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : undefined,
        borderRadius: 2,
        p: 2,
        my: 1,
        textAlign: 'center',
      }}
    >
      <Stack direction="row" spacing={1} alignItems="center" justifyContent="center" flexWrap="wrap" useFlexGap>
        <CloudUpload color="action" aria-hidden />
        <Typography component="span">{translate(multiple ? 'gondola.files.drop' : 'gondola.files.dropOne')}</Typography>
        <Button variant="outlined" size="small" disabled={disabled} onClick={() => input.current?.click()} aria-describedby={hintId}>
          {translate(multiple ? 'gondola.files.choose' : 'gondola.files.chooseOne')}
        </Button>
      </Stack>
      <Typography id={hintId} variant="caption" color="text.secondary">
        {translate(accepted.names ? 'gondola.files.accepts' : 'gondola.files.anyUpTo', { types: accepted.names, size: formatFileSize(limit, locale) })}
      </Typography>
      {tooLarge.length > 0 && (
        <Typography role="alert" color="error" variant="body2">
          {translate('gondola.files.tooLarge', { names: tooLarge.join(', '), size: formatFileSize(limit, locale) })}
        </Typography>
      )}
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={accepted.types.length ? [...accepted.types, ...accepted.extensions].join(',') : undefined}
        onChange={(e) => {
          take(e.target.files);
          e.target.value = '';
        }}
        data-testid={`file-input-${kind}`}
        aria-hidden
        tabIndex={-1}
      />
    </Box>
  );
}
