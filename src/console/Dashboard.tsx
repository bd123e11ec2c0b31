import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import type { Principal } from '../../core/access';

export function Dashboard({ principal }: { principal: Principal }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2 }} data-testid="dashboard">
      <Title title={translate('gondola.dashboard.title')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {translate('gondola.dashboard.welcome', { name: principal.name })}
          </Typography>
          <Typography color="text.secondary">{translate('gondola.dashboard.signedInAs', { email: principal.email })}</Typography>
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {translate('gondola.dashboard.roles')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
            {principal.roles.map((role) => (
              <Chip key={role} label={role} size="small" />
            ))}
          </Stack>
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {translate('gondola.dashboard.scope')}
          </Typography>
          <Typography data-testid="dashboard-scope">
            {principal.scope === 'staff'
              ? translate('gondola.dashboard.scopeStaff')
              : translate('gondola.dashboard.scopeCustomer', { count: principal.customerIds.length })}
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
}
