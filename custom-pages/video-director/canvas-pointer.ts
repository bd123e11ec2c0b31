import { type Dispatch, type PointerEvent, type RefObject, useRef, useState, type WheelEvent } from 'react';
import { nearestOnSegment, type Point } from '@core/video-director';
import { type View, zoomView } from './canvas-view';
import { closesPolygon, type EditorAction, type EditorState } from './editor-state';

interface Drag {
  mode: 'vertex' | 'shape' | 'edge' | 'pan';
  shapeId?: string;
  vertex?: number;
  edge?: number;
  /** Where the pointer went down (picture 0..1). */
  origin: Point;
  last: Point;
  started: boolean;
  pointerId: number;
}

export interface CanvasPointerInput {
  svg: RefObject<SVGSVGElement | null>;
  view: View;
  /** The picture's width in pixels, and one screen pixel in picture pixels. */
  width: number;
  unit: number;
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  readOnly: boolean;
  onView: (view: View) => void;
  onHover?: (point: Point | undefined) => void;
}

/**
 * What the pointer does on the drawing surface: a click adds a vertex while drawing (closing the
 * polygon on its first vertex), selects a shape or a vertex, drags a vertex, an edge or a shape
 * (one undo step each), inserts a vertex on an edge clicked without moving, pans with the middle
 * button or a zoomed picture, and zooms with the wheel around the pointer.
 */
export function useCanvasPointer({ svg, view, width, unit, state, dispatch, readOnly, onView, onHover }: CanvasPointerInput) {
  const drag = useRef<Drag | null>(null);
  const [cursor, setCursor] = useState<Point | undefined>();
  const span = 1 / view.zoom;

  /** The picture point (0..1) under a pointer. */
  const toPicture = (clientX: number, clientY: number): Point => {
    const rect = svg.current!.getBoundingClientRect();
    const fx = rect.width ? (clientX - rect.left) / rect.width : 0;
    const fy = rect.height ? (clientY - rect.top) / rect.height : 0;
    return [view.x + fx * span, view.y + fy * span];
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0 && event.button !== 1) return;
    const point = toPicture(event.clientX, event.clientY);
    const target = event.target as Element;
    const shapeElement = target.closest('[data-shape-id]');
    const shapeId = shapeElement?.getAttribute('data-shape-id') ?? undefined;
    const begin = (d: Omit<Drag, 'last' | 'started' | 'pointerId' | 'origin'>) => {
      drag.current = { ...d, last: point, origin: point, started: false, pointerId: event.pointerId };
      svg.current?.setPointerCapture?.(event.pointerId);
    };
    if (event.button === 1) return begin({ mode: 'pan' });
    if (state.drawing && !readOnly) {
      // A click on the first vertex (within a few screen pixels) closes the polygon.
      if (closesPolygon(state.drawing, point, (8 * unit) / width)) dispatch({ type: 'finishDrawing' });
      else dispatch({ type: 'addDrawPoint', point });
      return;
    }
    const vertex = target.getAttribute('data-vertex');
    const edge = target.getAttribute('data-edge');
    if (shapeId && vertex !== null) {
      dispatch({ type: 'select', selection: { shapeId, vertex: Number(vertex) } });
      if (!readOnly) begin({ mode: 'vertex', shapeId, vertex: Number(vertex) });
      return;
    }
    if (shapeId && edge !== null && !readOnly) {
      // Dragging an edge moves it; a click on it (no movement) inserts a vertex there, on release.
      begin({ mode: 'edge', shapeId, edge: Number(edge) });
      return;
    }
    if (shapeId) {
      dispatch({ type: 'select', selection: { shapeId } });
      if (!readOnly) begin({ mode: 'shape', shapeId });
      return;
    }
    dispatch({ type: 'select', selection: null });
    if (view.zoom > 1) begin({ mode: 'pan' });
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const point = toPicture(event.clientX, event.clientY);
    onHover?.(point);
    if (state.drawing) setCursor(point);
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    if (d.mode === 'pan') {
      const x = Math.min(1 - span, Math.max(0, view.x - (point[0] - d.last[0])));
      const y = Math.min(1 - span, Math.max(0, view.y - (point[1] - d.last[1])));
      onView({ ...view, x, y });
      return;
    }
    if (!d.started) {
      if (Math.hypot(point[0] - d.last[0], point[1] - d.last[1]) * width < 2 * unit) return;
      d.started = true;
      dispatch({ type: 'beginChange' });
    }
    if (d.mode === 'vertex') dispatch({ type: 'moveVertex', shapeId: d.shapeId!, vertex: d.vertex!, point });
    else if (d.mode === 'edge') dispatch({ type: 'moveEdge', shapeId: d.shapeId!, edge: d.edge!, delta: [point[0] - d.last[0], point[1] - d.last[1]] });
    else dispatch({ type: 'moveShape', shapeId: d.shapeId!, delta: [point[0] - d.last[0], point[1] - d.last[1]] });
    d.last = point;
  };

  const endDrag = (event: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (d?.pointerId !== event.pointerId) return;
    drag.current = null;
    if (d.started && d.mode !== 'pan') dispatch({ type: 'endChange' });
    else if (!d.started && d.mode === 'edge') {
      // The new vertex sits exactly on the edge, where the pointer is nearest to it.
      const points = state.shapes.find((s) => s.id === d.shapeId)?.points ?? [];
      const a = points[d.edge!];
      const b = points[(d.edge! + 1) % points.length];
      const t = a && b ? nearestOnSegment(d.origin, a, b).t : 0;
      const onEdge: Point = a && b ? [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])] : d.origin;
      dispatch({ type: 'insertVertex', shapeId: d.shapeId!, after: d.edge!, point: onEdge });
    }
  };

  const onWheel = (event: WheelEvent<SVGSVGElement>) => {
    onView(zoomView(view, event.deltaY < 0 ? 1.25 : 0.8, toPicture(event.clientX, event.clientY)));
  };

  return { cursor, onPointerDown, onPointerMove, endDrag, onWheel };
}
