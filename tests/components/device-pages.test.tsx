import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeviceReportPage, UnconfiguredPage } from '@custom-pages/devices/CentralDevicePages';
import { DevicePage, DevicesPage } from '@custom-pages/devices/InstallationDevicePages';
import { loadCatalog } from '@src/i18n/catalogs';
import { renderPage, routeFor } from './page-harness';

const device = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  type: 'camera',
  status: 'online',
  laneNumber: 1,
  installedVersion: '4.2.0',
  ip: '10.1.0.12',
  lastSeenAt: '2026-11-24T07:40:00.000Z',
  installationId: 'ischgl',
  ...extra,
});

describe("an installation's devices page", () => {
  it('lists the devices with their health, sorts by a column, and offers a bulk command to those who may run one', async () => {
    renderPage(<DevicesPage route={routeFor('/installation/:installationId/devices', 'devices', { names: { installationId: 'installations' } })} />, {
      url: '/installation/ischgl/devices',
      path: '/installation/:installationId/devices',
      roles: ['secondlevel', 'scope_staff'],
      data: {
        getList: vi.fn(async () => ({ data: [device('cam-2', 'Finish camera', { laneNumber: 2, status: 'offline' }), device('cam-1', 'Start camera')], total: 2 })),
        getOne: vi.fn(async () => ({ data: { id: 'ischgl', name: 'Ischgl Start' } })),
      },
    });
    const table = await screen.findByTestId('devices-table');
    await within(table).findByRole('link', { name: 'Start camera' });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('a')?.textContent);
    expect(names()).toEqual(['Finish camera', 'Start camera']);
    fireEvent.click(within(table).getByRole('button', { name: 'Lane' }));
    expect(names()).toEqual(['Start camera', 'Finish camera']);
    expect(within(table).getByRole('link', { name: 'Start camera' }).getAttribute('href')).toBe('/installation/ischgl/devices/device/cam-1');
    expect(await screen.findByRole('link', { name: 'Bulk command to these devices' })).toBeTruthy();
  });

  it('shows no bulk command to a read-only role', async () => {
    renderPage(<DevicesPage route={routeFor('/installation/:installationId/devices', 'devices')} />, {
      url: '/installation/ischgl/devices',
      path: '/installation/:installationId/devices',
      roles: ['zerolevel', 'scope_staff'],
      data: { getList: vi.fn(async () => ({ data: [device('cam-1', 'Start camera')], total: 1 })), getOne: vi.fn(async () => ({ data: { id: 'ischgl', name: 'Ischgl Start' } })) },
    });
    await screen.findByTestId('devices-table');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Bulk command to these devices' })).toBeNull());
  });
});

describe("a device's page", () => {
  it("shows the device's facts and the commands it understands", async () => {
    const getDeviceCommands = vi.fn(async () => [
      {
        name: 'status',
        label: { en: 'Status', de: 'Status' },
        capability: 'support.write',
        needsConfirmation: false,
        parameters: [],
        payloadTemplate: '{}',
        builtIn: true,
        runnable: true,
      },
    ]);
    renderPage(<DevicePage route={routeFor('/installation/:installationId/devices/device/:deviceId', 'device')} />, {
      url: '/installation/ischgl/devices/device/cam-1',
      path: '/installation/:installationId/devices/device/:deviceId',
      roles: ['firstlevel', 'scope_staff'],
      data: {
        getOne: vi.fn(async (resource: string) => ({
          data: resource === 'devices' ? device('cam-1', 'Start camera', { vpnIp: '10.8.0.3', macAddress: '00:1A:2B:3C:4D:5E' }) : { id: 'ischgl', name: 'Ischgl Start' },
        })),
        getList: vi.fn(async () => ({ data: [], total: 0 })),
        getDeviceCommands,
      },
    });
    expect(await screen.findByText('10.8.0.3')).toBeTruthy();
    expect(screen.getByText('00:1A:2B:3C:4D:5E')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Status/ })).toBeTruthy();
    expect(getDeviceCommands).toHaveBeenCalledWith('cam-1');
  });
});

