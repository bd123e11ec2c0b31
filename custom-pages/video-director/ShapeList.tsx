import Delete from '@mui/icons-material/Delete';
import Lock from '@mui/icons-material/Lock';
import LockOpen from '@mui/icons-material/LockOpen';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Box, IconButton, List, ListItem, ListItemButton, ListItemText, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { memo, type Dispatch } from 'react';
import { useTranslate } from 'react-admin';
import { isArea, SHAPE_STYLE, shapeNumbers, type Shape, type ShapeKind, type ShapeProblem } from '@core/video-director';
import type { EditorAction, EditorState } from './editor-state';

/** The kind's swatch: its colour, dash and letter together, as on the picture. */
export function KindSwatch({ kind }: { kind: ShapeKind }) {
  const style = SHAPE_STYLE[kind];
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 24,
        height: 24,
        flex: 'none',
        borderRadius: 0.5,
        border: `3px ${style.dash ? 'dashed' : 'solid'} ${style.colour}`,
        bgcolor: `${style.colour}33`,
        color: 'text.primary',
        fontWeight: 700,
        fontSize: 13,
      }}
    >
      {style.letter}
    </Box>
  );
}

function Coordinates({
  shape,
  width,
  height,
  dispatch,
  readOnly,
  name,
}: {
  shape: Shape;
  width: number;
  height: number;
  dispatch: Dispatch<EditorAction>;
  readOnly: boolean;
  name: string;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.director.${key}`, options);
  const set = (vertex: number, axis: 0 | 1, value: string) => {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n)) return;
    const point = [...shape.points[vertex]!] as [number, number];
    point[axis] = n / (axis === 0 ? width : height);
    dispatch({ type: 'moveVertex', shapeId: shape.id, vertex, point, record: true });
  };
  return (
    <Stack spacing={0.5} sx={{ pl: 5, pr: 1, pb: 1 }} data-testid="coordinates">
      {shape.points.map(([x, y], i) => {
        const vertexName = `${name}, ${t(isArea(shape.kind) ? 'vertex' : 'point', { n: i + 1 })}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a vertex is known by its place in the shape.
          <Stack key={i} direction="row" spacing={1} alignItems="center">
            <Typography variant="caption" sx={{ width: 56, flex: 'none' }}>
              {t(isArea(shape.kind) ? 'vertex' : 'point', { n: i + 1 })}
            </Typography>
            {([0, 1] as const).map((axis) => (
              <TextField
                key={axis}
                size="small"
                type="number"
                value={Math.round((axis === 0 ? x : y) * (axis === 0 ? width : height))}
                onChange={(e) => set(i, axis, e.target.value)}
                slotProps={{ htmlInput: { 'aria-label': t(axis === 0 ? 'x' : 'y', { name: vertexName }), min: 0, max: axis === 0 ? width : height, step: 1 } }}
                disabled={readOnly || shape.locked}
                sx={{ width: 96 }}
              />
            ))}
            {!readOnly && !shape.locked && (
              <IconButton
                size="small"
                aria-label={t('removeVertex', { name: vertexName })}
                onClick={() => {
                  dispatch({ type: 'select', selection: { shapeId: shape.id, vertex: i } });
                  dispatch({ type: 'deleteSelected' });
                }}
              >
                <Delete fontSize="small" />
              </IconButton>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

/**
 * The shapes as a list beside the picture: kind, problem, visibility, lock and delete per shape,
 * and the selected shape's coordinates as numbers (picture pixels), so the whole editor works
 * from the keyboard. Selecting here selects on the picture and the other way round.
 */
export function ShapeList(props: {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  problems: ReadonlyMap<string, ShapeProblem>;
  width: number;
  height: number;
  readOnly: boolean;
}) {
  const { state, dispatch, problems, width, height, readOnly } = props;
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.director.${key}`, options);
  if (!state.shapes.length) return <Typography color="text.secondary">{t('noShapes')}</Typography>;
  const numbers = shapeNumbers(state.shapes);
  return (
    <List dense disablePadding aria-label={t('shapes')} data-testid="shape-list">
      {state.shapes.map((shape) => {
        const name = `${t(`kinds.${shape.kind}`)} ${numbers.get(shape.id)}`;
        const problem = problems.get(shape.id);
        const selected = state.selection?.shapeId === shape.id;
        return (
          <Box component="li" key={shape.id} sx={{ listStyle: 'none' }} data-shape-row={shape.id}>
            <ListItem
              component="div"
              disablePadding
              secondaryAction={
                <Stack direction="row">
                  <Tooltip title={t(shape.hidden ? 'show' : 'hide', { name })}>
                    <IconButton
                      size="small"
                      aria-label={t(shape.hidden ? 'show' : 'hide', { name })}
                      aria-pressed={!shape.hidden}
                      onClick={() => dispatch({ type: 'toggle', shapeId: shape.id, flag: 'hidden' })}
                    >
                      {shape.hidden ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
                    </IconButton>
                  </Tooltip>
                  {!readOnly && (
                    <>
                      <Tooltip title={t(shape.locked ? 'unlock' : 'lock', { name })}>
                        <IconButton
                          size="small"
                          aria-label={t(shape.locked ? 'unlock' : 'lock', { name })}
                          aria-pressed={!!shape.locked}
                          onClick={() => dispatch({ type: 'toggle', shapeId: shape.id, flag: 'locked' })}
                        >
                          {shape.locked ? <Lock fontSize="small" /> : <LockOpen fontSize="small" />}
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('remove', { name })}>
                        <span>
                          <IconButton
                            size="small"
                            aria-label={t('remove', { name })}
                            disabled={!!shape.locked}
                            onClick={() => {
                              dispatch({ type: 'select', selection: { shapeId: shape.id } });
                              dispatch({ type: 'deleteSelected' });
                            }}
                          >
                            <Delete fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                    </>
                  )}
                </Stack>
              }
            >
              <ListItemButton
                selected={selected}
                aria-current={selected ? 'true' : undefined}
                onClick={() => dispatch({ type: 'select', selection: selected ? null : { shapeId: shape.id } })}
                sx={{ pr: readOnly ? 6 : 15 }}
              >
                <KindSwatch kind={shape.kind} />
                <ListItemText
                  sx={{ ml: 1 }}
                  primary={name}
                  secondary={problem ? t(`problems.${problem}`) : t(isArea(shape.kind) ? 'corners' : 'points', { smart_count: shape.points.length })}
                  slotProps={{ secondary: { color: problem ? 'error' : 'text.secondary' } }}
                />
              </ListItemButton>
            </ListItem>
            {selected && <Coordinates shape={shape} width={width} height={height} dispatch={dispatch} readOnly={readOnly} name={name} />}
          </Box>
        );
      })}
    </List>
  );
}

/** What each colour, dash and letter means. */
export const Legend = memo(function Legend() {
  const translate = useTranslate();
  const t = (key: string) => translate(`gondola.director.${key}`);
  return (
    <Box component="section" aria-labelledby="director-legend" data-testid="legend">
      <Typography id="director-legend" variant="subtitle2" component="h3">
        {t('legend')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {(Object.keys(SHAPE_STYLE) as ShapeKind[]).map((kind) => (
          <Stack component="li" key={kind} direction="row" spacing={1} alignItems="center">
            <KindSwatch kind={kind} />
            <Typography variant="body2">
              <strong>{t(`kinds.${kind}`)}</strong> — {t(`explain.${kind}`)}
            </Typography>
          </Stack>
        ))}
        <Stack component="li" direction="row" spacing={1} alignItems="center">
          <Box
            component="span"
            aria-hidden
            sx={{ width: 24, height: 24, flex: 'none', border: '3px dashed #b71c1c', borderRadius: 0.5, textAlign: 'center', fontWeight: 700, color: '#b71c1c' }}
          >
            !
          </Box>
          <Typography variant="body2">{t('invalidMarker')}</Typography>
        </Stack>
      </Box>
    </Box>
  );
});
