import { Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useShell } from './http-context';
import { useUnreadCountQuery } from './unread-notes';

/** Read by screen readers, not shown (the visible figures already change). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  top: 0,
  left: 0,
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  m: '-1px',
  p: 0,
  border: 0,
} as const;

/** New problems arriving within this window are announced together, not one by one. */
const GATHER_MS = 3000;

/**
 * Tells a screen reader, politely and without moving focus, what the live updates bring that the
 * user did not ask for: new problems and newly unread notes (WCAG 4.1.3, status messages).
 */
export function LiveAnnouncer() {
  const { live } = useShell();
  const translate = useTranslate();
  const [message, setMessage] = useState('');
  const { data: unread } = useUnreadCountQuery();
  const previousUnread = useRef<number | null>(null);

  useEffect(() => {
    let gathered = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = live.onChange((event) => {
      if (event.resource !== 'problems' || event.kind !== 'created') return;
      gathered += 1;
      clearTimeout(timer);
      timer = setTimeout(() => {
        setMessage(translate('gondola.shell.announce.newProblems', { smart_count: gathered }));
        gathered = 0;
      }, GATHER_MS);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [live, translate]);

  useEffect(() => {
    // The first count is where the user starts, not news.
    if (unread === undefined) return;
    if (previousUnread.current !== null && unread > previousUnread.current) setMessage(translate('gondola.shell.announce.unreadNotes', { smart_count: unread }));
    previousUnread.current = unread;
  }, [unread, translate]);

  return (
    <Box role="status" aria-live="polite" aria-atomic="true" sx={VISUALLY_HIDDEN} data-testid="live-announcer">
      {message}
    </Box>
  );
}
