import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Triage } from '@core/triage';
import { loadCatalog } from '@src/i18n/catalogs';
import TriageHome from '@custom-pages/home/TriageHome';
import { renderPage, routeFor } from './page-harness';

const severities = (open: Record<string, number>) => Object.fromEntries(['0', '1', '2', '3', '4', '5'].map((s) => [s, { open: open[s] ?? 0, unacknowledged: open[s] ?? 0 }]));
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

const triage: Triage = {
  problems: {
    bySeverity: severities({ '5': 1, '4': 2 }),
    open: 3,
    unacknowledged: 2,
    flapping: 1,
    inMaintenance: 4,
    oldestUnacknowledgedAt: hoursAgo(3),
    top: [
      {
        id: 'p1',
        name: 'Finish photocell blocked',
        severity: 5,
        installationId: 'ischgl',
        installationName: 'Ischgl Start',
        deviceId: null,
        startedAt: hoursAgo(3),
        acknowledged: false,
        flapping: true,
      },
    ],
  },
  offlineDevices: { total: 2, top: [{ id: 'cam-2', name: 'Camera 2', type: 'camera', installationId: 'ischgl', installationName: 'Ischgl Start', lastSeenAt: hoursAgo(1) }] },
  offlineInstallations: { total: 0, top: [] },
  unreadNotes: { total: 1, top: [{ id: 'n1', text: 'Lane 3 camera reboots at night', authorName: 'Alex', createdAt: hoursAgo(10) }] },
  openTickets: {
    total: 1,
    top: [{ id: 't1', subject: 'Video upload slow', status: 'open', impact: 'high', installationId: 'ischgl', installationName: 'Ischgl Start', createdAt: hoursAgo(20) }],
  },
  maintenance: {
    now: [{ installationId: 'soelden', installationName: 'Sölden Finish' }],
    upcoming: [{ installationId: 'lech', installationName: 'Lech Video', windowId: 'w1', startsAt: hoursAgo(-30), endsAt: hoursAgo(-32), reason: 'Recorder update' }],
  },
  onDuty: [{ rotationId: 'r1', rotationName: 'Second-level support', person: 'Jonas Berger', until: hoursAgo(-5), covering: 'Lena Huber', timeZone: 'Europe/Vienna' }],
  focus: 'support',
};

const review: Triage['review'] = [
  { kind: 'photo', waiting: 12, inReview: 2, oldestArrivedAt: hoursAgo(2) },
  { kind: 'photopoint', waiting: 0, inReview: 0, oldestArrivedAt: null },
  { kind: 'video', waiting: 3, inReview: 0, oldestArrivedAt: hoursAgo(1) },
];
const absencesToDecide: Triage['absencesToDecide'] = { total: 1, top: [{ id: 'a1', employeeName: 'Felix First', type: 'vacation', startsOn: '2026-12-21', endsOn: '2026-12-24' }] };
const plans: Triage['plans'] = {
  total: 2,
  top: [
    {
      calendar: 'rollouts',
      id: 'r1',
      title: 'Tracker 5.2',
      kind: 'goLive',
      start: '2026-12-02T20:00:00.000Z',
      allDay: false,
      installationId: 'ischgl',
      installationName: 'Ischgl Start',
    },
    { calendar: 'deliveries', id: 'd1', title: '2 × Camera', kind: 'shipped', start: '2026-12-03', allDay: true, installationId: 'lech', installationName: 'Lech Video' },
  ],
};
const installations: Triage['installations'] = {
  total: 2,
  top: [
    { id: 'ischgl', name: 'Ischgl Start', status: 'active', openProblems: 1, devices: 4, answering: 3 },
    { id: 'lech', name: 'Lech Video', status: 'maintenance', openProblems: 0, devices: 0, answering: 0 },
  ],
};
/** The cards' test ids in the order the page shows them. */
const cardOrder = () =>
  [...document.querySelectorAll('[data-testid^="triage-"]')]
    .map((e) => e.getAttribute('data-testid')!)
    .filter((id) => !id.endsWith('-figure') && id.split('-').length <= 3 && id !== 'triage-unacknowledged' && id !== 'triage-in-maintenance');

const hrefOf = (element: HTMLElement) => decodeURIComponent(element.getAttribute('href') ?? '');

