import type { OnDutyNow } from '@core/calendars';
import { Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { formattingLocale } from '@src/i18n/date-format';
import { dateTimeFormat } from '@src/i18n/intl-formats';

function useOnDutyNow() {
  const dataProvider = useDataProvider<GondolaDataProvider>();
  // A handover happens on the hour or so: a minute's delay is fine, a stale name for an hour is not.
  return useQuery({ queryKey: ['on-duty', 'now'], queryFn: () => dataProvider.getOnDutyNow(), refetchInterval: 60_000 });
}

function OnDutyRows({ people }: { people: OnDutyNow[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const time = (iso: string, timeZone: string) =>
    dateTimeFormat(formattingLocale(locale), { weekday: 'short', hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso));
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="on-duty-now">
      {people.map((p) => (
        <li key={p.rotationId}>
          <Typography variant="body2">{`${p.person} · ${p.rotationName}`}</Typography>
          <Typography variant="body2" color="text.secondary">
            {[translate('gondola.onDuty.until', { time: time(p.until, p.timeZone) }), p.covering && translate('gondola.onDuty.covering', { person: p.covering })]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </li>
      ))}
    </Stack>
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
