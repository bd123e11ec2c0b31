import { JIRA_KEY } from '@core/calendars';
import { Alert, Autocomplete, Button, CircularProgress, Link, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type HttpError, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import type { RouteEntry } from '@src/shell/route-table';
import { ShellPage } from '@src/shell/ShellPage';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * `/resource-project-calendar/add/{issue}`: an assignment made from a Jira issue. The summary,
 * assignee and dates are read through Jira's API; the planner picks the person or equipment and,
 * if it is about one, the installation. The assignment keeps the issue's key and link.
 */
export default function AddFromJiraPage({ route }: { route: RouteEntry }) {
  const { issue = '' } = useParams();
  const key = issue.toUpperCase();
  const translate = useTranslate();
  const t = (k: string, options?: Record<string, unknown>) => translate(`gondola.calendars.jira.${k}`, options);
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const navigate = useNavigate();
  const notify = useNotify();
  const valid = JIRA_KEY.test(key);
  const { data: found, error, isPending } = useQuery({ queryKey: ['jira', key], queryFn: () => dataProvider.getJiraIssue(key), enabled: valid, retry: false });
  const [summary, setSummary] = useState('');
  const [resourceName, setResourceName] = useState('');
  const [installation, setInstallation] = useState<{ id: string; name: string } | null>(null);
  const [installationSearch, setInstallationSearch] = useState('');
  const [from, setFrom] = useState(today());
  const [until, setUntil] = useState(today());
  const [saving, setSaving] = useState(false);
  const { data: people = [] } = useGetList('installation-resources', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } });
  const { data: installations = [] } = useGetList('installations', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'name', order: 'ASC' },
    filter: installationSearch ? { q: installationSearch } : {},
  });

  useEffect(() => {
    if (!found) return;
    setSummary(found.summary);
    if (found.assignee) setResourceName(found.assignee);
    if (found.startsOn) setFrom(found.startsOn);
    if (found.endsOn ?? found.startsOn) setUntil((found.endsOn ?? found.startsOn)!);
  }, [found]);

  const message = error ? (((error as HttpError).body as { message?: string } | undefined)?.message ?? (error as Error).message) : undefined;
  const names = [...new Set([...(found?.assignee ? [found.assignee] : []), ...people.map((p) => String(p.name))])];
  const submit = async () => {
    if (!found) return;
    setSaving(true);
    try {
      await dataProvider.create('resource-assignments', {
        data: {
          resourceKind: people.find((p) => p.name === resourceName)?.kind === 'equipment' ? 'equipment' : 'staff',
          resourceName,
          summary,
          installationId: installation?.id ?? null,
          project: found.project,
          startsOn: from,
          endsOn: until,
          jiraIssueKey: found.key,
          jiraIssueUrl: found.url,
        },
      });
      notify(t('created'), { type: 'success' });
      navigate(`/resource-project-calendar?date=${from}`);
    } catch (failure) {
      const body = (failure as HttpError).body as { message?: string; errors?: Record<string, string> } | undefined;
      notify(
        body?.errors
          ? Object.entries(body.errors)
              .map(([f, m]) => `${f}: ${m}`)
              .join('; ')
          : (body?.message ?? (failure as Error).message),
        { type: 'error' },
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <ShellPage route={route} title={t('title', { key })}>
      {!valid && <Alert severity="error">{t('failed', { key, message: translate('gondola.calendars.jiraKey') })}</Alert>}
      {valid && isPending && (
        <Stack direction="row" spacing={1} alignItems="center">
          <CircularProgress size={20} />
          <span>{t('loading', { key })}</span>
        </Stack>
      )}
      {message && <Alert severity="error">{t('failed', { key, message })}</Alert>}
      {found && (
        <Stack
          spacing={2}
          component="form"
          sx={{ maxWidth: 640 }}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          data-testid="jira-assignment-form"
        >
          <Link href={found.url} target="_blank" rel="noopener noreferrer">
            {t('openIssue', { key: found.key })}
          </Link>
          {found.demo && (
            <Alert severity="info" variant="outlined" data-testid="jira-demo">
              {t('demo')}
            </Alert>
          )}
          {!found.startsOn && !found.endsOn && <Alert severity="info">{t('noDates')}</Alert>}
          <TextField label={t('summary')} value={summary} onChange={(e) => setSummary(e.target.value)} required fullWidth />
          <Autocomplete
            freeSolo
            options={names}
            value={resourceName}
            onInputChange={(_, value) => setResourceName(value)}
            renderInput={(params) => <TextField {...params} label={t('resource')} required helperText={found.assignee ? `${t('assignee')}: ${found.assignee}` : undefined} />}
          />
          <Autocomplete
            options={installations.map((i) => ({ id: String(i.id), name: String(i.name) }))}
            getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            value={installation}
            onChange={(_, value) => setInstallation(value)}
            onInputChange={(_, value, reason) => reason === 'input' && setInstallationSearch(value)}
            renderInput={(params) => <TextField {...params} label={t('installation')} />}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField type="date" label={t('from')} value={from} onChange={(e) => setFrom(e.target.value)} required slotProps={{ inputLabel: { shrink: true } }} />
            <TextField type="date" label={t('until')} value={until} onChange={(e) => setUntil(e.target.value)} required slotProps={{ inputLabel: { shrink: true } }} />
          </Stack>
          <Button type="submit" variant="contained" disabled={saving || !resourceName.trim() || !summary.trim()} sx={{ alignSelf: 'flex-start' }}>
            {t('create')}
          </Button>
        </Stack>
      )}
    </ShellPage>
  );
}
