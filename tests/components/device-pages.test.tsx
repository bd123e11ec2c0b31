import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeviceReportPage, UnconfiguredPage } from '@custom-pages/devices/CentralDevicePages';
import { DevicePage, DevicesPage } from '@custom-pages/devices/InstallationDevicePages';
import { renderPage, routeFor } from './page-harness';

afterEach(cleanup);

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
