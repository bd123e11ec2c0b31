import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Delete from '@mui/icons-material/Delete';
import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import ZoomOutMap from '@mui/icons-material/ZoomOutMap';
import { Button, Divider, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { memo, type Dispatch } from 'react';
import { useTranslate } from 'react-admin';
import { isArea, SHAPE_KINDS } from '@core/video-director';
import { type View, WHOLE_PICTURE, zoomView } from './canvas-view';
import type { EditorAction, EditorState } from './editor-state';
import { KindSwatch } from './ShapeList';

interface ToolbarProps {
  drawing: EditorState['drawing'];
  canUndo: boolean;
  canRedo: boolean;
  hasSelection: boolean;
  dispatch: Dispatch<EditorAction>;
  view: View;
  onView: (v: View) => void;
}

/** One button per kind to draw, then undo/redo, delete and zoom; memoised, so a drag does not redraw it. */
export const DirectorToolbar = memo(function DirectorToolbar({ drawing, canUndo, canRedo, hasSelection, dispatch, view, onView }: ToolbarProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.director.${key}`, options);
  const centre: [number, number] = [view.x + 0.5 / view.zoom, view.y + 0.5 / view.zoom];
  const icon = (label: string, onClick: () => void, node: React.ReactNode, disabled = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
          {node}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Stack spacing={1} sx={{ mb: 1 }}>
      <Stack direction="row" spacing={0.5} alignItems="center" flexWrap="wrap" useFlexGap role="toolbar" aria-label={t('toolbar')}>
        {SHAPE_KINDS.map((kind) => (
          <Button
            key={kind}
            size="small"
            variant={drawing?.kind === kind ? 'contained' : 'outlined'}
            aria-pressed={drawing?.kind === kind}
            startIcon={<KindSwatch kind={kind} />}
            onClick={() => dispatch(drawing?.kind === kind ? { type: 'cancelDrawing' } : { type: 'startDrawing', kind })}
            data-draw={kind}
            sx={{ textTransform: 'none' }}
          >
            {t(`kinds.${kind}`)}
          </Button>
        ))}
        <Divider orientation="vertical" flexItem />
        {icon(t('undo'), () => dispatch({ type: 'undo' }), <Undo fontSize="small" />, !canUndo)}
        {icon(t('redo'), () => dispatch({ type: 'redo' }), <Redo fontSize="small" />, !canRedo)}
        {icon(t('deleteSelected'), () => dispatch({ type: 'deleteSelected' }), <Delete fontSize="small" />, !hasSelection)}
        <Divider orientation="vertical" flexItem />
        {icon(t('zoomOut'), () => onView(zoomView(view, 0.8, centre)), <ZoomOut fontSize="small" />, view.zoom <= 1)}
        {icon(t('zoomIn'), () => onView(zoomView(view, 1.25, centre)), <ZoomIn fontSize="small" />)}
        {icon(t('zoomReset'), () => onView(WHOLE_PICTURE), <ZoomOutMap fontSize="small" />, view.zoom === 1)}
        <Typography variant="caption" color="text.secondary" aria-live="polite">
          {t('zoomLevel', { zoom: Math.round(view.zoom * 100) })}
        </Typography>
      </Stack>
      {drawing && (
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap role="status">
          <Typography variant="body2">{t(isArea(drawing.kind) ? 'drawingHint' : 'pointsHint')}</Typography>
          <Button size="small" startIcon={<Check />} onClick={() => dispatch({ type: 'finishDrawing' })} disabled={!drawing.points.length}>
            {t('finish')}
          </Button>
          <Button size="small" startIcon={<Close />} onClick={() => dispatch({ type: 'cancelDrawing' })}>
            {t('cancelDrawing')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
});
