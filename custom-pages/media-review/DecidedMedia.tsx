import type { MediaKind, RejectReason, ReviewFilter, ReviewItem } from '@core/media-review';
import { Alert, Box, Button, Pagination, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useDateFormat } from '@src/i18n/date-format';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { RecordTable } from '@src/kit/RecordTable';
import { useMediumName } from './MediaPreview';
import { RejectDialog } from './RejectDialog';

const PER_PAGE = 25;

/**
 * Decided media of a kind, latest first, for a change of mind: confirm a rejected one, reject a
 * confirmed one (with a reason), against the version shown, so two moderators never overwrite each
 * other unseen.
 */
export function DecidedMedia({ kind, state, filter }: { kind: MediaKind; state: 'confirmed' | 'rejected'; filter: ReviewFilter }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.review.${key}`, options);
  const format = useDateFormat();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const queryClient = useQueryClient();
  const name = useMediumName();
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<ReviewItem>();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string }>();
  const { data, isPending } = useQuery({
    queryKey: ['media', 'decided', kind, state, filter, page],
    queryFn: () => dataProvider.getDecidedMedia(kind, state, filter, page, PER_PAGE),
  });
  const change = async (item: ReviewItem, decision: 'confirmed' | 'rejected', reason?: RejectReason, reasonText?: string) => {
    try {
      await dataProvider.redecideMedium(item, { decision, ...(reason && { reason }), ...(reasonText && { reasonText }) });
      setMessage({ tone: 'success', text: t('done.changed') });
    } catch (error) {
      const status = (error as { response?: { status?: number; data?: { message?: string } } }).response;
      setMessage({ tone: 'error', text: status?.status === 409 ? t('errors.conflict') : (status?.data?.message ?? String(error)) });
    }
    await queryClient.invalidateQueries({ queryKey: ['media', 'decided', kind] });
  };
  const when = (iso: string | null) => (iso ? format.dateTime(iso) : '');
  return (
    <Stack spacing={1}>
      <Box role="status" aria-live="polite">
        {message && (
          <Alert severity={message.tone} onClose={() => setMessage(undefined)}>
            {message.text}
          </Alert>
        )}
      </Box>
      <RecordTable
        rows={data?.items}
        loading={isPending}
        rowKey={(i) => i.id}
        label={t('decided.title')}
        testId="review-decided"
        empty={t('decided.none')}
        columns={[
          {
            id: 'media',
            label: t('decided.media'),
            render: (i) =>
              i.thumbnailUrl ? (
                <a href={i.url} target="_blank" rel="noreferrer">
                  <img src={i.thumbnailUrl} alt={name(i, 'thumbnail')} style={{ width: 80, height: 52, objectFit: 'cover', borderRadius: 4 }} />
                </a>
              ) : (
                <a href={i.url} target="_blank" rel="noreferrer">
                  {name(i, 'thumbnail')}
                </a>
              ),
          },
          { id: 'installation', label: t('installation'), sortBy: (i) => i.installationName, render: (i) => i.installationName },
          { id: 'reviewedAt', label: t('decided.reviewedAt'), nowrap: true, sortBy: (i) => i.reviewedAt ?? '', render: (i) => when(i.reviewedAt) },
          { id: 'reviewer', label: t('decided.reviewer'), sortBy: (i) => i.reviewerName ?? '', render: (i) => i.reviewerName ?? '' },
          ...(state === 'rejected'
            ? [{ id: 'reason', label: t('decided.reason'), render: (i: ReviewItem) => [i.reason ? t(`reasons.${i.reason}`) : '', i.reasonText].filter(Boolean).join(': ') }]
            : []),
          {
            id: 'change',
            label: t('decided.changeTo'),
            render: (i) =>
              state === 'rejected' ? (
                <Button size="small" onClick={() => void change(i, 'confirmed')}>
                  {t('decided.confirmInstead')}
                </Button>
              ) : (
                <Button size="small" color="error" onClick={() => setRejecting(i)}>
                  {t('decided.rejectInstead')}
                </Button>
              ),
          },
        ]}
      />
      {data && data.total > PER_PAGE && (
        <Pagination count={Math.ceil(data.total / PER_PAGE)} page={page} onChange={(_, p) => setPage(p)} getItemAriaLabel={(type, p) => `${type} ${p ?? ''}`} />
      )}
      {rejecting && (
        <RejectDialog
          count={1}
          onCancel={() => setRejecting(undefined)}
          onReject={(reason, text) => {
            const item = rejecting;
            setRejecting(undefined);
            void change(item, 'rejected', reason, text);
          }}
        />
      )}
    </Stack>
  );
}
