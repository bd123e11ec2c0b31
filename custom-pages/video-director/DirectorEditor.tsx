import { Box, Button, Dialog, DialogActions, DialogTitle, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DEFAULT_OBJECT_LOST_FRAMES, shapeProblem, type Shape, type ShapeProblem } from '@core/video-director';

/** Each shape's problem, checked once per shape object (a drag changes one shape, not the other nine). */
const checked = new WeakMap<Shape, ShapeProblem | null>();
function problemsOf(shapes: readonly Shape[]) {
  const found = new Map<string, ShapeProblem>();
  for (const shape of shapes) {
    let problem = checked.get(shape);
    if (problem === undefined) {
      problem = shapeProblem(shape) ?? null;
      checked.set(shape, problem);
    }
    if (problem) found.set(shape.id, problem);
  }
  return found;
}
import { ConflictDialog } from './conflict';
import { DirectorCanvas } from './DirectorCanvas';
import { WHOLE_PICTURE, type View } from './canvas-view';
import { DirectorToolbar } from './DirectorToolbar';
import { editorReducer, initialState, isDirty } from './editor-state';
import { SidePanel } from './SidePanel';
import { useDirectorSave, type DirectorTarget } from './use-director-save';

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * Asks before leaving with unsaved edits (spec §8: "There are unsaved changes!"). The console's
 * router is not a data router, so in-app navigation is caught where it starts, at the click on a
 * link (menu, breadcrumb, tabs); closing or reloading the tab asks through the browser.
 */
function UnsavedGuard({ dirty }: { dirty: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const href = link?.getAttribute('href');
      if (!href || link?.getAttribute('target') === '_blank') return;
      const url = new URL(href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(`${url.pathname}${url.search}${url.hash}`);
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);
  if (!leavingTo) return null;
  return (
    <Dialog open aria-labelledby="director-unsaved" onClose={() => setLeavingTo(null)}>
      <DialogTitle id="director-unsaved">{translate('gondola.director.unsaved')}</DialogTitle>
      <DialogActions>
        <Button
          onClick={() => {
            const to = leavingTo;
            setLeavingTo(null);
            navigate(to, { state: { discarded: true } });
          }}
        >
          {translate('gondola.director.leave')}
        </Button>
        <Button variant="contained" onClick={() => setLeavingTo(null)} autoFocus>
          {translate('gondola.director.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The editor of one configuration: picture and shapes, the list beside them, save, apply and copy. */
export function DirectorEditor({
  target,
  record: loaded,
  image,
  canEdit,
  name,
}: {
  target: DirectorTarget;
  record: RaRecord | undefined;
  image: string | undefined;
  canEdit: boolean;
  name: string;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`gondola.director.${key}`, options);
  const [record, setRecord] = useState<RaRecord | undefined>(loaded);
  const [state, dispatch] = useReducer(editorReducer, (loaded?.areas as Shape[] | undefined) ?? [], initialState);
  const [frames, setFrames] = useState<number>(Number(loaded?.objectLostFrames ?? DEFAULT_OBJECT_LOST_FRAMES));
  const [view, setView] = useState<View>(WHOLE_PICTURE);
  const { width, height } = { width: target.pictureWidth, height: target.pictureHeight };
  const savedFrames = Number(record?.objectLostFrames ?? DEFAULT_OBJECT_LOST_FRAMES);
  const dirty = isDirty(state) || frames !== savedFrames || (!record && state.shapes.length > 0);
  const readOnly = !canEdit;
  const { save, saving, conflict, keepMine, dismissConflict } = useDirectorSave(target, record, (saved) => {
    setRecord(saved);
    dispatch({ type: 'saved', shapes: state.shapes });
    setFrames(Number(saved.objectLostFrames));
  });

  const problems = useMemo(() => problemsOf(state.shapes), [state.shapes]);
  // During a drag only the picture follows every move; the side panel (list, coordinate fields,
  // actions) shows the shapes as they were and catches up when the drag ends.
  const settled = useRef(state);
  if (!state.interacting) settled.current = state;
  const listState = settled.current;
  const listProblems = useMemo(() => problemsOf(listState.shapes), [listState.shapes]);
  const latest = useRef({ shapes: state.shapes, frames, save });
  latest.current = { shapes: state.shapes, frames, save };
  const onSave = useCallback(() => void latest.current.save(latest.current.shapes, latest.current.frames), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (TYPING.has((event.target as HTMLElement).tagName)) return;
    const mod = event.ctrlKey || event.metaKey;
    const step = event.shiftKey ? 10 : 1;
    const arrows: Record<string, [number, number]> = { ArrowLeft: [-step / width, 0], ArrowRight: [step / width, 0], ArrowUp: [0, -step / height], ArrowDown: [0, step / height] };
    let handled = true;
    if (mod && event.key.toLowerCase() === 'z') dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
    else if (mod && event.key.toLowerCase() === 'y') dispatch({ type: 'redo' });
    else if (event.key === 'Escape') dispatch(state.drawing ? { type: 'cancelDrawing' } : { type: 'select', selection: null });
    else if (event.key === 'Enter' && state.drawing) dispatch({ type: 'finishDrawing' });
    else if ((event.key === 'Delete' || event.key === 'Backspace') && state.selection && !readOnly) dispatch({ type: 'deleteSelected' });
    else if (arrows[event.key] && state.selection && !readOnly) dispatch({ type: 'nudge', delta: arrows[event.key]! });
    else handled = false;
    if (handled) event.preventDefault();
  };

  return (
    <Box onKeyDown={onKeyDown} data-testid="director-editor">
      <UnsavedGuard dirty={dirty && canEdit} />
      {conflict && record && (
        <ConflictDialog
          base={record}
          theirs={conflict}
          onKeepMine={() => void keepMine(state.shapes, frames)}
          onTakeTheirs={() => {
            setRecord(conflict);
            dispatch({ type: 'load', shapes: (conflict.areas as Shape[]) ?? [] });
            setFrames(Number(conflict.objectLostFrames));
            dismissConflict();
          }}
        />
      )}
      {readOnly && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('readOnly')}
        </Typography>
      )}
      {!readOnly && (
        <DirectorToolbar
          drawing={state.drawing}
          canUndo={state.past.length > 0}
          canRedo={state.future.length > 0}
          hasSelection={!!state.selection}
          dispatch={dispatch}
          view={view}
          onView={setView}
        />
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 340px' }, alignItems: 'start' }}>
        <Box>
          <DirectorCanvas
            width={width}
            height={height}
            image={image}
            state={state}
            dispatch={dispatch}
            problems={problems}
            readOnly={readOnly}
            view={view}
            onView={setView}
            kindLabel={(kind) => t(`kinds.${kind}`)}
            problemLabel={(problem) => t(`problems.${problem}`)}
            name={name}
          />
          <Typography variant="caption" color="text.secondary">
            {t('keys')}
          </Typography>
        </Box>
        <SidePanel
          state={listState}
          problems={listProblems}
          dispatch={dispatch}
          width={width}
          height={height}
          canEdit={canEdit}
          frames={frames}
          onFrames={setFrames}
          dirty={dirty}
          saving={saving}
          onSave={onSave}
          record={record}
          target={target}
        />
      </Box>
    </Box>
  );
}
