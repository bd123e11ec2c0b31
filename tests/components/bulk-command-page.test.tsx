import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BulkCommandPage, { BulkCommandDetail } from '@custom-pages/devices/BulkCommandPages';
import { renderPage, routeFor } from './page-harness';

afterEach(cleanup);

const route = routeFor('/bulk-commands', 'bulkCommands', { capability: 'devices.manage' });

describe('the bulk command form', () => {
  it('previews the devices the selection reaches and runs on them with the chosen limits', async () => {
    const previewBulkCommand = vi.fn(async () => ({ total: 12, supported: 10, online: 9, sample: [] }));
    const runBulkCommand = vi.fn(async () => ({ id: 'b1' }));
    renderPage(<BulkCommandPage route={route} />, {
      url: '/bulk-commands?installationId=ischgl',
      path: '/bulk-commands',
      roles: ['secondlevel', 'scope_staff'],
      data: { previewBulkCommand, runBulkCommand },
    });
    const preview = await screen.findByTestId('bulk-preview', {}, { timeout: 2000 });
    expect(preview.getAttribute('data-supported')).toBe('10');
    expect(previewBulkCommand).toHaveBeenLastCalledWith({ selection: { installationId: 'ischgl' }, command: 'status' });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Concurrency' }), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run on 10 devices' }));
    await waitFor(() =>
      expect(runBulkCommand).toHaveBeenCalledWith({ command: 'status', parameters: {}, selection: { installationId: 'ischgl' }, concurrency: 20, errorThreshold: 25 }),
    );
  });

  it('cannot run while the selection reaches no device that understands the command', async () => {
    renderPage(<BulkCommandPage route={route} />, {
      url: '/bulk-commands?type=terminal',
      path: '/bulk-commands',
      roles: ['secondlevel', 'scope_staff'],
      data: { previewBulkCommand: vi.fn(async () => ({ total: 3, supported: 0, online: 0, sample: [] })), runBulkCommand: vi.fn() },
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

  it('shows the progress and each device result, and resumes a job paused at its error threshold', async () => {
    const resumeBulkCommand = vi.fn(async () => bulk('running'));
    renderPage(<BulkCommandDetail />, {
      url: '/bulk-commands/b1/show',
      path: '/bulk-commands/:id/show',
      roles: ['secondlevel', 'scope_staff'],
      data: { getOne: vi.fn(async () => ({ data: bulk('paused') })), getList: vi.fn(async () => ({ data: children, total: 2 })), resumeBulkCommand, stopBulkCommand: vi.fn() },
    });
    const results = await screen.findByTestId('bulk-results');
    await within(results).findByText('sf-002');
    expect(screen.getByTestId('bulk-counts').textContent).toMatch(/1/);
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(resumeBulkCommand).toHaveBeenCalledWith('b1'));
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
