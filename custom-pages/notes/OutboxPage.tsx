import { Alert, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetMany, useTranslate } from 'react-admin';
import { useDateFormat } from '@src/i18n/date-format';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { WriteNoteButton } from './WriteNoteButton';
import type { RouteEntry } from '@src/shell/route-table';
import { ShellPage } from '@src/shell/ShellPage';
import { NoteCard } from '@src/kit/NoteCard';

function PeopleChips({ ids }: { ids: string[] }) {
  const { data } = useGetMany('staff-users', { ids }, { enabled: ids.length > 0 });
  return (
    <>
      {ids.map((id) => (
        <Chip key={id} size="small" variant="outlined" label={String(data?.find((u) => u.id === id)?.name ?? id)} />
      ))}
    </>
  );
}

/** `/outbox`: the notes I wrote, to whom, and who has read them. */
export default function OutboxPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const { dateTime } = useDateFormat();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const { data: notes, isPending } = useQuery({ queryKey: ['notes', 'outbox'], queryFn: () => dataProvider.getOutbox() });
  return (
    <ShellPage route={route} title={translate('gondola.routes.outbox')}>
      <WriteNoteButton />
      {!isPending && !notes?.length && <Alert severity="info">{translate('gondola.notes.outboxEmpty')}</Alert>}
      <Stack spacing={1.5} data-testid="outbox-list">
        {notes?.map((n) => (
          <NoteCard
            key={String(n.id)}
            note={n}
            footer={
              <Stack spacing={0.5} sx={{ mt: 1 }}>
                <Stack direction="row" spacing={0.5} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Typography variant="caption" color="text.secondary">
                    {translate('gondola.notes.to')}:
                  </Typography>
                  {((n.recipientRoles as string[]) ?? []).map((r) => (
                    <Chip key={r} size="small" variant="outlined" label={translate(`resources.notes.options.recipientRoles.${r}`, { _: r })} />
                  ))}
                  <PeopleChips ids={(n.recipientUsers as string[]) ?? []} />
                </Stack>
                <Stack direction="row" spacing={0.5} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="outbox-reads">
                  <Typography variant="caption" color="text.secondary">
                    {translate('gondola.notes.readBy')}:
                  </Typography>
                  {n.reads.length ? (
                    n.reads.map((r) => <Chip key={r.subject} size="small" color="success" label={`${r.name ?? r.subject} · ${dateTime(r.readAt)}`} />)
                  ) : (
                    <Typography variant="caption">{translate('gondola.notes.readByNobody')}</Typography>
                  )}
                </Stack>
              </Stack>
            }
          />
        ))}
      </Stack>
    </ShellPage>
  );
}
