import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeakLoginPage } from '@custom-pages/installation-records/InstallationRecordsPage';
import { IpScannerPage, PanocamImagePage } from '@custom-pages/devices/InstallationDevicePages';
import { FreshdeskPage } from '@custom-pages/installation/InstallationPages';
import { renderPage, routeFor } from './page-harness';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const installation = { id: 'ischgl', name: 'Ischgl Start' };
const getOne = vi.fn(async () => ({ data: installation }));

describe("an installation's tickets", () => {
  it('shows the open and pending ones first, the resolved and closed ones on demand', async () => {
    const getList = vi.fn(async () => ({ data: [{ id: 't1', subject: 'Printer jams at gate 2', status: 'open', installationId: 'ischgl', version: 1 }], total: 1 }));
    renderPage(<FreshdeskPage route={routeFor('/installation/:installationId/freshdesk', 'freshdesk', { names: { installationId: 'installations' } })} />, {
      url: '/installation/ischgl/freshdesk',
      path: '/installation/:installationId/freshdesk',
      data: { getList, getOne },
    });
    expect(await screen.findByText('Printer jams at gate 2')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('tickets', expect.objectContaining({ filter: expect.objectContaining({ installationId: 'ischgl', status: ['open', 'pending'] }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Resolved or closed' }));
    await waitFor(() => expect(getList).toHaveBeenCalledWith('tickets', expect.objectContaining({ filter: expect.objectContaining({ status: ['resolved', 'closed'] }) })));
  });

  const ticketsPage = (roles: string[], freshdesk: boolean) => {
    const getList = vi.fn(async () => ({
      data: [{ id: 't1', subject: 'Printer jams at gate 2', status: 'open', installationId: 'ischgl', version: 1 }],
      total: 1,
      meta: { companions: { ticketing: { freshdesk } } },
    }));
    const getCommunicationStatus = vi.fn(async () => ({ freshdesk }));
    renderPage(<FreshdeskPage route={routeFor('/installation/:installationId/freshdesk', 'freshdesk', { names: { installationId: 'installations' } })} />, {
      url: '/installation/ischgl/freshdesk',
      path: '/installation/:installationId/freshdesk',
      roles,
      data: { getList, getOne, getCommunicationStatus, syncFreshdesk: vi.fn(async () => ({ created: 0, updated: 0 })) },
    });
    return { getList, getCommunicationStatus };
  };

  it("says the tickets live in Freshdesk and offers a writer the sync, from the rows' own answer (one request)", async () => {
    const { getList, getCommunicationStatus } = ticketsPage(['admin'], true);
    expect(await screen.findByText('Printer jams at gate 2')).toBeTruthy();
    expect(await screen.findByText('Tickets live in Freshdesk; changes here are sent there.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sync with Freshdesk' })).toBeTruthy();
    // The list asks for the word on Freshdesk with its rows, and no status of its own; hearing it does not ask for the rows again.
    expect(getList).toHaveBeenCalledTimes(1);
    expect(getList).toHaveBeenCalledWith('tickets', expect.objectContaining({ meta: expect.objectContaining({ embed: ['ticketing'] }) }));
    expect(getCommunicationStatus).not.toHaveBeenCalled();
  });

  it('shows a read-only role the Freshdesk notice without the sync', async () => {
    ticketsPage(['zerolevel'], true);
    expect(await screen.findByText('Tickets live in Freshdesk; changes here are sent there.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sync with Freshdesk' })).toBeNull();
  });

  it('says nothing of Freshdesk when it is not connected', async () => {
    const { getList } = ticketsPage(['admin'], false);
    expect(await screen.findByText('Printer jams at gate 2')).toBeTruthy();
    expect(getList).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Tickets live in Freshdesk; changes here are sent there.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sync with Freshdesk' })).toBeNull();
  });
});

describe("an installation's device tools", () => {
  const devices = [
    { id: 'rec-1', name: 'Recorder lane 1', type: 'recorder', status: 'online', laneNumber: 1, installationId: 'ischgl' },
    { id: 'rec-2', name: 'Recorder lane 2', type: 'recorder', status: 'online', laneNumber: 2, installationId: 'ischgl' },
  ];
  const commands = [
    {
      name: 'ipscan',
      label: { en: 'Scan the network', de: 'Netzwerk scannen' },
      capability: 'devices.manage',
      needsConfirmation: false,
      parameters: [],
      payloadTemplate: '{}',
      builtIn: true,
      runnable: true,
    },
  ];

  it('offers the IP scan on the devices of the lane in the address', async () => {
    const getList = vi.fn(async () => ({ data: devices, total: 2 }));
    renderPage(<IpScannerPage route={routeFor('/installation/:installationId/devices/ipscanner/:laneNumber?', 'ipscanner', { capability: 'devices.manage' })} />, {
      url: '/installation/ischgl/devices/ipscanner/2',
      path: '/installation/:installationId/devices/ipscanner/:laneNumber?',
      roles: ['secondlevel', 'scope_staff'],
      data: { getList, getOne, getDeviceCommands: vi.fn(async () => commands) },
    });
    expect(await screen.findByText('Recorder lane 2')).toBeTruthy();
    expect(screen.queryByText('Recorder lane 1')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Scan the network' })).toBeTruthy();
    expect(getList).toHaveBeenCalledWith(
      'devices',
      expect.objectContaining({ filter: expect.objectContaining({ installationId: 'ischgl', type: ['recorder', 'startFinish', 'terminal'] }) }),
    );
  });

  it('says so when the installation has no device of the kind', async () => {
    renderPage(<PanocamImagePage route={routeFor('/installation/:installationId/panocam-image', 'panocamImage')} />, {
      url: '/installation/ischgl/panocam-image',
      path: '/installation/:installationId/panocam-image',
      data: { getList: vi.fn(async () => ({ data: [], total: 0 })), getOne },
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe("an installation's Peak login", () => {
  it('opens the account named in the address, and says so when there is none', async () => {
    const account = { id: 'pk1', abbreviation: 'ISCH', name: 'Ischgl Peak', loginName: 'anna', installationId: 'ischgl', version: 1 };
    renderPage(<PeakLoginPage route={routeFor('/installation/:installationId/peak-login/:username', 'peakLogin')} />, {
      url: '/installation/ischgl/peak-login/ANNA',
      path: '/installation/:installationId/peak-login/:username',
      data: { getList: vi.fn(async () => ({ data: [account], total: 1 })), getOne: vi.fn(async (resource: string) => ({ data: resource === 'peak' ? account : installation })) },
    });
    expect((await screen.findAllByText('Ischgl Peak')).length).toBeGreaterThan(0);
    cleanup();
    renderPage(<PeakLoginPage route={routeFor('/installation/:installationId/peak-login/:username', 'peakLogin')} />, {
      url: '/installation/ischgl/peak-login/nobody',
      path: '/installation/:installationId/peak-login/:username',
      data: { getList: vi.fn(async () => ({ data: [account], total: 1 })), getOne },
    });
    expect(await screen.findByText(/nobody/)).toBeTruthy();
  });
});
