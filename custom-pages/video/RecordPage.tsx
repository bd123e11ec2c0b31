import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { Loading } from '@src/kit/Loading';
import type { RouteEntry } from '@src/shell/route-table';
import { ShellPage } from '@src/shell/ShellPage';
import { VideoNav } from './VideoNav';

/**
 * A video post-processing page about one record: the breadcrumb and tabs at once, the record's
 * content once loaded, and a clear word (not an empty page) when there is no such record.
 */
export function RecordPage({
  route,
  resource,
  id,
  title = (record) => String(record.name),
  children,
}: {
  route: RouteEntry;
  resource: string;
  id: string;
  title?: (record: RaRecord) => string;
  children: (record: RaRecord) => ReactNode;
}) {
  const translate = useTranslate();
  const { data, isPending } = useGetOne(resource, { id }, { retry: false });
  return (
    <ShellPage route={route} title={data ? title(data) : translate(`gondola.routes.${route.key}`)}>
      <VideoNav />
      {isPending ? <Loading /> : data ? children(data) : <Alert severity="warning">{translate('gondola.video.missing', { id })}</Alert>}
    </ShellPage>
  );
}
