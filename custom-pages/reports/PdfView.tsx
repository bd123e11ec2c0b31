import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { saveFile } from '@src/http/save-file';
import { Loading } from '@src/kit/Loading';
import type { RouteEntry } from '@src/shell/route-table';
import { ShellPage } from '@src/shell/ShellPage';

/**
 * `{pdf}` in a report's address: the PDF itself, shown in the page (the API needs the user's token,
 * so the browser cannot open its address directly), with a download and the way back to the report.
 */
export function PdfView({ route, title, load, onBack }: { route: RouteEntry; title: string; load(): Promise<{ blob: Blob; filename: string }>; onBack(): void }) {
  const translate = useTranslate();
  const { data, error } = useQuery({ queryKey: ['reports', 'pdf', route.key, window.location.href], queryFn: load });
  const url = useMemo(() => (data ? URL.createObjectURL(data.blob) : undefined), [data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return (
    <ShellPage route={route} title={title}>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Button startIcon={<ArrowBack />} onClick={onBack}>
          {translate('gondola.reports.backToReport')}
        </Button>
        {data && (
          <Button startIcon={<Download />} onClick={() => saveFile(data)}>
            {translate('gondola.reports.downloadPdf')}
          </Button>
        )}
      </Stack>
      {error && <Alert severity="error">{translate('gondola.reports.failed')}</Alert>}
      {!data && !error && <Loading />}
      {url && <Box component="iframe" title={title} src={url} data-testid="report-pdf" sx={{ width: '100%', height: '75vh', border: 0 }} />}
    </ShellPage>
  );
}
