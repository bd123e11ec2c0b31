import { isArea, newShapeId, type Point, type Shape, type ShapeKind } from '@core/video-director';

/** What is selected: a shape, and within it a vertex (or point). */
export interface Selection {
  shapeId: string;
  vertex?: number;
}

export interface EditorState {
  shapes: Shape[];
  selection: Selection | null;
  /** A shape being drawn by clicking its vertices. */
  drawing: { kind: ShapeKind; points: Point[] } | null;
  past: Shape[][];
  future: Shape[][];
  /** The shapes as loaded or last saved: undoing back to them leaves nothing unsaved. */
  baseline: Shape[];
  /** A drag is under way: views beside the picture wait for its end instead of following every move. */
  interacting?: boolean;
}

export const HISTORY_LIMIT = 200;

export type EditorAction =
  | { type: 'load'; shapes: Shape[] }
  | { type: 'saved'; shapes: Shape[] }
  | { type: 'startDrawing'; kind: ShapeKind }
  | { type: 'addDrawPoint'; point: Point }
  | { type: 'finishDrawing' }
  | { type: 'cancelDrawing' }
  | { type: 'select'; selection: Selection | null }
  /** Starts a drag: the shapes as they are now become one undo step, whatever the drag then does. */
  | { type: 'beginChange' }
  | { type: 'endChange' }
  | { type: 'moveVertex'; shapeId: string; vertex: number; point: Point; record?: boolean }
  | { type: 'moveShape'; shapeId: string; delta: Point; record?: boolean }
  /** Moves an edge: the vertex it starts at and the next one, together. */
  | { type: 'moveEdge'; shapeId: string; edge: number; delta: Point }
  | { type: 'insertVertex'; shapeId: string; after: number; point: Point }
  | { type: 'deleteSelected' }
  | { type: 'nudge'; delta: Point }
  | { type: 'toggle'; shapeId: string; flag: 'hidden' | 'locked' }
  | { type: 'undo' }
  | { type: 'redo' };

export const initialState = (shapes: Shape[] = []): EditorState => ({ shapes, selection: null, drawing: null, past: [], future: [], baseline: shapes });

/** Whether there is something the user has not saved. */
export const isDirty = (state: EditorState) => state.shapes !== state.baseline;

const clamp = (v: number) => Math.min(1, Math.max(0, v));
const clampPoint = ([x, y]: Point): Point => [clamp(x), clamp(y)];

/** Replaces the shapes, remembering the old ones as one undo step. */
function commit(state: EditorState, shapes: Shape[], selection = state.selection): EditorState {
  return { ...state, shapes, selection, past: [...state.past, state.shapes].slice(-HISTORY_LIMIT), future: [] };
}

/** Changes one shape (immutably: every other shape keeps its identity, so only it is drawn again). */
function updateShape(shapes: Shape[], id: string, change: (s: Shape) => Shape): Shape[] {
  return shapes.map((s) => (s.id === id ? change(s) : s));
}

function editable(state: EditorState, id: string) {
  const shape = state.shapes.find((s) => s.id === id);
  return shape && !shape.locked ? shape : undefined;
}

