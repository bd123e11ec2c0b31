import { Card, CardContent, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useClock } from '@src/kit/clock';
import { Loading } from '@src/kit/Loading';
import { formattingLocale } from '@src/i18n/date-format';
import { relativeTime } from '@src/i18n/relative-time';

/** A list's address with its filter, as react-admin reads it from the URL. */
export const filtered = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** The home's ages ("5 minutes ago") move on with the minute, also on a card whose records did not change. */
export function useAge() {
  const [language] = useLocaleState();
  useClock(60_000);
  const locale = formattingLocale(language);
  return (at: string) => relativeTime(at, locale);
}

/** One card of the triage home: a heading, its figure as a link to the list it counts, and its rows. */
export function TriageCard({ title, figure, to, testId, children }: { title: string; figure?: string; to?: string; testId: string; children: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }} data-testid={testId}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="baseline" useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {figure &&
            (to ? (
              <Link component={RouterLink} to={to} data-testid={`${testId}-figure`}>
                {figure}
              </Link>
            ) : (
              <Typography data-testid={`${testId}-figure`}>{figure}</Typography>
            ))}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

export function TriageLoading() {
  return <Loading sx={{ my: 2 }} />;
}

export interface TriageRow {
  key: string;
  to: string;
  primary: ReactNode;
  secondary?: ReactNode;
  aside?: ReactNode;
}

/** A card's rows: each a link to what it names, with a second line and something at its end. */
export function TriageRows({ rows, empty }: { rows: TriageRow[]; empty: string }) {
  if (!rows.length)
    return (
      <Typography color="text.secondary" variant="body2">
        {empty}
      </Typography>
    );
  return (
    <List dense disablePadding>
      {rows.map((row) => (
        <ListItem key={row.key} disableGutters secondaryAction={row.aside} sx={{ pr: row.aside ? 12 : 0 }}>
          <ListItemText
            primary={
              <Link component={RouterLink} to={row.to} underline="hover">
                {row.primary}
              </Link>
            }
            secondary={row.secondary}
            slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
