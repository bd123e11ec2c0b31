import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetList, useListContext, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { failureAnswer } from '@src/http/failure-answer';
import { useNavigate } from 'react-router-dom';

type Point = { id: string; name: string; status: string; lat: number; lng: number };
const WIDTH = 960;
const HEIGHT = 520;
const PAD = 40;
const STATUS_COLOURS: Record<string, string> = { active: '#2e7d32', maintenance: '#ed6c02', planned: '#0288d1', inactive: '#757575', archived: '#9e9e9e' };

const pointsOf = (records: RaRecord[]): Point[] =>
  records.flatMap((r) => {
    const location = r.location as { lat?: number; lng?: number } | null;
    return location && typeof location.lat === 'number' && typeof location.lng === 'number'
      ? [{ id: String(r.id), name: String(r.name), status: String(r.status), lat: location.lat, lng: location.lng }]
      : [];
  });

/** Equirectangular projection fitted to the points, longitudes scaled by the latitude so the Alps keep their shape. */
function projection(points: Point[]) {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats) - 0.05, Math.max(...lats) + 0.05, Math.min(...lngs) - 0.05, Math.max(...lngs) + 0.05];
  const kx = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const scale = Math.min((WIDTH - 2 * PAD) / ((maxLng - minLng) * kx), (HEIGHT - 2 * PAD) / (maxLat - minLat));
  // Centred: the extent fills one axis, the other gets equal margins.
  const dx = (WIDTH - (maxLng - minLng) * kx * scale) / 2;
  const dy = (HEIGHT - (maxLat - minLat) * scale) / 2;
  return (p: { lat: number; lng: number }) => ({ x: dx + (p.lng - minLng) * kx * scale, y: HEIGHT - dy - (p.lat - minLat) * scale });
}

