import Download from '@mui/icons-material/Download';
import { Autocomplete, Button, Chip, Pagination, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useDataProvider, useGetList, useGetMany, useTranslate } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import type { LoginAuditFilter, LoginAuditRow } from '@core/login-data-audit';
import { saveFile } from '@src/http/save-file';
import { useDateFormat } from '@src/i18n/date-format';
import { RecordTable } from '@src/kit/RecordTable';
import type { RouteEntry } from '@src/shell/route-table';
import { ShellPage } from '@src/shell/ShellPage';

const PAGE = 50;
type Option = { id: string; label: string };

/** A datetime-local value (the user's wall clock) as an ISO instant, or undefined when empty. */
const instant = (local: string) => (local ? new Date(local).toISOString() : undefined);

function Choice({ label, options, value, onChange, testId }: { label: string; options: Option[]; value?: string; onChange(id?: string): void; testId: string }) {
  return (
    <Autocomplete
      size="small"
      sx={{ width: { xs: '100%', sm: 240 } }}
      options={options}
      value={options.find((o) => o.id === value) ?? null}
      onChange={(_, option) => onChange(option?.id)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} label={label} slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': testId } }} />}
    />
  );
}

/** `/login-data-audit`: every reveal, creation, change and deletion of a login, filterable, with CSV. */
export default function LoginDataAuditPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const [filter, setFilter] = useState<LoginAuditFilter>({});
  const [local, setLocal] = useState({ from: '', to: '' });
  const [page, setPage] = useState(1);
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.vaultAudit.${key}`, options);
  const change = (next: LoginAuditFilter) => {
    setFilter({ ...filter, ...next });
    setPage(1);
  };
  const range: [number, number] = [(page - 1) * PAGE, page * PAGE - 1];
  const { data, isPending } = useQuery({
    queryKey: ['login-data-audit', filter, range],
    queryFn: () => dataProvider.getLoginDataAudit(filter, range),
    placeholderData: keepPreviousData,
  });
  const rows = data?.rows ?? [];
  const { data: people = [] } = useGetList('staff-users', { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } });
  const { data: entries = [] } = useGetList('login-data', { pagination: { page: 1, perPage: 500 }, sort: { field: 'host', order: 'ASC' } });
  const { data: installations = [] } = useGetList('installations', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } });
  const shownInstallations = [...new Set(rows.map((r) => r.installationId).filter((id): id is string => !!id))];
  const { data: named = [] } = useGetMany('installations', { ids: shownInstallations }, { enabled: shownInstallations.length > 0 });
  const installationName = (id: string) => String(named.find((i) => i.id === id)?.name ?? id);
  const part = (name: string) => t(`parts.${name}`, { _: translate(`resources.login-data.fields.${name}`, { _: name }) });
  return (
    <ShellPage route={route} title={translate(`gondola.routes.${route.key}`)}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap" sx={{ mb: 2 }} component="form" role="search" aria-label={t('intro')} onSubmit={(e) => e.preventDefault()}>
        <Choice
          label={t('user')}
          testId="audit-user"
          options={people.map((p) => ({ id: String(p.id), label: String(p.name ?? p.id) }))}
          value={filter.actor}
          onChange={(actor) => change({ actor })}
        />
        <Choice
          label={t('entry')}
          testId="audit-entry"
          options={entries.map((e) => ({ id: String(e.id), label: String(e.host) }))}
          value={filter.entryId}
          onChange={(entryId) => change({ entryId })}
        />
        <Choice
          label={t('installation')}
          testId="audit-installation"
          options={installations.map((i) => ({ id: String(i.id), label: String(i.name) }))}
          value={filter.installationId}
          onChange={(installationId) => change({ installationId })}
        />
        {(['from', 'to'] as const).map((edge) => (
          <TextField
            key={edge}
            size="small"
            sx={{ width: { xs: '100%', sm: 230 } }}
            type="datetime-local"
            label={t(edge)}
            value={local[edge]}
            onChange={(e) => {
              setLocal({ ...local, [edge]: e.target.value });
              change({ [edge]: instant(e.target.value) });
            }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
        <Button
          onClick={() => {
            setFilter({});
            setLocal({ from: '', to: '' });
            setPage(1);
          }}
        >
          {t('clear')}
        </Button>
        <Button startIcon={<Download />} onClick={async () => saveFile(await dataProvider.getLoginDataAuditCsv(filter))} data-testid="audit-csv">
          {t('csv')}
        </Button>
      </Stack>
      <RecordTable<LoginAuditRow>
        rows={rows}
        rowKey={(r) => String(r.id)}
        label={translate(`gondola.routes.${route.key}`)}
        loading={isPending}
        testId="login-data-audit"
        columns={[
          { id: 'at', label: t('at'), nowrap: true, render: (r) => dateTime(r.at) },
          { id: 'user', label: t('user'), render: (r) => r.actorName ?? r.actor },
          {
            id: 'action',
            label: t('action'),
            render: (r) => <Chip size="small" color={r.action === 'reveal' ? 'warning' : 'default'} label={t(`actions.${r.action}`, { _: r.action })} />,
          },
          {
            id: 'entry',
            label: t('entry'),
            render: (r) => (r.action === 'delete' ? (r.entryHost ?? r.entryId) : <Link to={`/login-data/${encodeURIComponent(r.entryId)}`}>{r.entryHost ?? r.entryId}</Link>),
          },
          {
            id: 'installation',
            label: t('installation'),
            render: (r) => (r.installationId ? <Link to={`/installation/${encodeURIComponent(r.installationId)}/operation`}>{installationName(r.installationId)}</Link> : ''),
          },
          { id: 'reason', label: t('reason'), render: (r) => r.reason ?? '' },
          { id: 'address', label: t('address'), nowrap: true, render: (r) => r.address ?? '' },
          { id: 'changed', label: t('changed'), render: (r) => r.changed.map(part).join(', ') },
        ]}
      />
      {data && data.total > PAGE && (
        <Pagination sx={{ mt: 2 }} count={Math.ceil(data.total / PAGE)} page={page} onChange={(_, p) => setPage(p)} aria-label={translate(`gondola.routes.${route.key}`)} />
      )}
    </ShellPage>
  );
}
