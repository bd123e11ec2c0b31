import { can } from '@core/access';
import { type CalendarFeed, FEED_LIFETIME_DAYS } from '@core/calendars';
import { Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { formattingLocale } from '@src/i18n/date-format';
import { useShell } from '@src/shell/http-context';
import { ROUTE_OF_CALENDAR } from './calendar-entries';

function useFeedTexts() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.calendars.feeds.${key}`, options);
  const when = (iso: string) => new Date(iso).toLocaleString(formattingLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });
  const day = (iso: string) => new Date(iso).toLocaleDateString(formattingLocale(locale), { dateStyle: 'medium' });
  const usage = (f: CalendarFeed) => `${f.lastUsedAt ? t('used', { date: when(f.lastUsedAt) }) : t('neverUsed')} · ${t('ends', { date: day(f.expiresAt) })}`;
  return { translate, t, when, day, usage };
}

/** The caller's live addresses for one calendar: when each was made, last fetched and ends; renew or revoke. */
export function OwnFeedList({ feeds, onRevoked }: { feeds: CalendarFeed[]; onRevoked: (id: string) => void }) {
  const { t, when, day, usage } = useFeedTexts();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const act = async (work: () => Promise<string>) => {
    try {
      notify(await work(), { type: 'info' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
    await queryClient.invalidateQueries({ queryKey: ['calendar-feeds'] });
  };
  const renew = (id: string) => act(async () => t('renewed', { date: day((await dataProvider.renewCalendarFeed(id)).expiresAt) }));
  const revoke = (id: string) =>
    act(async () => {
      await dataProvider.revokeCalendarFeed(id);
      onRevoked(id);
      return t('revoked');
    });
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        {t('yours')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('lifetime', { days: FEED_LIFETIME_DAYS })}
      </Typography>
      {feeds.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('none')}
        </Typography>
      ) : (
        <List dense data-testid="feed-list">
          {feeds.map((f) => {
            const made = t('made', { date: when(f.createdAt) });
            return (
              <ListItem key={f.id} sx={{ flexWrap: 'wrap' }}>
                <ListItemText primary={made} secondary={usage(f)} />
                <Stack direction="row" spacing={1}>
                  <Button onClick={() => renew(f.id)} aria-label={`${t('renew')}: ${made}`}>
                    {t('renew')}
                  </Button>
                  <Button color="error" onClick={() => revoke(f.id)} aria-label={`${t('revoke')}: ${made}`}>
                    {t('revoke')}
                  </Button>
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
    </>
  );
}

/** For admins: everyone's live addresses with their owners, any of which they may revoke (audited on the server). */
export function EveryonesFeedList({ open }: { open: boolean }) {
  const { translate, t, usage } = useFeedTexts();
  const { principal } = useShell();
  const admin = can(principal, 'admin.manage');
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data: feeds = [] } = useQuery({ queryKey: ['calendar-feeds', 'everyone'], queryFn: () => dataProvider.getAllCalendarFeeds(), enabled: open && admin });
  if (!admin) return null;
  const revoke = async (id: string) => {
    try {
      await dataProvider.revokeAnyCalendarFeed(id);
      notify(t('revoked'), { type: 'info' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
    await queryClient.invalidateQueries({ queryKey: ['calendar-feeds'] });
  };
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t('everyone')}
      </Typography>
      <List dense data-testid="all-feeds">
        {feeds.map((f) => {
          const whose = t('owner', { name: f.owner?.name ?? '', calendar: translate(`gondola.routes.${ROUTE_OF_CALENDAR[f.calendar]}`) });
          return (
            <ListItem key={f.id} sx={{ flexWrap: 'wrap' }}>
              <ListItemText primary={whose} secondary={usage(f)} />
              <Button color="error" onClick={() => revoke(f.id)} aria-label={`${t('revoke')}: ${whose}`}>
                {t('revoke')}
              </Button>
            </ListItem>
          );
        })}
      </List>
    </>
  );
}