describe("a device's reported values", () => {
  const lastState = JSON.stringify({
    status: 'online',
    version: '4.2.0',
    uptimeS: 276_480,
    temperatureC: 31,
    diskFreeGb: 12.5,
    faults: [{ code: 'disk.low', message: 'Disk space below 5 %' }],
    configs: { 'startfinish:cfg-1': 3 },
    signalStrengthDb: -61,
  });
  const commands = [
    { id: 'c1', command: 'camera.snapshot', status: 'succeeded', queuedAt: '2026-11-24T07:41:00.000Z', durationMs: 640 },
    { id: 'c2', command: 'lens.clean', status: 'succeeded', queuedAt: '2026-11-24T07:40:00.000Z', durationMs: 2100 },
    { id: 'c3', command: 'mystery.thing', status: 'failed', queuedAt: '2026-11-24T07:39:00.000Z', durationMs: 10 },
  ];
  const open = (language: 'en' | 'de') =>
    renderPage(<DevicePage route={routeFor('/installation/:installationId/devices/device/:deviceId', 'device')} />, {
      url: '/installation/ischgl/devices/device/cam-1',
      path: '/installation/:installationId/devices/device/:deviceId',
      roles: ['firstlevel', 'scope_staff'],
      language,
      data: {
        getOne: vi.fn(async (resource: string) => ({ data: resource === 'devices' ? device('cam-1', 'Start camera', { lastState }) : { id: 'ischgl', name: 'Ischgl Start' } })),
        getList: vi.fn(async (resource: string) =>
          resource === 'device-commands'
            ? { data: commands, total: commands.length }
            : resource === 'component-commands'
              ? { data: [{ id: 'k1', name: 'lens.clean', label: { en: 'Clean the lens', de: 'Linse reinigen' } }], total: 1 }
              : { data: [], total: 0 },
        ),
        getDeviceCommands: vi.fn(async () => []),
      },
    });
  const rowsOf = (table: HTMLElement) =>
    Object.fromEntries(
      within(table)
        .getAllByRole('row')
        .map((row) => [row.querySelector('th')?.textContent, row.querySelector('td')?.textContent?.replace(/[\u00a0\u202f]/g, ' ')]),
    );

  it('reads as labelled values with units, never as the keys the device sent', async () => {
    open('en');
    const rows = rowsOf(await screen.findByTestId('device-last-state'));
    expect(rows).toEqual({
      'Software version': '4.2.0',
      'Running for': '3.2 days',
      Temperature: '31°C',
      'Free disk space': '12.5 GB',
      Faults: 'Disk space below 5 %',
      'Configurations running': 'startfinish:cfg-1 (version 3)',
      'Signal strength db': '-61',
    });
    const recent = await screen.findByTestId('recent-commands');
    await within(recent).findByText('Clean the lens');
    expect(within(recent).getByText('Take picture')).toBeTruthy();
    // A command no definition names is shown as it was sent.
    expect(within(recent).getByText('mystery.thing')).toBeTruthy();
  });

  it('reads in German with German units and command names', async () => {
    await loadCatalog('de');
    open('de');
    const rows = rowsOf(await screen.findByTestId('device-last-state'));
    expect(rows['Läuft seit']).toBe('3,2 Tage');
    expect(rows['Freier Speicherplatz']).toBe('12,5 GB');
    expect(rows.Temperatur).toBe('31 °C');
    const recent = await screen.findByTestId('recent-commands');
    await within(recent).findByText('Linse reinigen');
  });
});

describe('central device management', () => {
  it('lists unconfigured devices and lets the assignment go on only once an installation is picked', async () => {
    renderPage(<UnconfiguredPage route={routeFor('/centraldevicemanagement/unconfigured', 'unconfiguredDevices')} />, {
      url: '/centraldevicemanagement/unconfigured',
      path: '/centraldevicemanagement/unconfigured',
      roles: ['secondlevel', 'scope_staff'],
      data: {
        getList: vi.fn(async (resource: string) =>
          resource === 'devices' ? { data: [device('new-1', 'cam-00:1a', { installationId: null })], total: 1 } : { data: [{ id: 'ischgl', name: 'Ischgl Start' }], total: 1 },
        ),
      },
    });
    const table = await screen.findByTestId('unconfigured-devices');
    await within(table).findByText('cam-00:1a');
    expect((within(table).getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reports devices by type and status, and the ones behind the released version', async () => {
    renderPage(<DeviceReportPage route={routeFor('/centraldevicemanagement/devicereport', 'deviceReport')} />, {
      url: '/centraldevicemanagement/devicereport',
      path: '/centraldevicemanagement/devicereport',
      data: {
        getDeviceReport: vi.fn(async () => ({
          generatedAt: '2026-11-24T07:45:00.000Z',
          total: 3,
          byType: [
            { key: 'camera', total: 2, online: 1, offline: 1 },
            { key: 'terminal', total: 1, online: 1, offline: 0 },
          ],
          byStatus: [{ key: 'online', total: 2, online: 2, offline: 0 }],
          byVersion: [],
          byInstallation: [],
          outdated: [{ id: 'cam-1', name: 'Start camera', type: 'camera', installationId: 'ischgl', installedVersion: '4.1.0', latestVersion: '4.2.0', componentTypeId: 't1' }],
        })),
      },
    });
    const outdated = await screen.findByTestId('outdated-devices');
    expect(within(outdated).getByRole('link', { name: 'Start camera' }).getAttribute('href')).toBe('/installation/ischgl/devices/device/cam-1');
    expect(outdated.textContent).toContain('4.1.0');
    expect(screen.getAllByRole('table').length).toBeGreaterThanOrEqual(3);
  });
});
