import { Box, Card, CardContent, Chip, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Principal } from '@core/access';
import installations from '@resources/installations';
import { PageHeader } from '@src/resource-screens/page-title';
import { keys } from '@src/resource-screens/resource-messages';
import { addResourceDefinitions } from './i18n-provider';

// The dashboard names installation states: that one definition's labels come with the console.
void addResourceDefinitions([installations]);

const STATUSES = (installations.fields.status as { options: Array<{ value: string }> }).options.map((o) => o.value);

/** Installations per status, counted by the API (each a link to the filtered list). */
function InstallationsByStatus() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { data } = useQuery({
    queryKey: ['installations', 'dashboard-status-counts'],
    queryFn: async () =>
      Promise.all(
        STATUSES.map(async (status) => {
          const { total } = await dataProvider.getList('installations', { filter: { status }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } });
          return [status, total ?? 0] as const;
        }),
      ),
  });
  const total = data?.reduce((sum, [, n]) => sum + n, 0) ?? 0;
  return (
    <Card sx={{ height: '100%' }} data-testid="installations-by-status">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('gondola.dashboardCards.installationsByStatus')}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('gondola.dashboardCards.total', { count: total })}
        </Typography>
        {!data ? (
          <LinearProgress />
        ) : (
          <Stack spacing={1}>
            {data.map(([status, count]) => (
              <Box
                key={status}
                component={Link}
                to={`/installations?filter=${encodeURIComponent(JSON.stringify({ status }))}`}
                sx={{ display: 'flex', justifyContent: 'space-between', color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
              >
                <span>{translate(keys.option('installations', 'status', status))}</span>
                <strong>{count}</strong>
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

export function Dashboard({ principal }: { principal: Principal }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 1 }} data-testid="dashboard">
      <Title title={translate('gondola.dashboard.title')} />
      <PageHeader crumbs={[{ label: translate('gondola.routes.home') }]} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h5" component="h2" gutterBottom>
                {translate('gondola.dashboard.welcome', { name: principal.name })}
              </Typography>
              <Typography color="text.secondary">{translate('gondola.dashboard.signedInAs', { email: principal.email })}</Typography>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                {translate('gondola.dashboard.roles')}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
                {principal.roles.map((role) => (
                  <Chip key={role} label={role} size="small" />
                ))}
              </Stack>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                {translate('gondola.dashboard.scope')}
              </Typography>
              <Typography data-testid="dashboard-scope">
                {principal.scope === 'staff' ? translate('gondola.dashboard.scopeStaff') : translate('gondola.dashboard.scopeCustomer', { count: principal.customerIds.length })}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <InstallationsByStatus />
        </Grid>
      </Grid>
    </Box>
  );
}
