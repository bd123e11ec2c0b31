import { Box, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { Link, Title, useCanAccess, useGetList, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { NoteCard } from '@src/kit/NoteCard';
import { LogTimeButton } from '@src/kit/LogTimeButton';
import { NoteComposer } from '@src/kit/NoteComposer';
import { PageHeader } from '@src/resource-screens/page-title';
import type { RouteEntry } from '@src/shell/route-table';
import { useInstallationCrumbs } from '@src/kit/installation-crumbs';
import { ComponentVersions } from './cockpit/ComponentVersions';
import { ConnectorQuickView } from './cockpit/ConnectorQuickView';
import { DevicesCard } from './cockpit/DevicesCard';
import { ModeCard } from './cockpit/ModeCard';
import { OpenTickets } from '@src/kit/OpenTickets';
import { OpenProblemsCard } from './cockpit/OpenProblemsCard';
import { WeatherCard } from './cockpit/WeatherCard';
import { OnDutyNowList } from '@src/kit/on-duty-now';
import { ContactsToCall, ExternalToolLinks } from './cockpit/ToolsAndContacts';

/** A link to a related record, named rather than numbered. */
function NamedChip({ resource, id, label }: { resource: string; id: string; label: string }) {
  const { data } = useGetOne(resource, { id });
  return <Chip component={RouterLink} to={`/${resource}/${encodeURIComponent(id)}/show`} clickable label={`${label}: ${data ? String(data.name) : id}`} />;
}

function LatestNotes({ installationId, noteId }: { installationId: string; noteId?: string }) {
  const translate = useTranslate();
  const { data: notes = [], isPending } = useGetList('notes', { filter: { installationId }, sort: { field: 'createdAt', order: 'DESC' }, pagination: { page: 1, perPage: 20 } });
  const { data: opened } = useGetOne('notes', { id: noteId ?? '' }, { enabled: !!noteId && !notes.some((n) => String(n.id) === noteId) });
  const shown = opened && !notes.some((n) => n.id === opened.id) ? [opened, ...notes] : notes;
  const shownCount = shown.length;
  useEffect(() => {
    // Again when the opened note arrives in the list (shownCount), so it is scrolled to once it is there.
    if (noteId && shownCount) document.querySelector(`[data-note-id="${CSS.escape(noteId)}"]`)?.scrollIntoView({ block: 'center' });
  }, [noteId, shownCount]);
  return (
    <Box component="section" aria-label={translate('gondola.notes.latest')}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {translate('gondola.notes.latest')}
      </Typography>
      {!isPending && !shown.length && <Typography color="text.secondary">{translate('gondola.notes.none')}</Typography>}
      <Stack spacing={1} data-testid="installation-notes">
        {shown.map((n) => (
          <NoteCard key={String(n.id)} note={n} highlighted={String(n.id) === noteId} actions={<Link to={`/notes/${n.id}/show`}>{translate('gondola.notes.open')}</Link>} />
        ))}
      </Stack>
    </Box>
  );
}

/** A cockpit card; `height`: as tall as its grid row (alone in a cell), its content's, or what a column leaves (the last of a stack). */
function Section({ title, children, testId, height = 'row' }: { title: string; children: ReactNode; testId?: string; height?: 'row' | 'content' | 'rest' }) {
  const sx = { row: { height: '100%' }, content: { flexShrink: 0 }, rest: { flexGrow: 1 } }[height];
  return (
    <Card variant="outlined" sx={sx} component="section" aria-label={title} data-testid={testId}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * `/installation/{id}/operation` (and `operation/{noteId}`): the cockpit. Mode, open problems with
 * their acknowledge actions, devices with health and quick support commands, component versions,
 * the external tools, whom to call, and the notes with the note form.
 */
export default function OperationPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const { installationId = '', noteId, skicon } = useParams();
  const crumbs = useInstallationCrumbs(route);
  const { data: installation } = useGetOne('installations', { id: installationId });
  const { canAccess: canWrite } = useCanAccess({ resource: 'notes', action: 'create' });
  // Whom to call is people data: only roles the policy lets read contacts see the card.
  const { canAccess: canReadContacts } = useCanAccess({ resource: 'installation-contacts', action: 'list' });
  const t = (key: string) => translate(`gondola.operation.${key}`);
  const c = (key: string) => translate(`gondola.cockpit.${key}`);
  return (
    <Box>
      <PageHeader crumbs={crumbs} titled={false} />
      <Title title={installation ? String(installation.name) : translate(`gondola.routes.${route.key}`)} />
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {installation ? String(installation.name) : ' '}
          </Typography>
          {installation && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }} data-testid="installation-summary">
              <Chip label={`${t('type')}: ${translate(`resources.installations.options.type.${String(installation.type)}`)}`} />
              <Chip
                color={installation.status === 'active' ? 'success' : installation.status === 'maintenance' ? 'warning' : 'default'}
                label={`${t('status')}: ${translate(`resources.installations.options.status.${String(installation.status)}`)}`}
              />
              {installation.resortId ? <NamedChip resource="resorts" id={String(installation.resortId)} label={t('resort')} /> : null}
              <NamedChip resource="customers" id={String(installation.customerId)} label={t('customer')} />
            </Stack>
          )}
          {installation && <LogTimeButton source={{ installationId: installation.id, customerId: installation.customerId }} />}
        </CardContent>
      </Card>
      <Grid container spacing={2} sx={{ mt: 0 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Section title={c('problems.title')}>
            <OpenProblemsCard installationId={installationId} />
            <Box sx={{ mt: 1 }}>
              <OpenTickets installationId={installationId} />
            </Box>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Section title={c('mode.title')}>{installation && <ModeCard installation={installation} />}</Section>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Section title={c('devices.title')}>
            <DevicesCard installationId={installationId} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2} sx={{ height: '100%' }}>
            <Section title={translate('gondola.weather.title')} testId="cockpit-weather" height="content">
              <WeatherCard installationId={installationId} />
            </Section>
            {canReadContacts && (
              <Section title={c('contacts.title')} height="content">
                <ContactsToCall installationId={installationId} />
                <Box sx={{ mt: 2 }}>
                  <OnDutyNowList hideWhenEmpty />
                </Box>
              </Section>
            )}
            <Section title={c('tools.title')} height="rest">
              {installation && <ExternalToolLinks installation={installation} />}
            </Section>
          </Stack>
        </Grid>
        <Grid size={12}>
          <Section title={c('versions.title')}>
            <ComponentVersions installationId={installationId} />
          </Section>
        </Grid>
      </Grid>
      {skicon && <ConnectorQuickView installationId={installationId} skicon={skicon} />}
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Grid container spacing={3}>
            {canWrite && (
              <Grid size={{ xs: 12, md: 5 }}>
                <NoteComposer about={{ installationId }} />
              </Grid>
            )}
            <Grid size={{ xs: 12, md: canWrite ? 7 : 12 }}>
              <LatestNotes installationId={installationId} noteId={noteId} />
            </Grid>
          </Grid>
        </CardContent>
      </Card>
    </Box>
  );
}
