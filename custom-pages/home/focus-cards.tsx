import { useTranslate } from 'react-admin';
import { UPCOMING_PLAN_DAYS, type Triage, type TriagePlan } from '@core/triage';
import { useDateFormat, viewerTimeZone } from '@src/i18n/date-format';
import { ToneChip } from '@src/kit/ToneChip';
import { filtered, TriageCard, TriageRows, useAge } from './triage-parts';

const REPORT_OF_ABSENCE: Record<string, string> = { vacation: '/vacation-report', homeOffice: '/home-office-report', timeCompensation: '/time-compensation-report' };
/** The day an instant falls on where the calendar shows it (YYYY-MM-DD). */
const dayIn = (instant: string, timeZone: string) => new Date(instant).toLocaleDateString('en-CA', { timeZone });
const CALENDAR_PATH: Record<TriagePlan['calendar'], string> = { rollouts: '/rollout-calendar', deliveries: '/delivery-calendar' };

/** The media review queues: what waits in each, since when, and how much others hold; each opens its review. */
export function ReviewCard({ queues }: { queues: NonNullable<Triage['review']> }) {
  const translate = useTranslate();
  const age = useAge();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.triage.review.${key}`, options);
  const waiting = queues.reduce((sum, q) => sum + q.waiting, 0);
  const first = queues.find((q) => q.waiting > 0) ?? queues[0];
  const path = (kind: string) => `/${kind}-media-review`;
  return (
    <TriageCard title={t('title')} figure={t('count', { count: waiting })} to={first && path(first.kind)} testId="triage-review">
      <TriageRows
        empty={t('empty')}
        rows={queues.map((q) => ({
          key: q.kind,
          to: path(q.kind),
          primary: translate(`gondola.routes.${q.kind}MediaReview`),
          secondary: [t('queue', { count: q.waiting, held: q.inReview }), q.oldestArrivedAt && t('oldest', { age: age(q.oldestArrivedAt) })].filter(Boolean).join(' · '),
        }))}
      />
    </TriageCard>
  );
}

/** Absence requests nobody has decided, the soonest first; each opens its report over its days, where it is decided. */
export function AbsencesCard({ absences }: { absences: NonNullable<Triage['absencesToDecide']> }) {
  const translate = useTranslate();
  const { day } = useDateFormat();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.triage.absences.${key}`, options);
  return (
    <TriageCard title={t('title')} figure={t('count', { count: absences.total })} to={filtered('/absences', { state: 'requested' })} testId="triage-absences">
      <TriageRows
        empty={t('none')}
        rows={absences.top.map((a) => ({
          key: a.id,
          to: `${REPORT_OF_ABSENCE[a.type] ?? '/vacation-report'}?from=${a.startsOn}&to=${a.endsOn}`,
          primary: `${a.employeeName ?? '—'} · ${translate(`resources.absences.options.type.${a.type}`)}`,
          secondary: t('days', { from: day(a.startsOn), until: day(a.endsOn) }),
        }))}
      />
    </TriageCard>
  );
}

/** Rollouts and deliveries of the coming days, from the calendars that plan them. */
export function PlansCard({ plans }: { plans: NonNullable<Triage['plans']> }) {
  const translate = useTranslate();
  const { dateTime, day, timeZone } = useDateFormat();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.triage.plans.${key}`, options);
  const kindLabel = (p: TriagePlan) => translate(p.calendar === 'rollouts' ? `resources.rollouts.options.kind.${p.kind}` : `resources.deliveries.options.state.${p.kind}`);
  return (
    <TriageCard title={t('title')} figure={t('count', { count: plans.total, days: UPCOMING_PLAN_DAYS })} testId="triage-plans">
      <TriageRows
        empty={t('none', { days: UPCOMING_PLAN_DAYS })}
        rows={plans.top.map((p) => ({
          key: `${p.calendar}:${p.id}`,
          to: `${CALENDAR_PATH[p.calendar]}?date=${p.allDay ? p.start.slice(0, 10) : dayIn(p.start, timeZone ?? viewerTimeZone())}`,
          primary: p.title,
          secondary: [p.installationName, p.allDay ? day(p.start) : dateTime(p.start), t(p.calendar)].filter(Boolean).join(' · '),
          aside: <ToneChip label={kindLabel(p)} />,
        }))}
      />
    </TriageCard>
  );
}

/** A customer's installations, those in trouble first: open problems and how many devices answer. */
export function OwnInstallationsCard({ installations }: { installations: NonNullable<Triage['installations']> }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.triage.installations.${key}`, options);
  return (
    <TriageCard title={t('title')} figure={t('count', { smart_count: installations.total })} to="/installations" testId="triage-installations">
      <TriageRows
        empty={t('none')}
        rows={installations.top.map((i) => ({
          key: i.id,
          to: `/installation/${encodeURIComponent(i.id)}/operation`,
          primary: i.name,
          secondary: [
            i.openProblems ? t('problems', { smart_count: i.openProblems }) : t('noProblems'),
            i.devices ? t('devices', { smart_count: i.devices, answering: i.answering }) : t('noDevices'),
          ].join(' · '),
          aside: (
            <ToneChip
              tone={i.openProblems || (i.devices > 0 && i.answering < i.devices) ? 'warning' : 'success'}
              label={translate(`resources.installations.options.status.${i.status}`)}
            />
          ),
        }))}
      />
    </TriageCard>
  );
}

/** Grid slots of the home: a wide card and a narrow one per row on a desktop. */
export const WIDE = { xs: 12, lg: 8 } as const;
export const NARROW = { xs: 12, sm: 6, lg: 4 } as const;
export const HALF = { xs: 12, md: 6 } as const;
