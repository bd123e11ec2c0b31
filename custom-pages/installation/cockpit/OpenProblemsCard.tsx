import { Button, Stack, Typography } from '@mui/material';
import { Link, RecordContextProvider, useCanAccess, useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { relativeTime } from '@src/i18n/relative-time';
import { acknowledgeAllPath, acknowledgePath } from '@src/kit/problem-paths';
import { fieldDisplay } from '@src/resource-screens/field-display';
import { registry } from '@src/resource-screens/registry';

/** The installation's open problems, worst first, each with its acknowledge action. */
export function OpenProblemsCard({ installationId }: { installationId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const def = registry.get('problems')!;
  const { canAccess: canAcknowledge } = useCanAccess({ resource: 'problems', action: 'acknowledge' });
  const { data = [], isPending } = useGetList('problems', {
    filter: { installationId, state: 'problem' },
    sort: { field: 'severity', order: 'DESC' },
    pagination: { page: 1, perPage: 50 },
  });
  const sources = [...new Set(data.filter((p) => !p.acknowledged).map((p) => String(p.source)))];
  if (isPending) return null;
  if (!data.length) return <Typography color="text.secondary">{translate('gondola.cockpit.problems.none')}</Typography>;
  return (
    <Stack spacing={1} data-testid="cockpit-problems">
      {data.map((problem) => (
        <RecordContextProvider key={String(problem.id)} value={problem}>
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" data-problem-id={String(problem.id)}>
            {fieldDisplay(def, 'severity')}
            <Link to={`/problems/${problem.id}/show`}>{String(problem.name)}</Link>
            <Typography variant="body2" color="text.secondary">
              {relativeTime(String(problem.startedAt), locale)}
            </Typography>
            {problem.acknowledged ? (
              <Typography variant="body2" color="success.main">
                {translate('gondola.problems.acknowledged')}
              </Typography>
            ) : (
              canAcknowledge && (
                <Button size="small" component={RouterLink} to={acknowledgePath(problem)}>
                  {translate('gondola.problems.acknowledge')}
                </Button>
              )
            )}
          </Stack>
        </RecordContextProvider>
      ))}
      {canAcknowledge && sources.length > 0 && (
        <Stack direction="row" spacing={1}>
          {sources.map((source) => (
            <Button key={source} size="small" variant="outlined" component={RouterLink} to={acknowledgeAllPath(installationId, source)}>
              {translate('gondola.problems.group.acknowledgeAll', { source: translate(`resources.problems.options.source.${source}`) })}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
