import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useClock } from './clock';

function Now({ period, testId }: { period: number; testId: string }) {
  return <span data-testid={testId}>{useClock(period)}</span>;
}
const shown = (testId: string) => Number(screen.getByTestId(testId).textContent);

describe('useClock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-12-05T07:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('moves on once per period, not in between', async () => {
    const start = Date.now();
    render(<Now period={60_000} testId="a" />);
    expect(shown('a')).toBe(start);
    await act(() => vi.advanceTimersByTime(59_000));
    expect(shown('a')).toBe(start);
    await act(() => vi.advanceTimersByTime(1_000));
    expect(shown('a')).toBe(start + 60_000);
  });

  it('gives the readers of one period a single timer and the same time, and each period its own', async () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    render(
      <>
        <Now period={60_000} testId="a" />
        <Now period={60_000} testId="b" />
        <Now period={30_000} testId="c" />
      </>,
    );
    expect(setInterval.mock.calls.map(([, ms]) => ms).sort()).toEqual([30_000, 60_000]);
    await act(() => vi.advanceTimersByTime(30_000));
    expect(shown('c')).toBe(shown('a') + 30_000);
    await act(() => vi.advanceTimersByTime(30_000));
    expect(shown('a')).toBe(shown('b'));
    expect(shown('a')).toBe(shown('c'));
    setInterval.mockRestore();
  });

  it('stops its timer when the last reader leaves, and starts from the current time for the next one', async () => {
    const { unmount } = render(<Now period={60_000} testId="a" />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    await act(() => vi.advanceTimersByTime(5 * 60_000 + 1_234));
    render(<Now period={60_000} testId="a" />);
    expect(shown('a')).toBe(Date.now());
  });
});
