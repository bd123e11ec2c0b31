import { REVIEW_ROUTES, type MediaKind, type ReviewFilter } from '@core/media-review';
import { Chip, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { useClock } from '@src/kit/clock';
import { formatDuration } from '@src/i18n/relative-time';
import type { RouteEntry } from '@src/shell/route-table';
import { ShellPage } from '@src/shell/ShellPage';
import { DecidedMedia } from './DecidedMedia';
import { ReviewFilters, type ReviewView } from './ReviewFilters';
import { ReviewWorkspace } from './ReviewWorkspace';

/** Live counts of the queue: how many wait, how old the oldest is, how many others hold. Refreshed by live events. */
function QueueCounts({ kind, filter }: { kind: MediaKind; filter: ReviewFilter }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const now = useClock(30_000);
  const { data } = useQuery({
    queryKey: ['media', 'summary', kind, filter],
    queryFn: () => dataProvider.getReviewSummary(kind, filter),
    refetchInterval: 60_000,
  });
  if (!data) return null;
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.review.${key}`, options);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5 }} data-testid="review-counts">
      <Chip color={data.waiting ? 'warning' : 'success'} label={data.waiting ? t('waiting', { count: data.waiting }) : t('nothingWaiting')} />
      {data.oldestArrivedAt && <Chip variant="outlined" label={t('oldest', { age: formatDuration((now - Date.parse(data.oldestArrivedAt)) / 1000, locale) })} />}
      {data.leasedByOthers > 0 && <Chip variant="outlined" label={t('heldByOthers', { count: data.leasedByOthers })} />}
    </Stack>
  );
}

/**
 * `/photo-media-review`, `/photopoint-media-review`, `/video-media-review`: one kind's moderation
 * queue (the route names the kind), its filters and live counts; the decided media for a change
 * of mind.
 */
export default function MediaReviewPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const kind = REVIEW_ROUTES[route.key]!;
  const [filter, setFilter] = useState<ReviewFilter>({});
  const [view, setView] = useState<ReviewView>('pending');
  const filtered = Object.values(filter).some(Boolean);
  return (
    <ShellPage route={route} title={translate(`gondola.routes.${route.key}`)}>
      <QueueCounts kind={kind} filter={filter} />
      <ReviewFilters filter={filter} onFilter={setFilter} view={view} onView={setView} />
      {view === 'pending' ? <ReviewWorkspace kind={kind} filter={filter} filtered={filtered} /> : <DecidedMedia kind={kind} state={view} filter={filter} />}
    </ShellPage>
  );
}
