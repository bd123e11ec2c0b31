import type { MediaKind, RejectReason, ReviewFilter, ReviewItem } from '@core/media-review';
import Check from '@mui/icons-material/Check';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import Undo from '@mui/icons-material/Undo';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useTranslate } from 'react-admin';
import { useDateFormat } from '@src/i18n/date-format';
import { FactTable } from '@src/kit/FactTable';
import { Loading } from '@src/kit/Loading';
import { MediaPreview } from './MediaPreview';
import { RejectDialog } from './RejectDialog';
import { ThumbnailStrip } from './ThumbnailStrip';
import { useReviewQueue, type ReviewQueue } from './use-review-queue';

const isTyping = (target: EventTarget) => {
  const el = target as HTMLElement;
  return (
    el.isContentEditable ||
    el.tagName === 'TEXTAREA' ||
    el.tagName === 'SELECT' ||
    (el.tagName === 'INPUT' && !['radio', 'checkbox', 'button'].includes((el as HTMLInputElement).type))
  );
};

/** The queue's keys (shown beside it): the whole review runs without a mouse. */
function useReviewKeys(queue: ReviewQueue, openReject: () => void, dialogOpen: boolean) {
  return (e: KeyboardEvent) => {
    if (dialogOpen || isTyping(e.target) || e.altKey || e.metaKey) return;
    queue.touch();
    const key = e.key.toLowerCase();
    let handled = true;
    if ((key === 'z' && e.ctrlKey) || (key === 'u' && !e.ctrlKey)) void queue.undo();
    else if (e.ctrlKey) handled = false;
    else if (key === 'arrowright' || key === 'j') queue.move(1, e.shiftKey);
    else if (key === 'arrowleft' || key === 'k') queue.move(-1, e.shiftKey);
    else if (key === 'c' || (key === 'enter' && (e.target as HTMLElement).tagName !== 'BUTTON')) queue.decide({ decision: 'confirmed' });
    else if (key === 'r') openReject();
    else if (key === 'home') queue.go(0);
    else if (key === 'end') queue.go(queue.items.length - 1);
    else handled = false;
    if (handled) e.preventDefault();
  };
}

function Details({ item }: { item: ReviewItem }) {
  const translate = useTranslate();
  const { dateTime: when, locale } = useDateFormat();
  const t = (key: string) => translate(`gondola.review.details.${key}`);
  const facts = [
    { id: 'installation', label: t('installation'), value: <Link to={`/installation/${encodeURIComponent(item.installationId)}/operation`}>{item.installationName}</Link> },
    ...(item.resortName ? [{ id: 'resort', label: t('resort'), value: item.resortName }] : []),
    ...(item.deviceId ? [{ id: 'device', label: t('device'), value: item.deviceName ?? translate('gondola.review.details.unknown', { id: item.deviceId }) }] : []),
    ...(item.lane ? [{ id: 'lane', label: t('lane'), value: item.lane }] : []),
    ...(item.photopointId
      ? [{ id: 'photopoint', label: t('photopoint'), value: item.photopointName ?? translate('gondola.review.details.unknown', { id: item.photopointId }) }]
      : []),
    ...(item.sessionId ? [{ id: 'session', label: t('session'), value: item.sessionId }] : []),
    ...(item.orderId ? [{ id: 'order', label: t('order'), value: item.orderId }] : []),
    { id: 'takenAt', label: t('takenAt'), value: when(item.takenAt) },
    { id: 'arrivedAt', label: t('arrivedAt'), value: when(item.arrivedAt) },
    { id: 'size', label: t('size'), value: `${Math.max(1, Math.round(item.size / 1024)).toLocaleString(locale)} KB` },
  ];
  return <FactTable facts={facts} label={translate(`gondola.review.kindOne.${item.kind}`)} testId="review-details" />;
}

/**
 * The review of one kind: the held item large with its facts, the actions with their keys, the
 * strip of what is held, and what just happened (spoken politely to screen readers).
 */
