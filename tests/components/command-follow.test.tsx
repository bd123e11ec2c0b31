import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommandDefinition } from '@core/devices/commands';
import { CommandButtons } from '@src/kit/command-parts';
import { renderPage } from './page-harness';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const ping: CommandDefinition = {
  name: 'ping',
  label: { en: 'Ping', de: 'Ping' },
  capability: 'devices.manage',
  needsConfirmation: false,
  parameters: [],
  payloadTemplate: '{}',
  timeoutSeconds: 60,
  builtIn: true,
};
const sent = { id: 'cmd-1', deviceId: 'rec-1', command: 'ping', status: 'sent', error: null, result: null, durationMs: null, version: 1 };
const timedOut = { ...sent, status: 'timedOut', error: 'timedOut', durationMs: 60_000, version: 2 };

function runPing() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const getOne = vi.fn().mockResolvedValueOnce({ data: sent }).mockResolvedValue({ data: timedOut });
  renderPage(<CommandButtons deviceId="rec-1" commands={[ping]} />, {
    url: '/',
    path: '/',
    roles: ['secondlevel', 'scope_staff'],
    queryClient,
    data: { runDeviceCommand: vi.fn(async () => sent), getOne },
  });
  return { getOne, queryClient };
}
const status = () => screen.getByTestId('command-result').getAttribute('data-status');

describe('a command that has not ended when its request returns', () => {
  it('is followed on its live update until it ends: a device that stays silent ends as "did not answer in time", never "Sent" for good', async () => {
    const { getOne, queryClient } = runPing();
    fireEvent.click(await screen.findByRole('button', { name: 'Ping' }));
    await screen.findByTestId('command-result');
    await vi.waitFor(() => expect(getOne).toHaveBeenCalledTimes(1));
    expect(status()).toBe('sent');
    // What the live stream does for a changed device command (live-updates.ts).
    await act(() => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'device-commands' }));
    await vi.waitFor(() => expect(status()).toBe('timedOut'));
    expect(screen.getByText('The device did not answer in time.')).toBeTruthy();
    expect(getOne).toHaveBeenCalledWith('device-commands', expect.objectContaining({ id: 'cmd-1' }));
  });

  it('is read again every few seconds without live updates, and no more once it has ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { getOne } = runPing();
    fireEvent.click(await screen.findByRole('button', { name: 'Ping' }));
    await vi.waitFor(() => expect(getOne).toHaveBeenCalledTimes(1));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await vi.waitFor(() => expect(status()).toBe('timedOut'));
    const reads = getOne.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(getOne.mock.calls.length).toBe(reads);
  });
});
