import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { asChannels } from '@core/notifications';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { useCommunicationStatus } from '@src/kit/communication-status';
import { PageHeader } from '@src/resource-screens/page-title';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import type { RouteEntry } from '@src/shell/route-table';
import { freshDraft } from './notification-draft';
import { NotificationWizard, type StepId } from './NotificationWizard';

type Flow = 'notify' | 'custom' | 'group';

const STEPS: Record<Flow, StepId[]> = {
  notify: ['channels', 'message', 'preview', 'send'],
  custom: ['channels', 'message', 'preview', 'send'],
  group: ['recipients', 'channels', 'message', 'preview', 'send'],
};

/**
 * The notify flows from the cockpit and the problem pages (spec §2 Notify): one contact about this
 * installation with a prepared message or custom text, or the installation's whole contact group.
 * Each runs the wizard's steps it needs over a draft of its own, stored at the first change and
 * then named in the address (a visit alone stores nothing).
 */
function NotifyFlow({ route, flow }: { route: RouteEntry; flow: Flow }) {
  const translate = useTranslate();
  const { installationId = '', recipientId } = useParams();
  const [params, setParams] = useSearchParams();
  const draftId = params.get('draft');
  const dataProvider = useDataProvider<GondolaDataProvider>();
  // Looked up without an error toast: a contact or installation that is not there is said on the page.
  const { data: installation, isPending: installationPending } = useQuery({
    queryKey: ['notify', 'installation', installationId],
    queryFn: () => dataProvider.findRecord('installations', installationId),
  });
  const { data: contact, isPending: contactPending } = useQuery({
    queryKey: ['notify', 'contact', recipientId],
    queryFn: () => dataProvider.findRecord('contacts', recipientId ?? ''),
    enabled: !!recipientId,
  });
  const status = useCommunicationStatus();
  const ready = status && installation && (flow === 'group' || contact);
  const fresh = useMemo(() => {
    if (draftId || !ready) return undefined;
    // With SMS off a fresh draft starts without it (the channels step says why).
    const media = asChannels((contact?.notificationMedia as string[] | undefined) ?? []).filter((c) => c !== 'sms' || status.sms !== 'off');
    const who = flow === 'group' ? translate('gondola.communication.notify.group', { installation: installation.name }) : String(contact!.name);
    return freshDraft({
      title: `${translate(`gondola.routes.${route.key}`)}: ${who}`,
      kind: flow,
      installationId,
      contactIds: contact ? [String(contact.id)] : [],
      channels: media.length ? media : ['email'],
    });
  }, [draftId, ready, status, contact, installation, installationId, flow, route.key, translate]);
  const named = useCallback((id: string) => setParams({ draft: id }, { replace: true }), [setParams]);
  const crumbs = [
    { label: translate('resources.installations.name', { smart_count: 2 }), to: '/installations' },
    { label: String(installation?.name ?? installationId), to: `/installation/${encodeURIComponent(installationId)}/operation` },
  ];
  const missing = (!installationPending && !installation) || (flow !== 'group' && !contactPending && !contact);
  if (missing || (!draftId && !fresh))
    return (
      <>
        <PageHeader crumbs={[...crumbs, { label: translate(`gondola.routes.${route.key}`) }]} />
        {missing ? (
          <Alert severity="warning">{translate(installation ? 'gondola.communication.notify.noContact' : 'gondola.communication.notify.noInstallation')}</Alert>
        ) : (
          <CircularProgress aria-label={translate('ra.page.loading')} />
        )}
      </>
    );
  const other = flow === 'notify' ? 'custom' : flow === 'custom' ? 'notify' : undefined;
  return (
    <>
      <NotificationWizard
        draftId={draftId ?? undefined}
        fresh={fresh}
        onCreated={named}
        steps={STEPS[flow]}
        crumbs={crumbs}
        group={flow === 'group' ? installationId : undefined}
        templates={flow !== 'custom'}
      />
      {other && recipientId && (
        <Box sx={{ mt: 1 }}>
          <Button component={RouterLink} to={`/notify/${other === 'custom' ? 'custom/' : ''}${encodeURIComponent(installationId)}/${encodeURIComponent(recipientId)}`}>
            {translate(`gondola.communication.notify.${other === 'custom' ? 'custom' : 'prepared'}`)}
          </Button>
        </Box>
      )}
    </>
  );
}

export const NotifyPage = ({ route }: { route: RouteEntry }) => <NotifyFlow route={route} flow="notify" />;
export const NotifyCustomPage = ({ route }: { route: RouteEntry }) => <NotifyFlow route={route} flow="custom" />;
export const NotifyGroupPage = ({ route }: { route: RouteEntry }) => <NotifyFlow route={route} flow="group" />;