/** Whether `point` closes the polygon being drawn (within `tolerance` of its first vertex). */
export function closesPolygon(drawing: EditorState['drawing'], point: Point, tolerance: number) {
  if (!drawing || !isArea(drawing.kind) || drawing.points.length < 3) return false;
  const [x0, y0] = drawing.points[0]!;
  return Math.hypot(point[0] - x0, point[1] - y0) <= tolerance;
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return initialState(action.shapes);
    case 'saved':
      return { ...state, shapes: action.shapes, baseline: action.shapes };
    case 'startDrawing':
      return { ...state, drawing: { kind: action.kind, points: [] }, selection: null };
    case 'addDrawPoint':
      return state.drawing ? { ...state, drawing: { ...state.drawing, points: [...state.drawing.points, clampPoint(action.point)] } } : state;
    case 'finishDrawing': {
      const drawing = state.drawing;
      if (!drawing?.points.length) return { ...state, drawing: null };
      const shape: Shape = { id: newShapeId(state.shapes), kind: drawing.kind, points: drawing.points };
      return { ...commit(state, [...state.shapes, shape], { shapeId: shape.id }), drawing: null };
    }
    case 'cancelDrawing':
      return { ...state, drawing: null };
    case 'select':
      return { ...state, selection: action.selection };
    case 'beginChange':
      return { ...state, past: [...state.past, state.shapes].slice(-HISTORY_LIMIT), future: [], interacting: true };
    case 'endChange':
      return state.interacting ? { ...state, interacting: false } : state;
    case 'moveVertex': {
      if (!editable(state, action.shapeId)) return state;
      const shapes = updateShape(state.shapes, action.shapeId, (s) => ({ ...s, points: s.points.map((p, i) => (i === action.vertex ? clampPoint(action.point) : p)) }));
      return action.record ? commit(state, shapes) : { ...state, shapes };
    }
    case 'moveShape': {
      const shape = editable(state, action.shapeId);
      if (!shape) return state;
      // The whole shape stays inside the picture: the move stops at the edge.
      const [dx, dy] = action.delta;
      const xs = shape.points.map((p) => p[0]);
      const ys = shape.points.map((p) => p[1]);
      const mx = Math.min(Math.max(dx, -Math.min(...xs)), 1 - Math.max(...xs));
      const my = Math.min(Math.max(dy, -Math.min(...ys)), 1 - Math.max(...ys));
      const shapes = updateShape(state.shapes, action.shapeId, (s) => ({ ...s, points: s.points.map(([x, y]) => [x + mx, y + my] as Point) }));
      return action.record ? commit(state, shapes) : { ...state, shapes };
    }
    case 'moveEdge': {
      const shape = editable(state, action.shapeId);
      if (!shape) return state;
      const ends = new Set([action.edge, (action.edge + 1) % shape.points.length]);
      const shapes = updateShape(state.shapes, action.shapeId, (s) => ({
        ...s,
        points: s.points.map((p, i) => (ends.has(i) ? clampPoint([p[0] + action.delta[0], p[1] + action.delta[1]]) : p)),
      }));
      return { ...state, shapes };
    }
    case 'insertVertex': {
      if (!editable(state, action.shapeId)) return state;
      const shapes = updateShape(state.shapes, action.shapeId, (s) => ({
        ...s,
        points: [...s.points.slice(0, action.after + 1), clampPoint(action.point), ...s.points.slice(action.after + 1)],
      }));
      return commit(state, shapes, { shapeId: action.shapeId, vertex: action.after + 1 });
    }
    case 'deleteSelected': {
      const selection = state.selection;
      if (!selection || !editable(state, selection.shapeId)) return state;
      if (selection.vertex === undefined)
        return commit(
          state,
          state.shapes.filter((s) => s.id !== selection.shapeId),
          null,
        );
      const shapes = updateShape(state.shapes, selection.shapeId, (s) => ({ ...s, points: s.points.filter((_, i) => i !== selection.vertex) }));
      return commit(state, shapes, { shapeId: selection.shapeId });
    }
    case 'nudge': {
      const selection = state.selection;
      if (!selection) return state;
      if (selection.vertex === undefined) return editorReducer(state, { type: 'moveShape', shapeId: selection.shapeId, delta: action.delta, record: true });
      const shape = editable(state, selection.shapeId);
      const point = shape?.points[selection.vertex];
      if (!point) return state;
      return editorReducer(state, {
        type: 'moveVertex',
        shapeId: selection.shapeId,
        vertex: selection.vertex,
        point: [point[0] + action.delta[0], point[1] + action.delta[1]],
        record: true,
      });
    }
    case 'toggle': {
      const shapes = updateShape(state.shapes, action.shapeId, (s) => {
        const { [action.flag]: on, ...rest } = s;
        return on ? rest : { ...rest, [action.flag]: true };
      });
      return commit(state, shapes);
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { ...state, shapes: previous, past: state.past.slice(0, -1), future: [state.shapes, ...state.future], selection: keepSelection(previous, state.selection) };
    }
    case 'redo': {
      const next = state.future[0];
      if (!next) return state;
      return { ...state, shapes: next, past: [...state.past, state.shapes], future: state.future.slice(1), selection: keepSelection(next, state.selection) };
    }
  }
}

/** The selection as far as it still exists among `shapes`. */
function keepSelection(shapes: Shape[], selection: Selection | null): Selection | null {
  const shape = selection && shapes.find((s) => s.id === selection.shapeId);
  if (!shape || !selection) return null;
  return selection.vertex !== undefined && selection.vertex < shape.points.length ? selection : { shapeId: shape.id };
}
