import Save from '@mui/icons-material/Save';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { memo, type Dispatch } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import type { ShapeProblem } from '@core/video-director';
import { ApplyBar, CopyToLane } from './director-actions';
import type { EditorAction, EditorState } from './editor-state';
import { Legend, ShapeList } from './ShapeList';
import type { DirectorTarget } from './use-director-save';

interface SidePanelProps {
  state: EditorState;
  problems: ReadonlyMap<string, ShapeProblem>;
  dispatch: Dispatch<EditorAction>;
  width: number;
  height: number;
  canEdit: boolean;
  frames: number;
  onFrames: (frames: number) => void;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  record: RaRecord | undefined;
  target: DirectorTarget;
}

/**
 * Beside the picture: the shapes with their coordinates, the object-lost frame counter, save,
 * copy, apply and the legend. Memoised on settled state, so dragging a vertex never redraws it.
 */
export const SidePanel = memo(function SidePanel(props: SidePanelProps) {
  const { state, problems, dispatch, width, height, canEdit, frames, onFrames, dirty, saving, onSave, record, target } = props;
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.director.${key}`, options);
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ px: 1 }}>
          {t('shapes')}
        </Typography>
        <ShapeList state={state} dispatch={dispatch} problems={problems} width={width} height={height} readOnly={!canEdit} />
      </Paper>
      <TextField
        size="small"
        type="number"
        label={t('objectLostFrames')}
        helperText={t('objectLostHelp')}
        value={frames}
        disabled={!canEdit}
        onChange={(e) => onFrames(Math.max(1, Math.min(1000, Math.round(Number(e.target.value) || 1))))}
        slotProps={{ htmlInput: { min: 1, max: 1000, step: 1 } }}
      />
      {canEdit && (
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Button variant="contained" startIcon={<Save />} disabled={saving || !dirty} onClick={onSave}>
            {t('save')}
          </Button>
          <Typography variant="caption" color="text.secondary" data-testid="director-version">
            {record ? t('version', { version: record.version }) : t('newConfig')}
          </Typography>
          {record && <CopyToLane target={target} shapes={state.shapes} frames={frames} />}
        </Stack>
      )}
      {record && <ApplyBar record={record} canApply={canEdit} dirty={dirty} />}
      <Legend />
    </Stack>
  );
});
