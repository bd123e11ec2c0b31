import { Alert, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useCanAccess, useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { useApplicationSettings } from '@src/shell/application-settings';
import { pushToast } from '@src/shell/toasts';

/**
 * Monitoring or maintenance for this installation (spec §4): in maintenance its new problems are
 * recorded but not alerted. Confirmed, and the result said in words. The application-wide
 * monitoring switch shows here when it is off, since it silences every installation.
 */
export function ModeCard({ installation }: { installation: RaRecord }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.cockpit.mode.${key}`, options);
  const { canAccess } = useCanAccess({ resource: 'installations', action: 'maintain' });
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const { data: settings = [] } = useApplicationSettings();
  const [asking, setAsking] = useState(false);
  const inMaintenance = installation.status === 'maintenance';
  const switchable = installation.status === 'active' || inMaintenance;
  const monitoringOff = settings.some((s) => s.key === 'monitoringMode' && s.value === false);
  const confirm = async () => {
    setAsking(false);
    const status = inMaintenance ? 'active' : 'maintenance';
    setPending(true);
    try {
      await dataProvider.setInstallationMaintenance(String(installation.id), status === 'maintenance', Number(installation.version));
    } finally {
      setPending(false);
      await queryClient.invalidateQueries({ queryKey: ['installations'] });
    }
    pushToast({ severity: 'success', title: t(status === 'maintenance' ? 'monitoringDisabled' : 'monitoringEnabled', { name: installation.name }) });
  };
  return (
    <Stack spacing={1} data-testid="cockpit-mode">
      {monitoringOff && <Alert severity="warning">{t('globalOff')}</Alert>}
      <FormControlLabel
        control={
          <Switch
            checked={!inMaintenance}
            disabled={!canAccess || !switchable || isPending}
            onChange={() => setAsking(true)}
            slotProps={{ input: { 'aria-label': t('monitoring') } }}
          />
        }
        label={<Typography sx={{ fontWeight: 600 }}>{t(inMaintenance ? 'inMaintenance' : 'monitored')}</Typography>}
      />
      <Typography variant="body2" color="text.secondary">
        {t(switchable ? (inMaintenance ? 'maintenanceHelp' : 'monitoringHelp') : 'notSwitchable', {
          status: translate(`resources.installations.options.status.${String(installation.status)}`),
        })}
      </Typography>
      <Confirm
        isOpen={asking}
        title={t(inMaintenance ? 'confirmMonitoringTitle' : 'confirmMaintenanceTitle', { name: installation.name })}
        content={t(inMaintenance ? 'confirmMonitoring' : 'confirmMaintenance')}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
