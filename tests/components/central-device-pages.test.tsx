import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AssignPage, QuickSupportPage, SearchDevicesPage, TerminalScreenshotsPage } from '@custom-pages/devices/CentralDevicePages';
import { renderPage, routeFor } from './page-harness';

const assignRoute = routeFor('/centraldevicemanagement/unconfigured-view/:deviceId/:installationId', 'assignDevice', { capability: 'devices.manage' });
const records = (device: Record<string, unknown>, installation: Record<string, unknown>) =>
  vi.fn(async (resource: string) => ({ data: resource === 'devices' ? device : installation }));

describe('assigning a device', () => {
  it('assigns an unconfigured device to an active installation', async () => {
    const assignDevice = vi.fn(async () => ({ id: 'new-1', configurationSent: true }));
    renderPage(<AssignPage route={assignRoute} />, {
      url: '/centraldevicemanagement/unconfigured-view/new-1/ischgl',
      path: assignRoute.path,
      roles: ['secondlevel', 'scope_staff'],
      data: { getOne: records({ id: 'new-1', name: 'cam-00:1a', installationId: null }, { id: 'ischgl', name: 'Ischgl Start', status: 'active' }), assignDevice },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(assignDevice).toHaveBeenCalledWith('new-1', 'ischgl'));
  });

  it('refuses an installation that is not active, and a device that belongs somewhere already', async () => {
    renderPage(<AssignPage route={assignRoute} />, {
      url: '/centraldevicemanagement/unconfigured-view/new-1/zermatt',
      path: assignRoute.path,
      roles: ['secondlevel', 'scope_staff'],
      data: { getOne: records({ id: 'new-1', name: 'cam-00:1a', installationId: 'arosa' }, { id: 'zermatt', name: 'Zermatt Start', status: 'planned' }), assignDevice: vi.fn() },
    });
    const button = (await screen.findByRole('button', { name: 'Assign' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });
});

describe('quick support commands', () => {
  it("offers the chosen installation's one-click commands, device by device", async () => {
    const getQuickSupportCommands = vi.fn(async () => [
      {
        device: { id: 'term-1', name: 'Ticket terminal 1', type: 'terminal', status: 'online' },
        commands: [
          {
            name: 'printer.reset',
            label: { en: 'Reset printer', de: 'Drucker zurücksetzen' },
            capability: 'support.write',
            needsConfirmation: false,
            parameters: [],
            payloadTemplate: '{}',
            builtIn: true,
          },
        ],
      },
      { device: { id: 'cam-1', name: 'Start camera', type: 'camera', status: 'online' }, commands: [] },
    ]);
    renderPage(<QuickSupportPage route={routeFor('/quick-support-commands', 'quickSupportCommands', { capability: 'support.write' })} />, {
      url: '/quick-support-commands',
      path: '/quick-support-commands',
      roles: ['firstlevel', 'scope_staff'],
      data: { getList: vi.fn(async () => ({ data: [{ id: 'ischgl', name: 'Ischgl Start' }], total: 1 })), getQuickSupportCommands },
    });
    const picker = await screen.findByRole('combobox');
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Ischgl Start (ischgl)' }));
    const card = (await screen.findByText('Ticket terminal 1')).closest('[data-device-id]') as HTMLElement;
    expect(within(card).getByRole('button', { name: /Reset printer/ })).toBeTruthy();
    expect(screen.queryByText('Start camera')).toBeNull();
    expect(getQuickSupportCommands).toHaveBeenCalledWith('ischgl');
  });
});

describe('terminal screenshots', () => {
  it('shows every assigned terminal with its latest screenshot command', async () => {
    const getList = vi.fn(async (resource: string) =>
      resource === 'devices' ? { data: [{ id: 't1', name: 'Ticket terminal 1', type: 'terminal', status: 'online' }], total: 1 } : { data: [], total: 0 },
    );
    renderPage(<TerminalScreenshotsPage route={routeFor('/terminal-screenshots', 'terminalScreenshots')} />, {
      url: '/terminal-screenshots',
      path: '/terminal-screenshots',
      roles: ['firstlevel', 'scope_staff'],
      data: { getList },
    });
    expect(await screen.findByText('Ticket terminal 1')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('devices', expect.objectContaining({ filter: { type: 'terminal', installationId_null: false } }));
    expect(screen.getByRole('button', { name: 'Take screenshot' })).toBeTruthy();
  });

  it('shows a new screenshot once, in the place of the latest one', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const shot = { id: 'c9', deviceId: 't1', command: 'screenshot', status: 'succeeded', result: JSON.stringify({ image: png }), durationMs: 800 };
    let taken = false;
    const getList = vi.fn(async (resource: string) =>
      resource === 'devices'
        ? { data: [{ id: 't1', name: 'Ticket terminal 1', type: 'terminal', status: 'online' }], total: 1 }
        : { data: taken ? [shot] : [], total: taken ? 1 : 0 },
    );
    const runDeviceCommand = vi.fn(async () => {
      taken = true;
      return shot;
    });
    renderPage(<TerminalScreenshotsPage route={routeFor('/terminal-screenshots', 'terminalScreenshots')} />, {
      url: '/terminal-screenshots',
      path: '/terminal-screenshots',
      roles: ['firstlevel', 'scope_staff'],
      data: { getList, runDeviceCommand },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Take screenshot' }));
    await waitFor(() => expect(document.querySelectorAll(`img[src="${png}"]`)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 200));
    expect(document.querySelectorAll(`img[src="${png}"]`)).toHaveLength(1);
  });
});

describe('device search', () => {
  it('searches by the name in the address, and narrows to the application type in the address', async () => {
    const getList = vi.fn(async () => ({ data: [{ id: 'cam-1', name: 'Start camera', type: 'camera', status: 'online', applicationType: 'tracker', version: 1 }], total: 1 }));
    renderPage(<SearchDevicesPage route={routeFor('/centraldevicemanagement/searchdevices/s/:deviceName', 'searchDevices')} />, {
      url: '/centraldevicemanagement/searchdevices/s/camera',
      path: '/centraldevicemanagement/searchdevices/s/:deviceName',
      data: { getList },
    });
    expect(await screen.findByText('Start camera')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('devices', expect.objectContaining({ filter: expect.objectContaining({ q: 'camera' }) }));
    cleanup();
    const byType = vi.fn(async () => ({ data: [], total: 0 }));
    renderPage(<SearchDevicesPage route={routeFor('/centraldevicemanagement/searchdevices/:configuration', 'searchDevices')} />, {
      url: '/centraldevicemanagement/searchdevices/tracker',
      path: '/centraldevicemanagement/searchdevices/:configuration',
      data: { getList: byType },
    });
    await waitFor(() => expect(byType).toHaveBeenCalledWith('devices', expect.objectContaining({ filter: expect.objectContaining({ applicationType: 'tracker' }) })));
  });
});
