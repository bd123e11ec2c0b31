import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '@src/console/i18n-provider';
import { ChunkBoundary, CHUNK_TIMEOUT_MS, lazyPage } from '@src/shell/lazy-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('lazy pages', () => {
  it('give up on a chunk after 120 s and offer a reload instead of a blank page', async () => {
    vi.useFakeTimers();
    const Never = lazyPage(() => new Promise<{ default: () => null }>(() => {}));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AdminContext i18nProvider={createI18nProvider('en', () => {})}>
        <ChunkBoundary>
          <Suspense fallback={<span>loading</span>}>
            <Never />
          </Suspense>
        </ChunkBoundary>
      </AdminContext>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    });
    expect(screen.queryByTestId('chunk-failed')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByTestId('chunk-failed').textContent).toContain('This page could not be loaded');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    error.mockRestore();
  });
});
