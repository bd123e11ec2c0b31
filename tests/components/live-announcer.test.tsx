import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '@src/i18n/catalogs';
import { LiveAnnouncer } from '@src/shell/LiveAnnouncer';
import type { ChangeEvent, LiveUpdates } from '@src/shell/live-updates';
import { renderPage } from './page-harness';

/** A live-update stream the test drives. */
function fakeLive() {
  const listeners = new Set<(event: ChangeEvent) => void>();
  const live = {
    onStatus: () => () => {},
    onChange: (listener: (event: ChangeEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as LiveUpdates;
  return {
    live,
    emit: (event: ChangeEvent) => {
      for (const l of listeners) l(event);
    },
  };
}

describe('the live announcer', () => {
  it('announces new problems politely, gathered, without taking focus, and not other changes', async () => {
    const { live, emit } = fakeLive();
    renderPage(<LiveAnnouncer />, { url: '/', path: '/', live, data: { getUnreadCount: vi.fn(async () => 0) } });
    const region = screen.getByTestId('live-announcer');
    expect(region.getAttribute('role')).toBe('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    const focused = document.activeElement;
    act(() => {
      emit({ resource: 'problems', id: 'p1', kind: 'created' });
      emit({ resource: 'problems', id: 'p2', kind: 'created' });
      emit({ resource: 'problems', id: 'p1', kind: 'updated' });
      emit({ resource: 'devices', id: 'd1', kind: 'created' });
    });
    await waitFor(() => expect(region.textContent).toBe('2 new problems'), { timeout: 5000 });
    expect(document.activeElement).toBe(focused);
  });

  it('announces more unread notes, but not the count the user starts with', async () => {
    await loadCatalog('de');
    let unread = 2;
    const queryClient = new QueryClient();
    renderPage(<LiveAnnouncer />, { url: '/', path: '/', language: 'de', queryClient, data: { getUnreadCount: vi.fn(async () => unread) } });
    const region = screen.getByTestId('live-announcer');
    await waitFor(() => expect(queryClient.getQueryData(['notes', 'unread-count'])).toBe(2));
    expect(region.textContent).toBe('');
    unread = 3;
    await act(() => queryClient.invalidateQueries({ queryKey: ['notes'] }));
    await waitFor(() => expect(region.textContent).toBe('Sie haben 3 ungelesene Notizen'));
  });
});
