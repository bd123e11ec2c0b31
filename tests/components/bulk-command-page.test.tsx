import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import BulkCommandPage, { BulkCommandDetail } from '@custom-pages/devices/BulkCommandPages';
import { renderPage, routeFor } from './page-harness';

const route = routeFor('/bulk-commands', 'bulkCommands', { capability: 'devices.manage' });

describe('the bulk command form', () => {
  const sample = [{ id: 'sf-1', name: 'Ischgl finish 1', type: 'startFinish', status: 'online', installationId: 'ischgl', installationName: 'Ischgl Start' }];

  it('previews the devices by name, confirms what runs where, and runs with the chosen limits', async () => {
    const previewBulkCommand = vi.fn(async () => ({ total: 12, supported: 10, online: 9, installations: 1, sample }));
    const runBulkCommand = vi.fn(async () => ({ id: 'b1' }));
    renderPage(<BulkCommandPage route={route} />, {
      url: '/bulk-commands?installationId=ischgl',
      path: '/bulk-commands',
      roles: ['secondlevel', 'scope_staff'],
      data: { previewBulkCommand, runBulkCommand, getMany: vi.fn(async () => ({ data: [{ id: 'ischgl', name: 'Ischgl Start' }] })) },
    });
    const preview = await screen.findByTestId('bulk-preview', {}, { timeout: 2000 });
    expect(preview.getAttribute('data-supported')).toBe('10');
    expect(preview.textContent).toContain('in 1 installation,');
    expect(within(screen.getByTestId('bulk-preview-targets')).getByText('Ischgl finish 1')).toBeTruthy();
    expect(previewBulkCommand).toHaveBeenLastCalledWith({ selection: { installationId: ['ischgl'] }, command: 'status' });
    // The installation is shown by its name, not its id.
    expect(await screen.findByText('Ischgl Start', { selector: '.MuiChip-label' })).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Concurrency' }), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Staged rollout' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'First stage (devices)' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run on 10 devices' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('will run on 10 devices in 1 installation.');
    expect(dialog.textContent).toContain('the first 3 devices go alone');
    expect(runBulkCommand).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByTestId('bulk-confirm-run'));
    await waitFor(() =>
      expect(runBulkCommand).toHaveBeenCalledWith({
        command: 'status',
        parameters: {},
        selection: { installationId: ['ischgl'] },
        concurrency: 20,
        errorThreshold: 25,
        stage: { first: 3, successPercent: 90 },
      }),
    );
  });

  it('runs on the whole fleet only once "all" is typed', async () => {
    const runBulkCommand = vi.fn(async () => ({ id: 'b1' }));
    renderPage(<BulkCommandPage route={route} />, {
      url: '/bulk-commands',
      path: '/bulk-commands',
      roles: ['secondlevel', 'scope_staff'],
      data: { previewBulkCommand: vi.fn(async () => ({ total: 900, supported: 900, online: 850, installations: 40, sample })), runBulkCommand },
    });
    await screen.findByTestId('bulk-preview', {}, { timeout: 2000 });
    fireEvent.click(screen.getByRole('button', { name: 'Run on 900 devices' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('this reaches every device of the fleet');
    const run = within(dialog).getByTestId('bulk-confirm-run') as HTMLButtonElement;
    expect(run.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('bulk-confirm-word'), { target: { value: 'al' } });
    expect(run.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('bulk-confirm-word'), { target: { value: 'all' } });
    fireEvent.click(run);
    await waitFor(() => expect(runBulkCommand).toHaveBeenCalledWith(expect.objectContaining({ selection: {}, confirm: 'all' })));
  });

  it('cannot run while the selection reaches no device that understands the command', async () => {
    renderPage(<BulkCommandPage route={route} />, {
      url: '/bulk-commands?type=terminal',
      path: '/bulk-commands',
      roles: ['secondlevel', 'scope_staff'],
      data: { previewBulkCommand: vi.fn(async () => ({ total: 3, supported: 0, online: 0, installations: 0, sample: [] })), runBulkCommand: vi.fn() },
    });
    const preview = await screen.findByTestId('bulk-preview', {}, { timeout: 2000 });
    expect(preview.getAttribute('data-supported')).toBe('0');
    expect((screen.getByRole('button', { name: 'Run on 0 devices' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("a bulk command's page", () => {
  const bulk = (status: string) => ({
    id: 'b1',
    command: 'status',
    status,
    total: 3,
    succeeded: 1,
    failed: 1,
    cancelled: 0,
    errorThreshold: 1,
    requestedByName: 'Sina Second',
    startedAt: '2026-11-24T07:00:00.000Z',
  });
  const children = [
    { id: 'c1', deviceId: 'sf-001', installationId: 'ischgl', status: 'succeeded', durationMs: 420 },
    { id: 'c2', deviceId: 'sf-002', installationId: 'arosa', status: 'failed', durationMs: 1200, error: 'device_fault' },
  ];

  const names = vi.fn(async (resource: string) => ({
    data:
      resource === 'devices'
        ? [
            { id: 'sf-001', name: 'Ischgl finish 1' },
            { id: 'sf-002', name: 'Arosa finish 2' },
          ]
        : [
            { id: 'ischgl', name: 'Ischgl Start' },
            { id: 'arosa', name: 'Arosa Slalom' },
          ],
  }));

  it('shows the progress and each device result by name, and resumes a job paused at its error threshold', async () => {
    const resumeBulkCommand = vi.fn(async () => bulk('running'));
    renderPage(<BulkCommandDetail />, {
      url: '/bulk-commands/b1/show',
      path: '/bulk-commands/:id/show',
      roles: ['secondlevel', 'scope_staff'],
      data: {
        getOne: vi.fn(async () => ({ data: bulk('paused') })),
        getList: vi.fn(async () => ({ data: children, total: 2 })),
        getMany: names,
        resumeBulkCommand,
        stopBulkCommand: vi.fn(),
      },
    });
    const results = await screen.findByTestId('bulk-results');
    await within(results).findByText('Arosa finish 2');
    expect(within(results).getByText('Arosa Slalom')).toBeTruthy();
    expect(screen.getByTestId('bulk-counts').textContent).toMatch(/1/);
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(resumeBulkCommand).toHaveBeenCalledWith('b1'));
  });

  it('pauses a running job by hand, and explains a staged one waiting after its first stage', async () => {
    const pauseBulkCommand = vi.fn(async () => bulk('held'));
    const view = renderPage(<BulkCommandDetail />, {
      url: '/bulk-commands/b1/show',
      path: '/bulk-commands/:id/show',
      roles: ['secondlevel', 'scope_staff'],
      data: { getOne: vi.fn(async () => ({ data: bulk('running') })), getList: vi.fn(async () => ({ data: children, total: 2 })), getMany: names, pauseBulkCommand },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(pauseBulkCommand).toHaveBeenCalledWith('b1'));
    view.unmount();
    renderPage(<BulkCommandDetail />, {
      url: '/bulk-commands/b1/show',
      path: '/bulk-commands/:id/show',
      roles: ['secondlevel', 'scope_staff'],
      data: {
        getOne: vi.fn(async () => ({ data: { ...bulk('staged'), stageSize: 2, stageSuccessPercent: 80, stage: 'first' } })),
        getList: vi.fn(async () => ({ data: children, total: 2 })),
        getMany: names,
      },
    });
    expect(await screen.findByText(/fewer than 80 % of the first 2 devices succeeded/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
  });

  it('offers neither stop nor resume once the job is completed', async () => {
    renderPage(<BulkCommandDetail />, {
      url: '/bulk-commands/b1/show',
      path: '/bulk-commands/:id/show',
      roles: ['secondlevel', 'scope_staff'],
      data: { getOne: vi.fn(async () => ({ data: bulk('completed') })), getList: vi.fn(async () => ({ data: children, total: 2 })) },
    });
    await screen.findByTestId('bulk-results');
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
  });
});
