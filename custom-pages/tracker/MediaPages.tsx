import { Alert, Box, Button, Card, CardContent, Grid, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ResourceContextProvider,
  useCanAccess,
  useCreate,
  useDataProvider,
  useGetIdentity,
  useGetList,
  useNotify,
  useRefresh,
  useTranslate,
  type HttpError,
  type RaRecord,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { fillSvgTemplate, svgDataUrl, unknownPlaceholders } from '@core/svg-template';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { useDateFormat } from '@src/i18n/date-format';
import { Loading } from '@src/kit/Loading';
import { PageHeader } from '@src/resource-screens/page-title';
import { registry } from '@src/resource-screens/registry';
import { EditOrShow } from '@src/resource-screens/ResourceForm';
import { CreateWith, ResourceList } from '@src/resource-screens/ResourceList';
import type { RouteEntry } from '@src/shell/route-table';
import { useInstallationCrumbs } from '@src/kit/installation-crumbs';
import { ApplyPanel } from './ApplyPanel';

/** The page is the installation's: its forms do not move a record to another one. */
const INSTALLATION_FIXED = ['installationId'] as const;

type PageProps = { route: RouteEntry };

/** `eventmovie`: the compiled event movies, and compiling one of a day from a configuration. */
export function EventMoviePage({ route }: PageProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.tracker.movies.${key}`, options);
  const { installationId = '' } = useParams();
  const crumbs = useInstallationCrumbs(route);
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const { canAccess: canCompile = false } = useCanAccess({ resource: 'event-movie-configs', action: 'edit' });
  const [day, setDay] = useState(new Date().toISOString().slice(0, 10));
  const { data: configs = [] } = useGetList('event-movie-configs', { filter: { installationId }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 50 } });
  const compile = useMutation({
    mutationFn: (configId: string) => dataProvider.compileEventMovie(configId, day),
    onSuccess: (movie) => {
      notify(t('compiled', { count: (movie.runs as unknown[] | undefined)?.length ?? 0 }), { type: 'info' });
      refresh();
    },
  });
  return (
    <Box>
      {canCompile && configs.length > 0 && (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap component="section" aria-label={t('configs')}>
          <TextField
            size="small"
            type="date"
            label={t('day')}
            value={day}
            onChange={(e) => e.target.value && setDay(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {configs.map((c) => (
            <Button key={String(c.id)} variant="outlined" size="small" disabled={compile.isPending} onClick={() => compile.mutate(String(c.id))}>
              {String(c.name)} · {t('compile', { day })}
            </Button>
          ))}
        </Stack>
      )}
      <ResourceContextProvider value="event-movies">
        <ResourceList def={registry.get('event-movies')!} filter={{ installationId }} hideColumns={['installationId']} crumbs={crumbs} storeKey="event-movies.installation" />
      </ResourceContextProvider>
    </Box>
  );
}

/** `eventmovie/configure`: which runs an event movie takes, in which order, with which look. */
export function EventMovieConfigurePage({ route }: PageProps) {
  const { installationId = '' } = useParams();
  const crumbs = useInstallationCrumbs(route);
  return (
    <ResourceContextProvider value="event-movie-configs">
      <ResourceList
        def={registry.get('event-movie-configs')!}
        filter={{ installationId }}
        hideColumns={['installationId']}
        crumbs={crumbs}
        storeKey="event-movie-configs.installation"
      />
    </ResourceContextProvider>
  );
}

/** The pictures an installation's devices took last (the media the review sees). */
function LatestPictures({ installationId }: { installationId: string }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.tracker.photo.${key}`, options);
  const format = useDateFormat();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  // Staff see what arrived, under review or not; customer users what their guests see.
  const { identity } = useGetIdentity();
  const which = (identity as { scope?: string } | undefined)?.scope === 'staff' ? 'arrived' : 'confirmed';
  const { data = [], isPending } = useQuery({
    queryKey: ['published-media', installationId, which],
    queryFn: () => dataProvider.getPublishedMedia(installationId, 8, which),
    enabled: !!identity,
  });
  return (
    <Box component="section" aria-label={t('latest')} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('latest')}
      </Typography>
      {isPending ? (
        <Loading />
      ) : !data.length ? (
        <Typography color="text.secondary">{t('noPictures')}</Typography>
      ) : (
        <Grid container spacing={1} data-testid="latest-pictures">
          {data.map((m) => (
            <Grid key={String(m.id)} size={{ xs: 6, md: 3 }}>
              <Box component="img" src={m.thumbnailUrl ?? m.url} alt={t('taken', { when: format.dateTime(m.takenAt) })} sx={{ width: '100%', borderRadius: 1 }} />
              <Typography variant="caption">{t('taken', { when: format.dateTime(m.takenAt) })}</Typography>
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}

/** `phototrap` and `photopoint`: each device's picture trigger (form, and where it runs) and the latest pictures. */
export function PhotoPage({ route }: PageProps) {
  const translate = useTranslate();
  const { installationId = '' } = useParams();
  const crumbs = useInstallationCrumbs(route);
  const def = registry.get('photo-trigger-configs')!;
  const { data: triggers = [], isPending } = useGetList('photo-trigger-configs', {
    filter: { installationId },
    sort: { field: 'deviceId', order: 'ASC' },
    pagination: { page: 1, perPage: 50 },
  });
  return (
    <Box>
      <PageHeader crumbs={crumbs} />
      <Typography variant="h6" component="h2">
        {translate('gondola.tracker.photo.triggers')}
      </Typography>
      {isPending ? (
        <Loading />
      ) : (
        triggers.map((trigger: RaRecord) => (
          <Box key={String(trigger.id)} sx={{ mb: 3 }}>
            <ResourceContextProvider value={def.name}>
              <EditOrShow def={def} id={String(trigger.id)} headless fixed={INSTALLATION_FIXED} />
            </ResourceContextProvider>
            <ApplyPanel kind="photo" record={trigger} resource={def.name} />
          </Box>
        ))
      )}
      <ResourceContextProvider value={def.name}>
        <CreateWith def={def} values={{ installationId }} />
      </ResourceContextProvider>
      <LatestPictures installationId={installationId} />
    </Box>
  );
}

/** An overlay with its placeholders filled by sample data, shown as a picture (never as markup). */
function SvgPreview({ svg }: { svg: string }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.tracker.svg.${key}`, options);
  const format = useDateFormat();
  const filled = fillSvgTemplate(svg, { name: t('sample.name'), resort: t('sample.resort'), time: t('sample.time'), date: format.date(Date.now()) });
  const unknown = unknownPlaceholders(svg);
  return (
    <Card variant="outlined" sx={{ mt: 1 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3">
          {t('preview')}
        </Typography>
        <Box component="img" src={svgDataUrl(filled)} alt={t('preview')} sx={{ maxWidth: '100%', my: 1, display: 'block', bgcolor: 'grey.300' }} data-testid="svg-preview" />
        {unknown.length > 0 && <Alert severity="warning">{t('unknown', { names: unknown.join(', ') })}</Alert>}
        <Typography variant="caption" color="text.secondary">
          {t('safe')}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** A new template from an SVG file (the server sanitises it like a typed one). */
function SvgUpload({ installationId }: { installationId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [create, { isPending }] = useCreate();
  const { canAccess: canCreate = false } = useCanAccess({ resource: 'svg-templates', action: 'create' });
  const upload = async (file: File) =>
    create(
      'svg-templates',
      { data: { installationId, name: file.name.replace(/\.svg$/i, '').slice(0, 80), svg: await file.text() } },
      {
        onSuccess: () => notify(translate('gondola.tracker.svg.uploaded'), { type: 'info' }),
        onError: (error) => notify(String(((error as HttpError).body as { errors?: { svg?: string } } | undefined)?.errors?.svg ?? (error as Error).message), { type: 'error' }),
      },
    );
  if (!canCreate) return null;
  return (
    <Button component="label" variant="outlined" size="small" disabled={isPending}>
      {translate('gondola.tracker.svg.upload')}
      <input type="file" accept=".svg,image/svg+xml" hidden onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
    </Button>
  );
}

/** `svg-template`: the installation's overlay templates, each editable with a preview on sample data. */
export function SvgTemplatePage({ route }: PageProps) {
  const translate = useTranslate();
  const { installationId = '' } = useParams();
  const crumbs = useInstallationCrumbs(route);
  const def = registry.get('svg-templates')!;
  const { data: templates = [], isPending } = useGetList('svg-templates', {
    filter: { installationId },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: 50 },
  });
  return (
    <Box>
      <PageHeader crumbs={crumbs} />
      {isPending ? (
        <Loading />
      ) : !templates.length ? (
        <Typography color="text.secondary">{translate('gondola.tracker.svg.none')}</Typography>
      ) : (
        templates.map((template) => (
          <Box key={String(template.id)} sx={{ mb: 3 }}>
            <Typography variant="h6" component="h2">
              {String(template.name)}
            </Typography>
            <SvgPreview svg={String(template.svg)} />
            <ResourceContextProvider value={def.name}>
              <EditOrShow def={def} id={String(template.id)} headless fixed={INSTALLATION_FIXED} />
            </ResourceContextProvider>
          </Box>
        ))
      )}
      <Stack direction="row" spacing={1} alignItems="center">
        <ResourceContextProvider value={def.name}>
          <CreateWith def={def} values={{ installationId }} />
        </ResourceContextProvider>
        <SvgUpload installationId={installationId} />
      </Stack>
    </Box>
  );
}
