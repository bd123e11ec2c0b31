import type { CalendarFeed, CalendarName } from '@core/calendars';
import EventRepeat from '@mui/icons-material/EventRepeat';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { EveryonesFeedList, OwnFeedList } from './feed-lists';

/** "Subscribe": a private iCalendar address for this calendar (shown once), the caller's addresses to renew or revoke, and everyone's for admins. */
export function FeedsButton({ calendar }: { calendar: CalendarName }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.calendars.feeds.${key}`, options);
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<CalendarFeed | undefined>();
  const [copied, setCopied] = useState(false);
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data: feeds = [] } = useQuery({ queryKey: ['calendar-feeds'], queryFn: () => dataProvider.getCalendarFeeds(), enabled: open });
  const mine = feeds.filter((f) => f.calendar === calendar);
  const close = () => {
    setOpen(false);
    setMade(undefined);
    setCopied(false);
  };
  const create = async () => {
    try {
      setMade(await dataProvider.createCalendarFeed(calendar, locale === 'de' ? 'de' : 'en'));
      setCopied(false);
      await queryClient.invalidateQueries({ queryKey: ['calendar-feeds'] });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <>
      <Button startIcon={<EventRepeat />} onClick={() => setOpen(true)}>
        {translate('gondola.calendars.subscribe')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="feeds-title" maxWidth="sm" fullWidth>
        <DialogTitle id="feeds-title">{t('title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('explain')}
          </Typography>
          {made?.url ? (
            <Stack spacing={1} sx={{ mb: 2 }}>
              <Alert severity="success">{t('created')}</Alert>
              <TextField
                label={t('address')}
                value={made.url}
                fullWidth
                slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'feed-url' } }}
                onFocus={(e) => e.target.select()}
              />
              <Button
                sx={{ alignSelf: 'flex-start' }}
                onClick={async () => {
                  await navigator.clipboard?.writeText(made.url!).catch(() => undefined);
                  setCopied(true);
                }}
              >
                {copied ? t('copied') : t('copy')}
              </Button>
            </Stack>
          ) : (
            <Button variant="contained" onClick={create} sx={{ mb: 2 }}>
              {t('create')}
            </Button>
          )}
          <OwnFeedList feeds={mine} onRevoked={(id) => made?.id === id && setMade(undefined)} />
          <EveryonesFeedList open={open} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
