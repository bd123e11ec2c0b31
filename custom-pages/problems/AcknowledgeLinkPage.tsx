import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, RecordContextProvider, useDataProvider, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { fieldDisplay } from '@src/resource-screens/field-display';
import { registry } from '@src/resource-screens/registry';
import type { RouteEntry } from '@src/shell/route-table';
import { ShellPage } from '@src/shell/ShellPage';
import { useDateFormat } from '@src/i18n/date-format';
import { MessageFields } from './AcknowledgeForm';

/**
 * `/a/{token}`: where the link in an escalation's SMS or e-mail leads (after signing in, if
 * needed). One button acknowledges the problem as the signed-in person and stops the escalation;
 * a phone's first screen holds all of it.
 */
export function AcknowledgeLinkPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const formatDate = useDateFormat();
  const { token = '' } = useParams();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.escalations.link.${key}`, options);
  const { data: link, isError } = useQuery({ queryKey: ['escalation-events', 'link', token], queryFn: () => dataProvider.getEscalationLink(token), retry: false });
  const acknowledge = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await dataProvider.acknowledgeByLink(token, message.trim() || null);
      setDone(true);
      void queryClient.invalidateQueries({ queryKey: ['problems'] });
    } catch (error) {
      const body = (error as { body?: { message?: string } }).body;
      setFailure(body?.message ?? (error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const def = registry.get('problems')!;
  const channel = link?.notified.channel ? translate(`resources.escalation-events.options.channel.${link.notified.channel}`, { _: link.notified.channel }) : '';
  return (
    <ShellPage route={route} title={translate('gondola.routes.escalationAcknowledge')}>
      {isError && <Alert severity="warning">{t('invalid')}</Alert>}
      {link && (
        <RecordContextProvider value={{ id: link.problemId, severity: link.severity, state: link.state }}>
          <Stack spacing={2} sx={{ maxWidth: 560 }}>
            <Stack direction="row" spacing={1} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
              {fieldDisplay(def, 'severity')}
              {fieldDisplay(def, 'state')}
            </Stack>
            <Typography variant="h5" component="h2">
              {link.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('notified', { person: link.notified.personName ?? '', channel, time: formatDate.dateTime(link.notified.at) })}
            </Typography>
            {done ? (
              <Alert severity="success" data-testid="link-acknowledged">
                {t('done')}
              </Alert>
            ) : link.acknowledged ? (
              <Alert severity="info">{t('already', { by: link.acknowledgedBy ?? '' })}</Alert>
            ) : link.state !== 'problem' ? (
              <Alert severity="info">{t('resolved')}</Alert>
            ) : (
              <Box
                component="form"
                onSubmit={(e) => {
                  e.preventDefault();
                  void acknowledge();
                }}
              >
                <Stack spacing={2}>
                  <MessageFields message={message} onChange={setMessage} />
                  {failure && <Alert severity="error">{failure}</Alert>}
                  <Button type="submit" variant="contained" size="large" disabled={busy}>
                    {translate('gondola.problems.acknowledge')}
                  </Button>
                </Stack>
              </Box>
            )}
            <Link to={`/problems/${link.problemId}/show`}>{t('openProblem')}</Link>
          </Stack>
        </RecordContextProvider>
      )}
    </ShellPage>
  );
}
