import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { GondolaDataProvider } from '@src/console/data-provider';
import { ToneChip } from '@src/resource-screens/field-display';
import { registry } from '@src/resource-screens/registry';
import type { RouteEntry } from '@src/shell/route-table';
import { ShellPage } from '@src/shell/ShellPage';

/** `/problem/mismatchedstates`: installations whose state here disagrees with the monitoring. */
export default function MismatchedStatesPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
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
        <Table size="small" data-testid="mismatched-states">
          <TableHead>
            <TableRow>
              {['kind', 'where', 'status', 'open', 'worst', 'since'].map((k) => (
                <TableCell key={k}>{t(k)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((m) => (
              <TableRow key={`${m.kind}-${m.installationId ?? m.host}`}>
                <TableCell>{t(`kinds.${m.kind}`)}</TableCell>
                <TableCell>
                  {m.installationId ? <Link to={`/installation/${encodeURIComponent(m.installationId)}/operation`}>{m.installationName}</Link> : <code>{m.host}</code>}
                </TableCell>
                <TableCell>{m.installationStatus ? translate(`resources.installations.options.status.${m.installationStatus}`) : '—'}</TableCell>
                <TableCell>
                  <Link
                    to={`/problem?filter=${encodeURIComponent(JSON.stringify(m.installationId ? { installationId: m.installationId, state: 'problem' } : { q: m.host, state: 'problem' }))}`}
                  >
                    {m.openProblems}
                  </Link>
                </TableCell>
                <TableCell>
                  <ToneChip tone={toneOf(m.worstSeverity)} label={translate(`resources.problems.options.severity.${m.worstSeverity}`)} />
                </TableCell>
                <TableCell>{new Date(m.since).toLocaleString(locale)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ShellPage>
  );
}
