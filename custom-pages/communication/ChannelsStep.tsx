import { Alert, Checkbox, FormControlLabel, FormGroup, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { asChannels, channelsFor, type NotificationChannel } from '@core/notifications';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { useCommunicationStatus } from '@src/kit/communication-status';
import type { Draft } from './notification-draft';

/** Which channels carry the message: each contact gets those of them it accepts (its notification media). */
export function ChannelsStep({ draft, change }: { draft: Draft; change(patch: Partial<Draft>): void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const t = (key: string, args?: object) => translate(`gondola.communication.wizard.${key}`, args);
  const { data } = useQuery({
    queryKey: ['notifications', 'chosen', draft.contactIds],
    queryFn: async () => (draft.contactIds.length ? (await dataProvider.findRecipients({ contactIds: draft.contactIds })).contacts : []),
  });
  const status = useCommunicationStatus();
  const smsOff = status?.sms === 'off';
  const chosen = asChannels(draft.channels);
  const reach = (data ?? []).map((c) => channelsFor(c, chosen));
  const toggle = (channel: NotificationChannel) => change({ channels: chosen.includes(channel) ? chosen.filter((c) => c !== channel) : [...chosen, channel] });
  return (
    <Stack spacing={2}>
      {smsOff && <Alert severity="info">{t('smsOff')}</Alert>}
      <FormGroup row>
        {(['email', 'sms'] as const).map((channel) => (
          <FormControlLabel
            key={channel}
            // A draft that chose SMS before it went off can still untick it and go by e-mail.
            disabled={channel === 'sms' && smsOff && !chosen.includes('sms')}
            control={<Checkbox checked={chosen.includes(channel)} onChange={() => toggle(channel)} />}
            label={t(channel)}
          />
        ))}
      </FormGroup>
      <Typography role="status" aria-live="polite" data-testid="channel-counts">
        {t('channelCounts', {
          email: reach.filter((r) => r.includes('email')).length,
          sms: reach.filter((r) => r.includes('sms')).length,
          none: reach.filter((r) => r.length === 0).length,
        })}
      </Typography>
    </Stack>
  );
}
