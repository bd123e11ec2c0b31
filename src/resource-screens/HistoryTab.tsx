import { Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { useDateFormat } from '@src/i18n/date-format';
import type { GondolaDataProvider, HistoryEntry } from '@src/data/gondola-data-provider';
import { keys } from './resource-messages';

const show = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Every change of the record, newest first, from the server's audit trail. */
export function HistoryTab({ resource }: { resource: string }) {
  const record = useRecordContext();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const { data, isPending, error } = useQuery({
    queryKey: [resource, 'history', record?.id],
    queryFn: () => dataProvider.getHistory(resource, { id: record!.id }),
    enabled: !!record,
  });
  if (isPending) return <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>;
  if (error) return <Typography color="error">{translate('ra.notification.http_error')}</Typography>;
  if (!data.length) return <Typography color="text.secondary">{translate('gondola.kit.history.empty')}</Typography>;
  return (
    <List dense data-testid="history">
      {data.map((entry: HistoryEntry) => (
        <ListItem key={entry.id} alignItems="flex-start" divider>
          <ListItemText
            primary={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Chip
                  size="small"
                  label={translate(`gondola.kit.history.${entry.action}`)}
                  color={entry.action === 'delete' ? 'error' : entry.action === 'create' ? 'success' : 'default'}
                />
                <Typography variant="body2">{dateTime(entry.at)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {entry.actorName ?? entry.actor}
                </Typography>
              </Stack>
            }
            secondary={
              <Stack component="span" spacing={0.25} sx={{ mt: 0.5 }}>
                {Object.entries(entry.changes).map(([field, change]) => (
                  <Typography key={field} component="span" variant="body2">
                    <strong>{translate(keys.field(resource, field), { _: field })}</strong>
                    {entry.action === 'update' ? `: ${show(change.before)} → ${show(change.after)}` : `: ${show(entry.action === 'delete' ? change.before : change.after)}`}
                  </Typography>
                ))}
              </Stack>
            }
            secondaryTypographyProps={{ component: 'div' }}
          />
        </ListItem>
      ))}
    </List>
  );
}
