import { Box, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { pushToast } from '@src/shell/toasts';
import { useShell } from '@src/shell/http-context';
import { useApplicationSettings, type ApplicationSetting } from '@src/shell/application-settings';
import { ShellPage } from '@src/shell/ShellPage';
import type { RouteEntry } from '@src/shell/route-table';
import { useDateFormat } from '@src/i18n/date-format';

const LABELS = {
  monitoringMode: {
    label: 'monitoringMode',
    help: 'monitoringHelp',
    on: 'confirmMonitoringOn',
    off: 'confirmMonitoringOff',
    enabled: 'monitoringEnabled',
    disabled: 'monitoringDisabled',
  },
  maintenanceMode: {
    label: 'maintenanceMode',
    help: 'maintenanceHelp',
    on: 'confirmMaintenanceOn',
    off: 'confirmMaintenanceOff',
    enabled: 'maintenanceEnabled',
    disabled: 'maintenanceDisabled',
  },
} as const;

/** Monitoring and maintenance mode (spec §4): confirmed, stored on the server, seen by every console. */
export default function ApplicationSettingsPage({ route }: { route: RouteEntry }) {
  const formatDate = useDateFormat();
  const translate = useTranslate();
  const { http } = useShell();
  const queryClient = useQueryClient();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.applicationSettings.${key}`, options);
  const { data = [] } = useApplicationSettings();
  const [pending, setPending] = useState<ApplicationSetting | null>(null);

  const confirm = async () => {
    if (!pending) return;
    const next = !pending.value;
    setPending(null);
    try {
      await http.put(`/application-settings/${pending.key}`, { value: next, version: pending.version });
      pushToast({ severity: 'success', title: t(next ? LABELS[pending.key].enabled : LABELS[pending.key].disabled) });
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['application-settings'] });
    }
  };

  return (
    <ShellPage route={route} title={t('title')}>
      <Stack spacing={2}>
        {data.map((setting) => (
          <Box key={setting.key}>
            <FormControlLabel
              control={<Switch checked={setting.value} onChange={() => setPending(setting)} inputProps={{ 'aria-label': t(LABELS[setting.key].label) }} />}
              label={<Typography sx={{ fontWeight: 600 }}>{t(LABELS[setting.key].label)}</Typography>}
            />
            <Typography variant="body2" color="text.secondary" sx={{ ml: 6 }}>
              {t(LABELS[setting.key].help)}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ ml: 6 }} data-testid={`${setting.key}-state`}>
              {`${t(setting.value ? LABELS[setting.key].enabled : LABELS[setting.key].disabled)} · ${t('changedBy', { when: formatDate.dateTime(setting.updatedAt), who: setting.updatedBy ?? '—' })}`}
            </Typography>
          </Box>
        ))}
      </Stack>
      <Confirm
        isOpen={!!pending}
        title={pending ? t('confirmTitle', { setting: t(LABELS[pending.key].label) }) : ''}
        content={pending ? t(pending.value ? LABELS[pending.key].off : LABELS[pending.key].on) : ''}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </ShellPage>
  );
}
