import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Edit from '@mui/icons-material/Edit';
import { Box, Button, Grid, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, useCanAccess, useDataProvider, useGetList, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { elementWindow, ELEMENT_ROUTE_SEGMENT, THEME_ELEMENT_KINDS, type ThemeElementKind } from '@core/video-theme';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { RecordTable } from '@src/kit/RecordTable';
import { registry } from '@src/resource-screens/registry';
import { EditOrShow } from '@src/resource-screens/ResourceForm';
import { keys } from '@src/resource-screens/resource-messages';
import type { RouteEntry } from '@src/shell/route-table';
import { pushToast } from '@src/shell/toasts';
import { PreviewClip } from './PreviewClip';
import { ThemePreview } from './ThemePreview';
import { RecordPage } from './RecordPage';
import { VideoNav } from './VideoNav';

const elementPath = (themeId: string, element: RaRecord) =>
  `/videopostprocessing/theme/${encodeURIComponent(themeId)}/${ELEMENT_ROUTE_SEGMENT[element.kind as ThemeElementKind]}/${encodeURIComponent(String(element.id))}`;

/** Where a new element of each kind starts: visible, inside the frame, at a sensible moment. */
const STARTERS: Record<ThemeElementKind, Record<string, unknown>> = {
  layoutImage: { x: 3, y: 4, width: 18, height: 16, eventKey: 'start', offset: -4 },
  layoutText: { x: 55, y: 5, width: 40, height: 8, text: 'Text', eventKey: 'start', fontSize: 36, colour: '#FFFFFF' },
  userDependentText: { x: 5, y: 78, width: 55, height: 10, text: '{name} · {time} s', eventKey: 'finish', fontSize: 48, colour: '#FFFFFF' },
  userDependentImage: { x: 70, y: 20, width: 25, height: 40, eventKey: 'finish', offset: 1, scaleMode: 'envelopBorder' },
  sound: { x: 0, y: 0, width: 10, height: 10, eventKey: 'finish', volume: 80 },
};

function useElements(themeId: string) {
  return useGetList('theme-elements', { filter: { theme: themeId }, pagination: { page: 1, perPage: 500 }, sort: { field: 'layer', order: 'ASC' } });
}

function AddElementButtons({ themeId, count }: { themeId: string; count: number }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const [busy, setBusy] = useState(false);
  const kindName = (kind: string) => translate(keys.option('theme-elements', 'kind', kind));
  const add = async (kind: ThemeElementKind) => {
    setBusy(true);
    try {
      const { data } = await dataProvider.create('theme-elements', {
        data: { theme: themeId, kind, name: translate('gondola.video.theme.newName', { kind: kindName(kind) }), ...STARTERS[kind] },
      });
      pushToast({ severity: 'success', title: translate('gondola.video.theme.added', { kind: kindName(kind) }) });
      navigate(elementPath(themeId, data));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ my: 1 }}>
      {!count && <Typography sx={{ width: '100%' }}>{translate('gondola.video.theme.noElements')}</Typography>}
      {THEME_ELEMENT_KINDS.map((kind) => (
        <Button key={kind} size="small" variant="outlined" startIcon={<Add />} disabled={busy} onClick={() => void add(kind)}>
          {translate('gondola.video.theme.add', { kind: kindName(kind) })}
        </Button>
      ))}
    </Stack>
  );
}

