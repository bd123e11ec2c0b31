import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DecisionInput, ReviewItem } from '@core/media-review';
import MediaReviewPage from '@custom-pages/media-review/MediaReviewPage';
import MediaReviewReportPage from '@custom-pages/media-review/MediaReviewReportPage';
import { MediaPreview } from '@custom-pages/media-review/MediaPreview';
import { QueryClient } from '@tanstack/react-query';
import { HttpClientError } from '@src/http/transport';
import { renderPage, routeFor } from './page-harness';

const item = (n: number): ReviewItem => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  kind: 'photo',
  installationId: 'trap-1',
  installationName: `Trap ${n}`,
  resortName: 'Silvretta',
  deviceId: 'trap-001',
  deviceName: 'Phototrap camera 1',
  lane: 1,
  photopointId: null,
  photopointName: null,
  sessionId: null,
  orderId: `O-${n}`,
  takenAt: '2026-11-25T08:00:00.000Z',
  arrivedAt: '2026-11-25T08:00:05.000Z',
  contentType: 'image/png',
  size: 6000,
  state: 'pending',
  reason: null,
  reasonText: null,
  reviewerName: null,
  reviewedAt: null,
  version: 1,
  url: `/api/files/media/${n}.png`,
  thumbnailUrl: `/api/files/thumbnails/${n}.webp`,
});

/** A queue as the API keeps it: held items, decisions, the last one undoable; `lose` makes the next decision fail as a lost lease. */
function fakeQueue(count: number) {
  const pending = Array.from({ length: count }, (_, i) => item(i + 1));
  const log: DecisionInput[][] = [];
  const state = { lose: false };
  const data = {
    getReviewSummary: vi.fn(async () => ({ waiting: pending.length, oldestArrivedAt: '2026-11-25T08:00:05.000Z', leasedByOthers: 2 })),
    claimMedia: vi.fn(async () => ({ items: pending.slice(0, 20), leaseUntil: null })),
    renewMediaLease: vi.fn(async () => ({ held: 0, leaseUntil: null })),
    releaseMedia: vi.fn(async () => ({ released: 0 })),
    decideMedia: vi.fn(async (_kind: string, decisions: DecisionInput[]) => {
      if (state.lose) {
        state.lose = false;
        const data = { error: 'lease_lost', description: 'leaseLost', message: 'lost' };
        throw new HttpClientError('409', 'ERR_BAD_RESPONSE', { url: '/media-review/photo/decisions' } as never, undefined, {
          data,
          status: 409,
          statusText: 'Conflict',
          headers: {},
          config: { url: '' },
        } as never);
      }
      log.push(decisions);
      for (const d of decisions)
        pending.splice(
          pending.findIndex((p) => p.id === d.id),
          1,
        );
      return { decided: decisions.map((d, i) => ({ id: d.id, decisionId: String(i), decision: d.decision })) };
    }),
    undoMediaDecision: vi.fn(async () => {
      const last = log.pop()!.at(-1)!;
      const back = item(Number(last.id.slice(-12)));
      pending.unshift(back);
      return { item: back };
    }),
  };
  return { data, log, state, pending };
}

/** The photo queue as a moderator opens it, on `data`'s queue. */
const openPhotoQueue = (data: ReturnType<typeof fakeQueue>['data']) =>
  renderPage(<MediaReviewPage route={routeFor('/photo-media-review', 'photoMediaReview')} />, { url: '/', path: '/', roles: ['moderation'], data });
