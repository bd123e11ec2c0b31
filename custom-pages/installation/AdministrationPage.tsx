import { Autocomplete, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Confirm, Title, useDataProvider, useGetList, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { PageHeader } from '@src/resource-screens/page-title';
import type { RouteEntry } from '@src/shell/route-table';
import { useInstallationCrumbs } from '@src/kit/installation-crumbs';
import { pushToast } from '@src/shell/toasts';

type Action = 'archive' | 'move' | 'clearCaches';

/** `administration` (admins): archive, move to another resort, clear caches; each confirmed, each audited on the server. */
export default function AdministrationPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.administration.${key}`, options);
  const { installationId = '' } = useParams();
  const crumbs = useInstallationCrumbs(route);
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const queryClient = useQueryClient();
  const { data: installation } = useGetOne('installations', { id: installationId });
  const [q, setQ] = useState('');
  const { data: resorts = [] } = useGetList('resorts', { filter: q ? { q } : {}, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 50 } });
  const [resort, setResort] = useState<RaRecord | null>(null);
  const [asking, setAsking] = useState<Action | null>(null);
  const name = installation ? String(installation.name) : installationId;
  const run = async (action: Action) => {
    setAsking(null);
    if (!installation) return;
    const version = Number(installation.version);
    await dataProvider.administerInstallation(
      installationId,
      action === 'move' ? { action, resortId: String(resort!.id), version } : action === 'archive' ? { action, version } : { action },
    );
    await queryClient.invalidateQueries({ queryKey: ['installations'] });
    pushToast({ severity: 'success', title: t(`${action}.done`, { name, resort: resort ? String(resort.name) : '' }) });
  };
  const card = (action: Action, control: ReactNode, disabled = false) => (
    <Card variant="outlined" key={action} data-testid={`administration-${action}`}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t(`${action}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t(`${action}.help`)}
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center">
          {control}
          <Button variant="outlined" color={action === 'archive' ? 'error' : 'primary'} disabled={disabled || !installation} onClick={() => setAsking(action)}>
            {t(`${action}.button`)}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
  return (
    <Box>
      <PageHeader crumbs={crumbs} titled={false} />
      <Title title={installation ? `${String(installation.name)} · ${translate(`gondola.routes.${route.key}`)}` : translate(`gondola.routes.${route.key}`)} />
      <Stack spacing={2} sx={{ mt: 1, maxWidth: 720 }}>
        {card('archive', null, installation?.status === 'archived')}
        {card(
          'move',
          <Autocomplete
            size="small"
            sx={{ minWidth: 280 }}
            options={resorts.filter((r) => r.id !== installation?.resortId)}
            value={resort}
            onChange={(_, v) => setResort(v)}
            onInputChange={(_, v) => setQ(v)}
            getOptionLabel={(o) => String(o.name)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            renderInput={(params) => <TextField {...params} label={t('move.resort')} />}
          />,
          !resort,
        )}
        {card('clearCaches', null)}
      </Stack>
      <Confirm
        isOpen={!!asking}
        title={asking ? t(`${asking}.confirmTitle`, { name }) : ''}
        content={asking ? t(`${asking}.confirm`, { name, resort: resort ? String(resort.name) : '' }) : ''}
        onConfirm={() => void run(asking!)}
        onClose={() => setAsking(null)}
      />
    </Box>
  );
}
