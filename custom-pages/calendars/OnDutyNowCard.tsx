import type { OnDutyNow } from '@core/calendars';
import { Grid, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { TriageCard } from '@custom-pages/home/triage-kit';
import { addMessages } from '@src/console/i18n-provider';
import type { GondolaDataProvider } from '@src/console/data-provider';
import { formattingLocale } from '@src/i18n/date-format';
import { onDutyMessages } from '@src/i18n/messages/calendars';

/** The home page loads this card on its own: its messages come with it. */
export const ready = addMessages((language) => ({ gondola: onDutyMessages(language) }));

function useOnDutyNow() {
  const dataProvider = useDataProvider<GondolaDataProvider>();
  // A handover happens on the hour or so: a minute's delay is fine, a stale name for an hour is not.
  return useQuery({ queryKey: ['on-duty', 'now'], queryFn: () => dataProvider.getOnDutyNow(), refetchInterval: 60_000 });
}

function OnDutyRows({ people }: { people: OnDutyNow[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const time = (iso: string, timeZone: string) => new Date(iso).toLocaleString(formattingLocale(locale), { weekday: 'short', hour: '2-digit', minute: '2-digit', timeZone });
  return (
    <List dense disablePadding data-testid="on-duty-now">
      {people.map((p) => (
        <ListItem key={p.rotationId} disableGutters>
          <ListItemText
            primary={`${p.person} · ${p.rotationName}`}
            secondary={[translate('gondola.onDuty.until', { time: time(p.until, p.timeZone) }), p.covering && translate('gondola.onDuty.covering', { person: p.covering })]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** Who is on duty now, as a plain list (the on-duty calendar; the cockpit's "whom to call", where nobody means nothing to show). */
export function OnDutyNowList({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const translate = useTranslate();
  const { data } = useOnDutyNow();
  if (!data || (hideWhenEmpty && data.length === 0)) return null;
  return (
    <section aria-labelledby="on-duty-now-title">
      <Typography id="on-duty-now-title" variant="subtitle1" component="h3">
        {translate('gondola.onDuty.title')}
      </Typography>
      {data.length ? (
        <OnDutyRows people={data} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('gondola.onDuty.none')}
        </Typography>
      )}
    </section>
  );
}

/** The home page's card: only for those who see a rotation (customer users see none, and no card). */
export default function OnDutyNowCard() {
  const translate = useTranslate();
  const { data } = useOnDutyNow();
  if (!data?.length) return null;
  return (
    <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
      <TriageCard title={translate('gondola.onDuty.title')} testId="triage-on-duty">
        <OnDutyRows people={data} />
        <Link component={RouterLink} to="/on-duty-calendar" variant="body2">
          {translate('gondola.onDuty.open')}
        </Link>
      </TriageCard>
    </Grid>
  );
}