/** Whole degrees of latitude and longitude across the points' extent: with no base map, they say where on Earth the dots are. */
function Graticule({ points, project }: { points: Point[]; project: (p: { lat: number; lng: number }) => { x: number; y: number } }) {
  const translate = useTranslate();
  if (!points.length) return null;
  const span = (values: number[]) => {
    const [min, max] = [Math.floor(Math.min(...values)) - 1, Math.ceil(Math.max(...values)) + 1];
    const step = max - min > 12 ? 5 : max - min > 6 ? 2 : 1;
    return Array.from({ length: Math.floor((max - min) / step) + 1 }, (_, i) => Math.ceil(min / step) * step + i * step).filter((v) => v <= max);
  };
  const label = (value: number, positive: string, negative: string) =>
    translate(`gondola.installationList.degrees.${value >= 0 ? positive : negative}`, { degrees: Math.abs(value) });
  const [lat0, lng0] = [points[0]!.lat, points[0]!.lng];
  const line = { stroke: '#c5d3de', strokeWidth: 1 };
  const text = { fontSize: 11, fill: '#4a5a66' };
  return (
    <g aria-hidden data-testid="map-graticule">
      {span(points.map((p) => p.lat)).map((lat) => {
        const { y } = project({ lat, lng: lng0 });
        return y < 0 || y > HEIGHT ? null : (
          <g key={`lat${lat}`}>
            <line x1={0} x2={WIDTH} y1={y} y2={y} {...line} />
            <text x={4} y={y - 3} {...text}>
              {label(lat, 'north', 'south')}
            </text>
          </g>
        );
      })}
      {span(points.map((p) => p.lng)).map((lng) => {
        const { x } = project({ lat: lat0, lng });
        return x < 0 || x > WIDTH ? null : (
          <g key={`lng${lng}`}>
            <line x1={x} x2={x} y1={0} y2={HEIGHT} {...line} />
            <text x={x + 3} y={HEIGHT - 4} {...text}>
              {label(lng, 'east', 'west')}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/**
 * The filtered installations that have coordinates, on a map of their own extent (no tile server:
 * the console works offline and sends no locations to third parties). A place search zooms to it.
 */
export function InstallationMap({ fixedFilter }: { fixedFilter: Record<string, unknown> }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const { filterValues } = useListContext();
  const filter = { ...filterValues, ...fixedFilter };
  const { data = [], isPending } = useGetList('installations', {
    filter: { ...filter, location_null: false },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: 1000 },
  });
  const [place, setPlace] = useState('');
  const [focus, setFocus] = useState<Point[] | null>(null);
  const [notFound, setNotFound] = useState(false);
  const all = pointsOf(data);
  const shown = focus ?? all;
  const find = async () => {
    const text = place.trim();
    if (!text) {
      setFocus(null);
      setNotFound(false);
      return;
    }
    let matches: RaRecord[];
    try {
      ({ data: matches } = await dataProvider.getList('installations', {
        filter: { ...filter, q: text },
        sort: { field: 'name', order: 'ASC' },
        pagination: { page: 1, perPage: 100 },
      }));
    } catch (error) {
      // Not "cannot be found": the search did not answer, and the user is told why.
      setNotFound(false);
      notify('gondola.installationList.findFailed', { type: 'error', messageArgs: { message: failureAnswer(error).message ?? '' } });
      return;
    }
    const located = pointsOf(matches);
    setNotFound(!located.length);
    setFocus(located.length ? located : null);
  };
  const project = shown.length ? projection(shown) : undefined;
  return (
    <Box sx={{ p: 2 }} data-testid="installation-map">
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ mb: 1 }}
        onSubmit={(e) => {
          e.preventDefault();
          void find();
        }}
      >
        <TextField size="small" label={translate('gondola.installationList.findPlace')} value={place} onChange={(e) => setPlace(e.target.value)} />
        <Button type="submit" variant="outlined">
          {translate('gondola.installationList.find')}
        </Button>
        {focus && (
          <Button
            onClick={() => {
              setFocus(null);
              setPlace('');
            }}
          >
            {translate('gondola.installationList.showAll')}
          </Button>
        )}
      </Stack>
      {notFound && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('gondola.installationList.locationNotFound')}
        </Alert>
      )}
      {!isPending && !all.length && <Typography color="text.secondary">{translate('gondola.installationList.noneOnMap')}</Typography>}
      {project && (
        // biome-ignore lint/a11y/useSemanticElements: an SVG has no <fieldset>; a group, not an image, since its installations are links a screen reader and the keyboard must reach.
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="group"
          aria-label={translate('gondola.installationList.mapLabel', { count: shown.length })}
          style={{ width: '100%', maxHeight: '70vh', background: 'var(--map-bg, #eef3f7)', borderRadius: 4 }}
        >
          <Graticule points={shown} project={project} />
          {shown.map((p) => {
            const { x, y } = project(p);
            const to = `/installation/${encodeURIComponent(p.id)}/operation`;
            // An SVG link: reachable with Tab and opened with Enter like any link, routed in the console.
            return (
              <a
                key={p.id}
                href={to}
                data-installation={p.id}
                style={{ cursor: 'pointer' }}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(to);
                }}
              >
                <title>{`${p.name} (${translate(`resources.installations.options.status.${p.status}`)})`}</title>
                <circle cx={x} cy={y} r={7} fill={STATUS_COLOURS[p.status] ?? '#555'} stroke="#fff" strokeWidth={2} />
                {shown.length <= 40 && (
                  <text x={x + 10} y={y + 4} fontSize={12} fill="#333">
                    {p.name}
                  </text>
                )}
              </a>
            );
          })}
        </svg>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 1 }} useFlexGap flexWrap="wrap">
        {Object.entries(STATUS_COLOURS).map(([status, colour]) => (
          <Stack key={status} direction="row" spacing={0.5} alignItems="center">
            <svg width={12} height={12} aria-hidden>
              <circle cx={6} cy={6} r={5} fill={colour} />
            </svg>
            <Typography variant="caption">{translate(`resources.installations.options.status.${status}`)}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