export function ReviewWorkspace({ kind, filter, filtered }: { kind: MediaKind; filter: ReviewFilter; filtered: boolean }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.review.${key}`, options);
  const queue = useReviewQueue(kind, filter);
  const [rejecting, setRejecting] = useState<number>();
  const area = useRef<HTMLDivElement>(null);
  const openReject = () => queue.current && setRejecting(queue.targets().length);
  const onKeyDown = useReviewKeys(queue, openReject, rejecting !== undefined);
  // The review area has the keyboard from the start, and again after the dialog.
  useEffect(() => {
    if (rejecting === undefined) area.current?.focus({ preventScroll: true });
  }, [rejecting]);
  const reject = (reason: RejectReason, text?: string) => {
    setRejecting(undefined);
    queue.decide({ decision: 'rejected', reason, ...(text && { reasonText: text }) });
  };
  const count = queue.range ? queue.range[1] - queue.range[0] + 1 : 1;
  const notice = queue.notice;
  const status = (
    <Box role="status" aria-live="polite" sx={{ minHeight: 40 }} data-testid="review-notice">
      {notice && (
        <Alert severity={notice.tone} onClose={queue.clearNotice} sx={{ py: 0 }}>
          {notice.key ? t(notice.key, { ...notice.values, reason: notice.values?.reason ? t(`reasons.${String(notice.values.reason)}`) : '' }) : notice.text}
        </Alert>
      )}
    </Box>
  );
  return (
    <Box
      ref={area}
      tabIndex={0}
      role="region"
      aria-label={t(`kinds.${kind}`)}
      aria-keyshortcuts="ArrowLeft ArrowRight J K C Enter R U Control+Z Shift+ArrowLeft Shift+ArrowRight"
      onKeyDown={onKeyDown}
      onPointerDown={queue.touch}
      data-testid="review-area"
      sx={{ minWidth: 0, maxWidth: '100%', outline: 'none', '&:focus-visible': { boxShadow: (theme) => `0 0 0 3px ${theme.palette.primary.main}` }, borderRadius: 1 }}
    >
      {queue.loading && <Loading />}
      {!queue.current && status}
      {!queue.loading && !queue.current && (
        <Typography sx={{ my: 4 }} data-testid="review-empty">
          {filtered ? t('emptyFiltered') : t('empty')}
        </Typography>
      )}
      {queue.current && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Box sx={{ flex: '3 1 0', minWidth: 0 }}>
            <MediaPreview item={queue.current} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="review-position">
              {t('position', { index: queue.index + 1, count: queue.items.length })}
              {queue.range && ` · ${t('selected', { count })}`}
            </Typography>
          </Box>
          <Stack spacing={1.5} sx={{ flex: '2 1 0', minWidth: 0 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="contained" color="success" startIcon={<Check />} onClick={() => queue.decide({ decision: 'confirmed' })}>
                {count > 1 ? t('confirmRange', { count }) : t('confirm')}
              </Button>
              <Button variant="contained" color="error" startIcon={<Close />} onClick={openReject}>
                {count > 1 ? t('rejectRange', { count }) : t('reject')}
              </Button>
              <Button startIcon={<Undo />} onClick={() => void queue.undo()}>
                {t('undo')}
              </Button>
            </Stack>
            {status}
            <Stack direction="row" spacing={1}>
              <Button size="small" startIcon={<ChevronLeft />} disabled={queue.index === 0} onClick={() => queue.move(-1)}>
                {t('previous')}
              </Button>
              <Button size="small" endIcon={<ChevronRight />} disabled={queue.index >= queue.items.length - 1} onClick={() => queue.move(1)}>
                {t('next')}
              </Button>
            </Stack>
            <Details item={queue.current} />
            <Box component="section" aria-labelledby="review-keys" sx={{ color: 'text.secondary' }}>
              <Typography id="review-keys" variant="subtitle2" component="h2">
                {t('keys.title')}
              </Typography>
              <Typography variant="body2" component="ul" sx={{ m: 0, pl: 2.5 }}>
                {['move', 'range', 'confirm', 'reject', 'undo'].map((k) => (
                  <li key={k}>{t(`keys.${k}`)}</li>
                ))}
              </Typography>
            </Box>
          </Stack>
        </Stack>
      )}
      {queue.items.length > 0 && <ThumbnailStrip items={queue.items} index={queue.index} range={queue.range} onPick={(i, extend) => (extend ? queue.extendTo(i) : queue.go(i))} />}
      {rejecting !== undefined && <RejectDialog count={rejecting} onCancel={() => setRejecting(undefined)} onReject={reject} />}
    </Box>
  );
}
