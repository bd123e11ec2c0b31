import { Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TRIAGE_ROWS, UPCOMING_MAINTENANCE_DAYS, type Triage, type TriageMaintenance } from '@core/triage';
import { useDateFormat } from '@src/i18n/date-format';
import { filtered, TriageCard, TriageRows, useAge } from './triage-parts';

const installationPath = (id: string, page = 'operation') => `/installation/${encodeURIComponent(id)}/${page}`;

export function NotesCard({ notes }: { notes: Triage['unreadNotes'] }) {
  const translate = useTranslate();
  const age = useAge();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.triage.notes.${key}`, options);
  return (
    <TriageCard title={t('title')} figure={t('count', { count: notes.total })} to="/inbox" testId="triage-notes">
      <TriageRows
        empty={t('none')}
        rows={notes.top.map((n) => ({
          key: n.id,
          to: `/inbox/${encodeURIComponent(n.id)}`,
          primary: n.text.length > 120 ? `${n.text.slice(0, 119)}…` : n.text,
          secondary: t('by', { name: n.authorName ?? '—', age: age(n.createdAt) }),
        }))}
      />
    </TriageCard>
  );
}

/** Offline devices, and the active installations none of whose devices answers. */
export function DeviceCards({ devices, installations }: { devices: Triage['offlineDevices']; installations: Triage['offlineInstallations'] }) {
  const translate = useTranslate();
  const age = useAge();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.triage.${key}`, options);
  const lastContact = (at: string | null) => (at ? t('offlineDevices.lastSeen', { age: age(at) }) : t('offlineDevices.never'));
  return (
    <>
      <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
        <TriageCard
          title={t('offlineDevices.title')}
          figure={t('offlineDevices.count', { count: devices.total })}
          to={filtered('/devices', { status: 'offline', installationId_null: false })}
          testId="triage-offline-devices"
        >
          <TriageRows
            empty={t('offlineDevices.none')}
            rows={devices.top.map((d) => ({
              key: d.id,
              to: `${installationPath(d.installationId, 'devices/device')}/${encodeURIComponent(d.id)}`,
              primary: d.name,
              secondary: [d.installationName ?? d.installationId, lastContact(d.lastSeenAt)].join(' · '),
            }))}
          />
        </TriageCard>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
        <TriageCard title={t('offlineInstallations.title')} figure={t('offlineInstallations.count', { count: installations.total })} testId="triage-offline-installations">
          <TriageRows
            empty={t('offlineInstallations.none')}
            rows={installations.top.map((i) => ({
              key: i.id,
              to: installationPath(i.id),
              primary: i.name,
              secondary: [t('offlineInstallations.devices', { smart_count: i.devices }), lastContact(i.lastSeenAt)].join(' · '),
            }))}
          />
        </TriageCard>
      </Grid>
    </>
  );
}

export function TicketsCard({ tickets }: { tickets: Triage['openTickets'] }) {
  const translate = useTranslate();
  const age = useAge();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.triage.tickets.${key}`, options);
  return (
    <TriageCard title={t('title')} figure={t('count', { count: tickets.total })} to={filtered('/tickets', { status: ['open', 'pending'] })} testId="triage-tickets">
      <TriageRows
        empty={t('none')}
        rows={tickets.top.map((k) => ({
          key: k.id,
          to: `/tickets/${encodeURIComponent(k.id)}/show`,
          primary: k.subject,
          secondary: [
            k.installationName ?? k.installationId,
            translate(`resources.tickets.options.status.${k.status}`),
            k.impact && translate(`resources.tickets.options.impact.${k.impact}`),
            age(k.createdAt),
          ]
            .filter(Boolean)
            .join(' · '),
        }))}
      />
    </TriageCard>
  );
}

export function MaintenanceCard({ maintenance }: { maintenance: Triage['maintenance'] }) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.triage.maintenance.${key}`, options);
  const rows = (entries: TriageMaintenance[]) =>
    entries.map((m) => ({
      key: `${m.installationId}:${m.windowId ?? 'switched'}`,
      to: installationPath(m.installationId),
      primary: m.installationName ?? m.installationId,
      secondary: m.windowId ? t('window', { from: dateTime(m.startsAt!), until: dateTime(m.endsAt!), reason: m.reason }) : t('switched'),
    }));
  return (
    <TriageCard title={t('title')} testId="triage-maintenance">
      <Typography variant="subtitle2" component="h3">
        {t('now')}
      </Typography>
      <TriageRows empty={t('none')} rows={rows(maintenance.now.slice(0, TRIAGE_ROWS))} />
      {maintenance.now.length > TRIAGE_ROWS && (
        <Typography variant="body2" color="text.secondary">
          {t('more', { count: maintenance.now.length - TRIAGE_ROWS })}
        </Typography>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {t('upcoming')}
      </Typography>
      <TriageRows empty={t('noneUpcoming', { days: UPCOMING_MAINTENANCE_DAYS })} rows={rows(maintenance.upcoming.slice(0, TRIAGE_ROWS))} />
    </TriageCard>
  );
}

/** Who is on duty now in each rotation, and until when: whom to call tonight, from the on-duty calendar. */
export function OnDutyCard({ onDuty }: { onDuty: Triage['onDuty'] }) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.triage.onDuty.${key}`, options);
  return (
    <TriageCard title={t('title')} testId="triage-on-duty">
      <TriageRows
        empty=""
        rows={onDuty.map((p) => ({
          key: p.rotationId,
          to: '/on-duty-calendar',
          primary: `${p.person} · ${p.rotationName}`,
          // Whom a cover replaces is on the calendar: the card says who to call, and until when.
          secondary: t('until', { time: dateTime(p.until) }),
        }))}
      />
    </TriageCard>
  );
}
