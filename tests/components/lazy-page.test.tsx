import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
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
          <Never />
        </ChunkBoundary>
      </AdminContext>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText('Loading')).toBeTruthy(); // react-admin's spinner, after its one-second grace
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1001);
    });
    expect(screen.queryByTestId('chunk-failed')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByTestId('chunk-failed').textContent).toContain('This page could not be loaded');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    error.mockRestore();
  });

  it('render at once when loaded ahead: no loading state, nothing to wait for', async () => {
    const Page = lazyPage(async () => ({ default: () => <p>the page</p> }));
    await Page.preload();
    render(
      <AdminContext i18nProvider={createI18nProvider('en', () => {})}>
        <Page />
      </AdminContext>,
    );
    expect(screen.getByText('the page')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('show the page as soon as its chunk arrives, without a timer to wait out', async () => {
    vi.useFakeTimers();
    let arrive: (module: { default: () => ReactElement }) => void = () => {};
    const Page = lazyPage(() => new Promise<{ default: () => ReactElement }>((resolve) => (arrive = resolve)));
    render(
      <AdminContext i18nProvider={createI18nProvider('en', () => {})}>
        <ChunkBoundary>
          <Page />
        </ChunkBoundary>
      </AdminContext>,
    );
    expect(screen.queryByText('the page')).toBeNull();
    await act(async () => arrive({ default: () => <p>the page</p> }));
    expect(screen.getByText('the page')).toBeTruthy();
  });
});
