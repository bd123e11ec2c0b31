import { cleanup, screen } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import absences from '@resources/absences';
import deviceCommands from '@resources/device-commands';
import maintenanceWindows from '@resources/maintenance-windows';
import onDutyRotations from '@resources/on-duty-rotations';
import { createI18nProvider } from '@src/console/i18n-provider';
import { formatDateTime, viewerTimeZone } from '@src/i18n/date-format';
import { loadCatalog } from '@src/i18n/catalogs';
import { recordName } from '@src/resource-screens/record-name';
import { ResourceList } from '@src/resource-screens/ResourceList';
import { ResourceShow } from '@src/resource-screens/ResourceShow';
import { renderPage } from './page-harness';

beforeAll(() => loadCatalog('de'));

const COMMANDS = [
  { id: 'c1', command: 'status', deviceId: 'd1', installationId: null, status: 'succeeded', origin: 'device', queuedAt: '2026-11-28T08:00:00.000Z', version: 1 },
  { id: 'c2', command: 'gate.test', deviceId: 'd1', installationId: null, status: 'succeeded', origin: 'device', queuedAt: '2026-11-28T07:00:00.000Z', version: 1 },
  { id: 'c3', command: 'made.up', deviceId: 'd1', installationId: null, status: 'failed', origin: 'device', queuedAt: '2026-11-28T06:00:00.000Z', version: 1 },
];
const OWN_COMMANDS = [{ id: 'k1', name: 'gate.test', label: { en: 'Test the start gate', de: 'Startgate testen' } }];

function renderAudit(language: 'en' | 'de') {
  const getList = vi.fn(async (resource: string) => (resource === 'component-commands' ? { data: OWN_COMMANDS, total: 1 } : { data: COMMANDS, total: COMMANDS.length }));
  renderPage(
    <ResourceContextProvider value="device-commands">
      <ResourceList def={deviceCommands} />
    </ResourceContextProvider>,
    {
      url: '/command-audit',
      path: '/command-audit',
      roles: ['zerolevel'],
      language,
      data: { getList, getMany: vi.fn(async () => ({ data: [{ id: 'd1', name: 'Finish camera' }] })) },
    },
  );
  return getList;
}

