import { Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useShell } from '@src/shell/http-context';
import { FactTable } from '@src/kit/FactTable';
import { ShellPage } from '@src/shell/ShellPage';
import type { RouteEntry } from '@src/shell/route-table';
import { useDateFormat } from '@src/i18n/date-format';

interface ApplicationInfo {
  version: string;
  environment: string;
  serverBuild: { mode: string; node: string; startedAt: string };
  database: { kind: string; migrations: { state: 'applied' | 'pending' | 'migration-required'; applied: string[]; pending: string[] } };
  identityProvider: { issuer: string; embedded: boolean };
  broker: { embedded: true; port: number } | { embedded: false; url: string };
}

export default function ApplicationInfoPage({ route }: { route: RouteEntry }) {
  const formatDate = useDateFormat();
  const translate = useTranslate();
  const { http } = useShell();
  const { data } = useQuery({ queryKey: ['application-info'], queryFn: async () => (await http.get<ApplicationInfo>('/application-info')).data });
  const t = (key: string) => translate(`gondola.applicationInfo.${key}`);
  const rows: Array<[string, React.ReactNode]> = data
    ? [
        [
          t('version'),
          <span key="version" data-testid="app-version">
            {data.version}
          </span>,
        ],
        [t('environment'), data.environment],
        [t('serverBuild'), `${data.serverBuild.mode} · Node ${data.serverBuild.node} · ${formatDate.dateTime(data.serverBuild.startedAt)}`],
        [t('database'), data.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'],
        [
          t('migrations'),
          <span key="migrations">
            <Chip
              size="small"
              color={data.database.migrations.state === 'applied' ? 'success' : 'warning'}
              label={translate(`gondola.applicationInfo.migrationState.${data.database.migrations.state}`)}
            />{' '}
            {data.database.migrations.pending.length
              ? translate('gondola.applicationInfo.pending', { list: data.database.migrations.pending.join(', ') })
              : data.database.migrations.applied.join(', ')}
          </span>,
        ],
        [t('identityProvider'), `${data.identityProvider.issuer}${data.identityProvider.embedded ? ` (${t('embedded')})` : ''}`],
        [t('broker'), data.broker.embedded ? `MQTT :${data.broker.port} (${t('embedded')})` : data.broker.url],
      ]
    : [];
  return (
    <ShellPage route={route} title={t('title')}>
      <FactTable label={t('title')} testId="application-info" facts={rows.map(([label, value]) => ({ id: label, label, value }))} />
    </ShellPage>
  );
}
