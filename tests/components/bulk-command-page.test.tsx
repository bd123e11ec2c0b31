import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BulkCommandPage from '@custom-pages/devices/BulkCommandPages';
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