describe('the triage home', () => {
  it('names who is on duty now and until when, linking to the on-duty calendar; without a rotation there is no card', async () => {
    const { unmount } = renderPage(<TriageHome route={routeFor('/', 'home')} />, {
      url: '/',
      path: '/',
      roles: ['firstlevel', 'scope_staff'],
      data: { getTriage: vi.fn(async () => triage) },
    });
    const card = await screen.findByTestId('triage-on-duty');
    expect(card.textContent).toContain('Jonas Berger · Second-level support');
    expect(card.textContent).toContain('until');
    expect(hrefOf(within(card).getByRole('link', { name: 'Jonas Berger · Second-level support' }))).toBe('/on-duty-calendar');
    unmount();
    renderPage(<TriageHome route={routeFor('/', 'home')} />, {
      url: '/',
      path: '/',
      roles: ['firstlevel', 'scope_staff'],
      data: { getTriage: vi.fn(async () => ({ ...triage, onDuty: [] })) },
    });
    await screen.findByTestId('triage-problems');
    expect(screen.queryByTestId('triage-on-duty')).toBeNull();
  });

  it('links every figure to the list it counts, open problems outside maintenance', async () => {
    renderPage(<TriageHome route={routeFor('/', 'home')} />, { url: '/', path: '/', roles: ['firstlevel', 'scope_staff'], data: { getTriage: vi.fn(async () => triage) } });
    const problems = await screen.findByTestId('triage-problems');
    expect(hrefOf(within(problems).getByTestId('triage-problems-figure'))).toBe('/problem?filter={"state":"problem","inMaintenance":false}');
    const disaster = problems.querySelector('[data-severity="5"]') as HTMLElement;
    expect(hrefOf(disaster)).toBe('/problem?filter={"state":"problem","inMaintenance":false,"severity":"5"}');
    expect(disaster.textContent).toContain('Disaster: 1');
    expect(hrefOf(within(problems).getByTestId('triage-unacknowledged'))).toBe('/problem?filter={"state":"problem","inMaintenance":false,"acknowledged":false}');
    expect(within(problems).getByTestId('triage-in-maintenance').textContent).toBe('4 during maintenance, not counted');
    expect(problems.textContent).toContain('1 flapping');
    expect(problems.textContent).toContain('3 hours ago');
    const row = within(problems).getByRole('link', { name: 'Finish photocell blocked' });
    expect(row.getAttribute('href')).toBe('/problems/p1/show');
    expect(hrefOf(screen.getByTestId('triage-offline-devices-figure'))).toBe('/devices?filter={"status":"offline","installationId_null":false}');
    expect(within(screen.getByTestId('triage-offline-devices')).getByRole('link', { name: 'Camera 2' }).getAttribute('href')).toBe('/installation/ischgl/devices/device/cam-2');
    expect(hrefOf(screen.getByTestId('triage-tickets-figure'))).toBe('/tickets?filter={"status":["open","pending"]}');
    expect(screen.getByTestId('triage-notes-figure').getAttribute('href')).toBe('/inbox');
    const maintenance = screen.getByTestId('triage-maintenance');
    expect(maintenance.textContent).toContain('switched by hand');
    expect(maintenance.textContent).toContain('Recorder update');
    expect(screen.getByTestId('triage-offline-installations').textContent).toContain('Every active installation has a device that answers.');
    // The page's one h1 is its title in the app bar; the page itself starts at h2.
    expect(screen.queryAllByRole('heading', { level: 1 })).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Today' })).toBeTruthy();
  });

  it('tells ages from a clock that moves on by itself, without asking for the triage again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
      const getTriage = vi.fn(async () => ({ ...triage, problems: { ...triage.problems, top: [{ ...triage.problems.top[0]!, startedAt: minutesAgo(2) }] } }));
      renderPage(<TriageHome route={routeFor('/', 'home')} />, { url: '/', path: '/', roles: ['firstlevel', 'scope_staff'], data: { getTriage } });
      const problems = await screen.findByTestId('triage-problems');
      expect(problems.textContent).toContain('2 minutes ago');
      await act(() => vi.advanceTimersByTime(60_000));
      expect(problems.textContent).toContain('3 minutes ago');
      expect(getTriage).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('speaks German', async () => {
    await loadCatalog('de');
    renderPage(<TriageHome route={routeFor('/', 'home')} />, { url: '/', path: '/', language: 'de', data: { getTriage: vi.fn(async () => triage) } });
    const problems = await screen.findByTestId('triage-problems');
    expect(problems.textContent).toContain('3 offen');
    expect(problems.textContent).toContain('4 während Wartung, nicht gezählt');
    expect(screen.getByRole('heading', { level: 2, name: 'Heute' })).toBeTruthy();
  });

  it('starts a moderator’s day with the review queues, each opening its review', async () => {
    renderPage(<TriageHome route={routeFor('/', 'home')} />, {
      url: '/',
      path: '/',
      roles: ['moderation', 'scope_staff'],
      data: { getTriage: vi.fn(async () => ({ ...triage, focus: 'moderation' as const, review })) },
    });
    const card = await screen.findByTestId('triage-review');
    expect(cardOrder()[0]).toBe('triage-review');
    expect(within(card).getByTestId('triage-review-figure').textContent).toBe('15 waiting');
    expect(within(card).getByTestId('triage-review-figure').getAttribute('href')).toBe('/photo-media-review');
    expect(within(card).getByRole('link', { name: 'Video media review' }).getAttribute('href')).toBe('/video-media-review');
    expect(card.textContent).toContain('12 waiting · 2 in review by someone · the oldest arrived 2 hours ago');
  });

  it('starts a project manager’s day with the absences to decide and the coming rollouts and deliveries', async () => {
    renderPage(<TriageHome route={routeFor('/', 'home')} />, {
      url: '/',
      path: '/',
      roles: ['projectmanager', 'scope_staff'],
      data: { getTriage: vi.fn(async () => ({ ...triage, focus: 'projects' as const, absencesToDecide, plans })) },
    });
    const absences = await screen.findByTestId('triage-absences');
    expect(cardOrder().slice(0, 2)).toEqual(['triage-absences', 'triage-plans']);
    const request = within(absences).getByRole('link', { name: 'Felix First · Vacation' });
    expect(request.getAttribute('href')).toBe('/vacation-report?from=2026-12-21&to=2026-12-24');
    expect(absences.textContent).toContain('21 Dec 2026 to 24 Dec 2026');
    expect(hrefOf(within(absences).getByTestId('triage-absences-figure'))).toBe('/absences?filter={"state":"requested"}');
    const plansCard = screen.getByTestId('triage-plans');
    expect(within(plansCard).getByRole('link', { name: 'Tracker 5.2' }).getAttribute('href')).toBe('/rollout-calendar?date=2026-12-02');
    expect(within(plansCard).getByRole('link', { name: '2 × Camera' }).getAttribute('href')).toBe('/delivery-calendar?date=2026-12-03');
    expect(plansCard.textContent).toContain('Go-live');
    expect(plansCard.textContent).toContain('Shipped');
  });

  it('starts a customer’s day with their installations and tickets, plural forms in both languages', async () => {
    const { unmount } = renderPage(<TriageHome route={routeFor('/', 'home')} />, {
      url: '/',
      path: '/',
      roles: ['zerolevel', 'scope_customer'],
      data: { getTriage: vi.fn(async () => ({ ...triage, focus: 'customer' as const, onDuty: [], installations })) },
    });
    const card = await screen.findByTestId('triage-installations');
    expect(cardOrder().slice(0, 2)).toEqual(['triage-installations', 'triage-tickets']);
    expect(within(card).getByTestId('triage-installations-figure').textContent).toBe('2 installations');
    expect(within(card).getByRole('link', { name: 'Ischgl Start' }).getAttribute('href')).toBe('/installation/ischgl/operation');
    expect(card.textContent).toContain('1 open problem · 3 of 4 devices answer');
    expect(card.textContent).toContain('no open problem · no devices');
    expect(card.textContent).toContain('Maintenance');
    unmount();
    await loadCatalog('de');
    renderPage(<TriageHome route={routeFor('/', 'home')} />, {
      url: '/',
      path: '/',
      language: 'de',
      roles: ['zerolevel', 'scope_customer'],
      data: { getTriage: vi.fn(async () => ({ ...triage, focus: 'customer' as const, onDuty: [], installations: { ...installations, total: 1 } })) },
    });
    const german = await screen.findByTestId('triage-installations');
    expect(within(german).getByTestId('triage-installations-figure').textContent).toBe('1 Installation');
    expect(german.textContent).toContain('1 offenes Problem · 3 von 4 Geräten antworten');
    expect(german.textContent).toContain('Wartung');
  });
});