const preview = () => screen.getByTestId('review-preview');
const press = (key: string, extra: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(screen.getByTestId('review-area'), { key, ...extra });

describe('the media review queue', () => {
  it('is worked by keyboard: confirm, move, select a range and confirm it, reject with a reason code, undo', async () => {
    const queue = fakeQueue(30);
    renderPage(<MediaReviewPage route={routeFor('/photo-media-review', 'photoMediaReview', { capability: 'media.review' })} />, {
      url: '/photo-media-review',
      path: '/photo-media-review',
      roles: ['moderation'],
      data: queue.data,
    });
    await waitFor(() => expect(preview().getAttribute('alt')).toMatch(/Photo from Trap 1,/));
    expect(await screen.findByText('30 waiting')).toBeTruthy();
    expect(screen.getByTestId('review-area')).toBe(document.activeElement);

    press('c');
    // The next item is on screen at once, before the server answered.
    expect(preview().getAttribute('alt')).toMatch(/Trap 2,/);
    await waitFor(() => expect(queue.log).toEqual([[{ id: item(1).id, decision: 'confirmed' }]]));

    press('ArrowRight');
    expect(preview().getAttribute('alt')).toMatch(/Trap 3,/);
    press('ArrowRight', { shiftKey: true });
    press('ArrowRight', { shiftKey: true });
    expect(screen.getByTestId('review-position').textContent).toMatch(/3 selected/);
    expect(screen.getByRole('button', { name: 'Confirm 3' })).toBeTruthy();
    press('c');
    await waitFor(() => expect(queue.log[1]!.map((d) => d.id)).toEqual([item(3).id, item(4).id, item(5).id]));

    press('r');
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: '3' });
    expect(within(dialog).getByRole('radio', { name: /Technical defect/ })).toHaveProperty('checked', true);
    fireEvent.keyDown(dialog, { key: 'Enter' });
    await waitFor(() => expect(queue.log[2]).toEqual([{ id: item(6).id, decision: 'rejected', reason: 'technical' }]));
    expect(await screen.findByText('Rejected: Technical defect')).toBeTruthy();

    press('u');
    await waitFor(() => expect(preview().getAttribute('alt')).toMatch(/Trap 6,/));
    expect(await screen.findByText(/Decision undone/)).toBeTruthy();
  });

  it('shows a clip under review with its poster frame and plays it muted and inline, with its controls', async () => {
    const clip: ReviewItem = { ...item(7), kind: 'video', contentType: 'video/mp4', url: '/api/files/media/7.mp4', thumbnailUrl: '/api/files/thumbnails/7.webp' };
    renderPage(<MediaPreview item={clip} />, { url: '/moderation', path: '/moderation', roles: ['moderation'] });
    const video = (await screen.findByTestId('review-preview')) as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('poster')).toBe(clip.thumbnailUrl);
    expect(video.muted).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.controls).toBe(true);
  });

  it('asks for words when the reason is "other" and cancels with Escape', async () => {
    const queue = fakeQueue(3);
    openPhotoQueue(queue.data);
    await waitFor(() => preview());
    press('r');
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: '4' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say why when the reason is "Other"')).toBeTruthy();
    expect(queue.data.decideMedia).not.toHaveBeenCalled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(preview().getAttribute('alt')).toMatch(/Trap 1,/);
  });

  it('says so when a lease was lost and reads the queue again, the item coming back', async () => {
    const queue = fakeQueue(3);
    openPhotoQueue(queue.data);
    await waitFor(() => preview());
    queue.state.lose = true;
    await act(async () => press('c'));
    expect(await screen.findByText(/Your hold on this item ran out/)).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId('review-strip')).getAllByRole('option')).toHaveLength(3));
  });

  it('says when nothing waits, and shows what arrives (a live event) without a reload', async () => {
    const queue = fakeQueue(0);
    const listeners: Array<(event: { resource: string; id: string; kind: string }) => void> = [];
    const live = {
      onStatus: () => () => {},
      onChange: (l: (typeof listeners)[number]) => {
        listeners.push(l);
        return () => {};
      },
    };
    renderPage(<MediaReviewPage route={routeFor('/video-media-review', 'videoMediaReview')} />, {
      url: '/',
      path: '/',
      roles: ['moderation'],
      data: queue.data,
      live: live as never,
    });
    expect(await screen.findByTestId('review-empty')).toBeTruthy();
    expect(await screen.findByText('Nothing waiting')).toBeTruthy();
    queue.pending.push(item(7));
    act(() => {
      for (const l of listeners) l({ resource: 'media', id: 'photo', kind: 'created' });
    });
    await waitFor(() => expect(preview().getAttribute('alt')).toMatch(/Trap 7,/));
  });
});

describe('the media review queue counts', () => {
  afterEach(() => vi.useRealTimers());

  it("tell the oldest waiting item's age as it is now: it moves on every 30 seconds while the counts stay the same", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-11-25T08:10:20.000Z'));
    const queue = fakeQueue(3);
    openPhotoQueue(queue.data);
    expect(await screen.findByText('oldest 10 min')).toBeTruthy();
    const asked = queue.data.getReviewSummary.mock.calls.length;
    await act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('oldest 11 min')).toBeTruthy();
    expect(queue.data.getReviewSummary.mock.calls.length).toBe(asked);
  });
});

describe('the media review report', () => {
  afterEach(() => vi.useRealTimers());

  it('reads a rolling range up to the moment it refreshes, so decisions made after choosing "Last hour" are counted', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-15T09:00:00Z'));
    const asked: Array<{ from: string; to: string }> = [];
    const getMediaReport = vi.fn(async (range: { from: string; to: string }) => {
      asked.push(range);
      return { days: [], rows: [], backlog: [] };
    });
    const queryClient = new QueryClient();
    renderPage(<MediaReviewReportPage route={routeFor('/media-review-report', 'mediaReviewReport')} />, {
      url: '/',
      path: '/',
      roles: ['moderation'],
      data: { getMediaReport },
      queryClient,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Last hour' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ from: '2027-01-15T08:00:00.000Z', to: '2027-01-15T09:00:00.000Z' }));
    // A decision lands a minute later and its live event refreshes the open report.
    vi.setSystemTime(new Date('2027-01-15T09:01:00Z'));
    await act(() => queryClient.invalidateQueries({ queryKey: ['media'] }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ from: '2027-01-15T08:01:00.000Z', to: '2027-01-15T09:01:00.000Z' }));
  });
});
