import AddModeratorIcon from '@mui/icons-material/AddModerator';
import { Alert, Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { useDateFormat } from '@src/i18n/date-format';

/** "Add my IP": the user's own public address may reach the installation for 24 hours. */
export function AddMyIpButton({ installationId }: { installationId: string }) {
  const formatDate = useDateFormat();
  const translate = useTranslate();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [granted, setGranted] = useState<{ ip: string; expiresAt: string | null; permanent: boolean }>();
  const add = async () => {
    setBusy(true);
    try {
      const record = await dataProvider.addMyIp(installationId);
      setGranted({ ip: String(record.ip), expiresAt: (record.expiresAt as string | null) ?? null, permanent: record.permanent });
      await queryClient.invalidateQueries({ queryKey: ['installation-ips'] });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ my: 1 }} useFlexGap flexWrap="wrap">
      <Button variant="contained" size="small" startIcon={<AddModeratorIcon />} disabled={busy} onClick={() => void add()}>
        {translate('gondola.installationIps.addMine')}
      </Button>
      {granted && (
        <Alert severity="success" data-testid="my-ip-granted" sx={{ py: 0 }}>
          {granted.permanent
            ? translate('gondola.installationIps.alreadyPermanent', { ip: granted.ip })
            : translate('gondola.installationIps.granted', { ip: granted.ip, until: formatDate.dateTime(granted.expiresAt!) })}
        </Alert>
      )}
    </Stack>
  );
}