describe('values with names of their own', () => {
  it('shows a built-in command by its name and a component’s own command by its record’s label, in the console’s language', async () => {
    renderAudit('de');
    await screen.findByText('Status lesen');
    await screen.findByText('Startgate testen');
    // A command the console has no name for is shown as it is.
    expect(screen.getByText('made.up')).toBeTruthy();
    expect(screen.queryByText('status')).toBeNull();
  });

  it('names the commands in English too', async () => {
    const getList = renderAudit('en');
    await screen.findByText('Read status');
    await screen.findByText('Test the start gate');
    // The command catalogue is asked once for the page, not once per row.
    expect(getList.mock.calls.filter(([resource]) => resource === 'component-commands')).toHaveLength(1);
  });

  it('names a rotation’s members to a role that may not read people (by name, through the names-only read, without links) and its first shift in its zone', async () => {
    const rotation = {
      id: 'r1',
      name: 'Second-level support',
      members: ['u1', 'u2'],
      firstShiftAt: '2026-12-01T07:00:00.000Z',
      shiftHours: 24,
      frequency: 'daily',
      timeZone: 'Europe/Vienna',
      version: 1,
    };
    const getMany = vi.fn(async () => ({
      data: [
        { id: 'u1', name: 'Anna Berger' },
        { id: 'u2', name: 'Ben Huber' },
      ],
    }));
    renderPage(
      <ResourceContextProvider value="on-duty-rotations">
        <ResourceList def={onDutyRotations} />
      </ResourceContextProvider>,
      {
        url: '/on-duty-rotations',
        path: '/on-duty-rotations',
        roles: ['zerolevel'],
        language: 'en',
        data: { getList: vi.fn(async () => ({ data: [rotation], total: 1 })), getMany },
      },
    );
    const anna = await screen.findByText('Anna Berger');
    expect(screen.getByText('Ben Huber')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Members in turn/ })).toBeTruthy();
    expect(anna.closest('a')).toBeNull();
    expect(getMany).toHaveBeenCalledWith('staff-users', expect.objectContaining({ ids: ['u1', 'u2'], meta: { names: true } }));
    // The first shift reads as it was typed: in the rotation's zone, named when it is not the viewer's.
    const shown = formatDateTime(rotation.firstShiftAt, 'en-GB', 'Europe/Vienna');
    expect(shown).toContain('08:00');
    if (viewerTimeZone() !== 'Europe/Vienna') expect(shown).toMatch(/CET|GMT\+1/);
    expect(screen.getByText(shown)).toBeTruthy();
  });

  it('shows one instant the same way in the list and on the record page, in the console’s format', async () => {
    const planned = { id: 'mw-1', installationId: 'i1', startsAt: '2026-12-03T21:05:00.000Z', endsAt: '2026-12-04T05:00:00.000Z', reason: 'Firmware', version: 1 };
    const data = {
      getList: vi.fn(async () => ({ data: [planned], total: 1 })),
      getOne: vi.fn(async () => ({ data: planned })),
      getMany: vi.fn(async () => ({ data: [{ id: 'i1', name: 'Laax Video' }] })),
    };
    const expected = formatDateTime(planned.startsAt, 'en-GB');
    // 24 hours, day first: never the American "12/3/2026, 9:05 PM".
    expect(expected).not.toMatch(/AM|PM/);
    renderPage(
      <ResourceContextProvider value="maintenance-windows">
        <ResourceList def={maintenanceWindows} />
      </ResourceContextProvider>,
      { url: '/maintenance-windows', path: '/maintenance-windows', roles: ['firstlevel', 'scope_staff'], language: 'en', data },
    );
    expect(await screen.findByText(expected)).toBeTruthy();
    cleanup();
    renderPage(
      <ResourceContextProvider value="maintenance-windows">
        <ResourceShow def={maintenanceWindows} id="mw-1" />
      </ResourceContextProvider>,
      { url: '/maintenance-windows/mw-1/show', path: '/maintenance-windows/:id/show', roles: ['firstlevel', 'scope_staff'], language: 'en', data },
    );
    expect(await screen.findByText(expected)).toBeTruthy();
  });

  it('never shows a reference’s id while its name loads', async () => {
    let resolve: (value: { data: Array<{ id: string; name: string }> }) => void = () => {};
    const names = new Promise<{ data: Array<{ id: string; name: string }> }>((r) => (resolve = r));
    const planned = { id: 'mw-2', installationId: 'inst-laax-video', startsAt: '2026-12-03T21:05:00.000Z', endsAt: '2026-12-04T05:00:00.000Z', reason: 'Firmware', version: 1 };
    renderPage(
      <ResourceContextProvider value="maintenance-windows">
        <ResourceList def={maintenanceWindows} />
      </ResourceContextProvider>,
      {
        url: '/maintenance-windows',
        path: '/maintenance-windows',
        roles: ['firstlevel', 'scope_staff'],
        language: 'en',
        data: { getList: vi.fn(async () => ({ data: [planned], total: 1 })), getMany: vi.fn(() => names) },
      },
    );
    await screen.findByText('Firmware');
    expect(screen.queryByText('inst-laax-video')).toBeNull();
    resolve({ data: [{ id: 'inst-laax-video', name: 'Laax Video' }] });
    expect(await screen.findByText('Laax Video')).toBeTruthy();
    expect(screen.queryByText('inst-laax-video')).toBeNull();
  });

  it('names a record whose name is a choice in the console’s language, as titles, breadcrumbs and pickers show it', () => {
    const en = createI18nProvider('en', () => {});
    const de = createI18nProvider('de', () => {});
    const absence = { id: 'a1', type: 'vacation' };
    expect(recordName(absences, absence, en.translate)).toBe('Vacation');
    expect(recordName(absences, absence, de.translate)).toBe('Urlaub');
    expect(recordName(deviceCommands, { id: 'c1', command: 'status' }, de.translate)).toBe('Status lesen');
  });
});
