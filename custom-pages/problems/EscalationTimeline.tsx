import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RecordContextProvider, useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { RecordTable } from '@src/kit/RecordTable';
import { fieldDisplay } from '@src/resource-screens/field-display';
import { registry } from '@src/resource-screens/registry';
import { useDateFormat } from '@src/i18n/date-format';
import type { EscalationEvent, EscalationTimeline as Timeline } from './methods';

/** One value of a kit resource shown as its screens show it (an enum's label and tone, a time). */
function Shown({ resource, field, record }: { resource: string; field: string; record: RaRecord }) {
  return <RecordContextProvider value={record}>{fieldDisplay(registry.get(resource)!, field, { inList: true })}</RecordContextProvider>;
}

/**
 * A problem's escalations: which chain, how it ended, and its timeline (who was notified when,
 * through which channel, delivered or failed, who acknowledged and how). Follows live changes:
 * a step run, a message delivered, an acknowledgement.
 */
export function EscalationTimeline({ problemId }: { problemId: string }) {
  const translate = useTranslate();
  const formatDate = useDateFormat();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const { data } = useQuery({
    queryKey: ['escalation-events', 'of', problemId],
    queryFn: () => dataProvider.getProblemEscalation(problemId),
    meta: { live: ['escalations', 'outbox-messages', 'problems'] },
  });
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.escalations.${key}`, options);
  if (!data?.length) return null;
  // Codes with an argument after the first colon (`minutes:15`); the start names its route, an end who acknowledged.
  const detailOf = (e: EscalationEvent) => {
    if (!e.detail || e.kind === 'started' || e.kind === 'acknowledged' || e.kind === 'resolved') return e.detail ?? '';
    const at = e.detail.indexOf(':');
    const [code, arg] = at < 0 ? [e.detail, ''] : [e.detail.slice(0, at), e.detail.slice(at + 1)];
    return t(`details.${code}`, { arg, _: e.detail });
  };
  const column = (id: string, render: (e: EscalationEvent) => ReactNode, nowrap = false) => ({
    id,
    label: id === 'delivery' ? t('delivery') : translate(`resources.escalation-events.fields.${id}`),
    render,
    nowrap,
  });
  const columns = [
    column('at', (e) => formatDate.dateTime(e.at), true),
    column('kind', (e) => <Shown resource="escalation-events" field="kind" record={{ id: e.id, kind: e.kind }} />),
    column('step', (e) => (e.step === null ? '' : String(e.step)), true),
    column('person', (e) => e.personName ?? (e.kind === 'acknowledged' || e.kind === 'resolved' ? (e.detail ?? '') : '')),
    column('channel', (e) =>
      e.channel ? (
        <Shown resource="escalation-events" field="channel" record={{ id: e.id, channel: e.channel }} />
      ) : e.via ? (
        <Shown resource="escalation-events" field="via" record={{ id: e.id, via: e.via }} />
      ) : (
        ''
      ),
    ),
    column('delivery', (e) => (e.delivery ? <Shown resource="outbox-messages" field="status" record={{ id: e.id, status: e.delivery.status }} /> : '')),
    column('detail', (e) => (e.kind === 'acknowledged' || e.kind === 'resolved' ? '' : detailOf(e))),
  ];
  return (
    <Card data-testid="escalation-timeline" sx={{ width: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('title')}
        </Typography>
        {data.map((escalation: Timeline) => (
          <Box key={escalation.id} sx={{ mb: 2 }}>
            <Stack direction="row" spacing={1} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
              <Shown resource="escalations" field="state" record={{ id: escalation.id, state: escalation.state }} />
              {escalation.chainName && <Typography variant="body2">{t('chain', { chain: escalation.chainName, route: escalation.routeName ?? '' })}</Typography>}
              {escalation.state === 'active' && escalation.nextAt && <Typography variant="body2">{t('nextAt', { time: formatDate.dateTime(escalation.nextAt) })}</Typography>}
              {escalation.flaps > 0 && <Typography variant="body2">{t('flaps', { smart_count: escalation.flaps })}</Typography>}
            </Stack>
            <RecordTable rows={escalation.events} stackOnPhone rowKey={(e) => e.id} label={t('title')} columns={columns} />
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
