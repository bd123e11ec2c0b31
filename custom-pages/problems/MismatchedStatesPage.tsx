import { Alert, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import { useDateFormat } from '@src/i18n/date-format';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { RecordTable } from '@src/kit/RecordTable';
import { ToneChip } from '@src/kit/ToneChip';
import { registry } from '@src/resource-screens/registry';
import type { RouteEntry } from '@src/shell/route-table';
import { ShellPage } from '@src/shell/ShellPage';

/** `/problem/mismatchedstates`: installations whose state here disagrees with the monitoring. */
export default function MismatchedStatesPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const { data } = useQuery({ queryKey: ['problems', 'mismatched'], queryFn: () => dataProvider.getMismatchedStates() });
  const t = (key: string) => translate(`gondola.problems.mismatched.${key}`);
  const severity = registry.get('problems')!.fields.severity;
  const toneOf = (value: number) => (severity?.kind === 'enum' ? severity.options.find((o) => o.value === String(value))?.tone : undefined);
  return (
    <ShellPage route={route} title={translate('gondola.routes.problemMismatchedStates')}>
      <Typography color="text.secondary" gutterBottom>
        {t('intro')}
      </Typography>
      {data && !data.length && <Alert severity="success">{t('none')}</Alert>}
      {!!data?.length && (
        <RecordTable
          rows={data}
          rowKey={(m) => `${m.kind}-${m.installationId ?? m.host}`}
          label={translate('gondola.routes.problemMismatchedStates')}
          testId="mismatched-states"
          initialSort={{ column: 'worst', order: 'desc' }}
          columns={[
            { id: 'kind', label: t('kind'), render: (m) => t(`kinds.${m.kind}`), sortBy: (m) => m.kind },
            {
              id: 'where',
              label: t('where'),
              render: (m) => (m.installationId ? <Link to={`/installation/${encodeURIComponent(m.installationId)}/operation`}>{m.installationName}</Link> : <code>{m.host}</code>),
              sortBy: (m) => m.installationName ?? m.host,
            },
            { id: 'status', label: t('status'), render: (m) => (m.installationStatus ? translate(`resources.installations.options.status.${m.installationStatus}`) : '—') },
            {
              id: 'open',
              label: t('open'),
              align: 'right',
              sortBy: (m) => m.openProblems,
              render: (m) => (
                <Link
                  to={`/problem?filter=${encodeURIComponent(JSON.stringify(m.installationId ? { installationId: m.installationId, state: 'problem' } : { q: m.host, state: 'problem' }))}`}
                >
                  {m.openProblems}
                </Link>
              ),
            },
            {
              id: 'worst',
              label: t('worst'),
              sortBy: (m) => m.worstSeverity,
              render: (m) => <ToneChip tone={toneOf(m.worstSeverity)} label={translate(`resources.problems.options.severity.${m.worstSeverity}`)} />,
            },
            { id: 'since', label: t('since'), nowrap: true, sortBy: (m) => m.since, render: (m) => dateTime(m.since) },
          ]}
        />
      )}
    </ShellPage>
  );
}