function ElementTable({ themeId, elements, canEdit, onMoved }: { themeId: string; elements: RaRecord[]; canEdit: boolean; onMoved: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const move = async (index: number, by: -1 | 1) => {
    const ids = elements.map((e) => e.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    try {
      await dataProvider.reorder('theme-elements', { ids });
    } catch {
      pushToast({ severity: 'error', title: translate('gondola.messages.sortOrderNotSaved') });
    }
    onMoved();
  };
  return (
    <RecordTable
      rows={elements}
      rowKey={(e) => String(e.id)}
      label={translate('gondola.video.theme.elements')}
      columns={[
        { id: 'layer', label: translate(keys.field('theme-elements', 'layer')), align: 'right', render: (e) => e.layer },
        {
          id: 'name',
          label: translate(keys.field('theme-elements', 'name')),
          render: (e) => (
            <Link to={elementPath(themeId, e)} aria-label={translate('gondola.video.theme.openElement', { name: e.name })}>
              {String(e.name)}
            </Link>
          ),
        },
        { id: 'kind', label: translate(keys.field('theme-elements', 'kind')), render: (e) => translate(keys.option('theme-elements', 'kind', String(e.kind))) },
        {
          id: 'when',
          label: translate('gondola.video.theme.shown'),
          nowrap: true,
          render: (e) => {
            const window = elementWindow(e);
            return window ? translate('gondola.video.theme.shows', { from: window.from.toFixed(1), to: window.to.toFixed(1) }) : translate('gondola.video.theme.never');
          },
        },
        ...(canEdit
          ? [
              {
                id: 'move',
                label: translate('gondola.video.theme.order'),
                render: (e: RaRecord) => {
                  const index = elements.indexOf(e);
                  return (
                    <Stack direction="row">
                      <IconButton size="small" disabled={index === 0} onClick={() => void move(index, -1)} aria-label={`${translate('gondola.kit.order.up')}: ${e.name}`}>
                        <ArrowUpward fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        disabled={index === elements.length - 1}
                        onClick={() => void move(index, 1)}
                        aria-label={`${translate('gondola.kit.order.down')}: ${e.name}`}
                      >
                        <ArrowDownward fontSize="small" />
                      </IconButton>
                    </Stack>
                  );
                },
              },
            ]
          : []),
      ]}
    />
  );
}

/** `/videopostprocessing/theme/{themeId}`: the theme's elements by layer, adding one of each kind, and the live preview. */
export default function ThemeEditorPage({ route }: { route: RouteEntry }) {
  const { themeId = '' } = useParams();
  return (
    <RecordPage route={route} resource="video-themes" id={themeId}>
      {(theme) => <ThemeEditor theme={theme} />}
    </RecordPage>
  );
}

function ThemeEditor({ theme }: { theme: RaRecord }) {
  const translate = useTranslate();
  const themeId = String(theme.id);
  const { data: elements = [], refetch } = useElements(themeId);
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'theme-elements', action: 'edit' });
  const { canAccess: canEditTheme = false } = useCanAccess({ resource: 'video-themes', action: 'edit' });
  return (
    <>
      {theme.description && <Typography color="text.secondary">{String(theme.description)}</Typography>}
      <Grid container spacing={3} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <Stack direction="row" alignItems="center" justifyContent="space-between">
            <Typography variant="h6" component="h2">
              {translate('gondola.video.theme.elements')}
            </Typography>
            {canEdit && (
              <Button component={Link} to={`/video-themes/${encodeURIComponent(themeId)}`} startIcon={<Edit />} size="small">
                {translate('gondola.video.theme.edit')}
              </Button>
            )}
          </Stack>
          <ElementTable themeId={themeId} elements={elements} canEdit={canEdit} onMoved={() => void refetch()} />
          {canEdit && <AddElementButtons themeId={themeId} count={elements.length} />}
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <ThemePreview theme={theme} elements={elements} />
          <PreviewClip themeId={themeId} canRender={canEditTheme} />
        </Grid>
      </Grid>
    </>
  );
}

/** The preview beside an element's form, marking that element; it shows what is saved. */
function ElementPreview() {
  const { themeId = '', elementId = '' } = useParams();
  const { data: theme } = useGetOne('video-themes', { id: themeId });
  const { data: elements = [] } = useElements(themeId);
  return theme ? (
    <Box sx={{ position: { lg: 'sticky' }, top: { lg: 72 }, pt: { lg: 6 } }}>
      <ThemePreview theme={theme} elements={elements} highlight={elementId} />
    </Box>
  ) : null;
}

/** `/videopostprocessing/theme/{themeId}/<kind>element/{elementId}`: one element's form beside the preview that marks it. */
export function ThemeElementPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const { themeId = '', elementId = '' } = useParams();
  const { data: element, isPending } = useGetOne('theme-elements', { id: elementId }, { retry: false });
  // The form only once the element is known to exist: react-admin's own loading would retry a
  // missing one again and again; here the breadcrumb shows at once and a missing one says so.
  if (isPending || !element) {
    return (
      <RecordPage route={route} resource="theme-elements" id={elementId}>
        {() => null}
      </RecordPage>
    );
  }
  return (
    <Box>
      <VideoNav />
      <Button component={Link} to={`/videopostprocessing/theme/${encodeURIComponent(themeId)}`} size="small">
        {translate('gondola.video.theme.back')}
      </Button>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <EditOrShow def={registry.get('theme-elements')!} id={elementId} />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <ElementPreview />
        </Grid>
      </Grid>
    </Box>
  );
}
