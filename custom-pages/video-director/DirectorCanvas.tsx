import { Box } from '@mui/material';
import { useEffect, useRef, useState, type Dispatch, type PointerEvent, type WheelEvent } from 'react';
import { isArea, nearestOnSegment, SHAPE_STYLE, shapeNumbers, type Point, type ShapeKind, type ShapeProblem } from '@core/video-director';
import { closesPolygon, type EditorAction, type EditorState } from './editor-state';
import { ShapeView } from './ShapeView';

export interface View {
  zoom: number;
  /** The picture point (0..1) at the view's top-left corner. */
  x: number;
  y: number;
}
export const WHOLE_PICTURE: View = { zoom: 1, x: 0, y: 0 };
export const MAX_ZOOM = 16;

/** The view zoomed by `factor` around the picture point `at`, kept over the picture. */
export function zoomView(view: View, factor: number, at: Point): View {
  const zoom = Math.min(MAX_ZOOM, Math.max(1, view.zoom * factor));
  const span = 1 / zoom;
  const keep = (start: number, centre: number, old: number) => Math.min(1 - span, Math.max(0, centre - ((centre - start) * old) / span));
  return { zoom, x: keep(view.x, at[0], 1 / view.zoom), y: keep(view.y, at[1], 1 / view.zoom) };
}

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

export interface DirectorCanvasProps {
  width: number;
  height: number;
  image: string | undefined;
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  problems: ReadonlyMap<string, ShapeProblem>;
  readOnly: boolean;
  view: View;
  onView: (view: View) => void;
  kindLabel: (kind: ShapeKind) => string;
  problemLabel: (problem: ShapeProblem) => string;
  name: string;
  /** Reports the picture point under the pointer (for the coordinates readout). */
  onHover?: (point: Point | undefined) => void;
}

/**
 * The drawing surface: SVG over the camera picture (DOM-testable, every shape an element with
 * its own pointer events; see docs/ARCHITECTURE.md). Geometry stays normalised; the SVG draws it
 * in picture pixels and the viewBox does zoom and pan.
 */
export function DirectorCanvas(props: DirectorCanvasProps) {
  const { width, height, image, state, dispatch, problems, readOnly, view, onView, kindLabel, problemLabel, name, onHover } = props;
  const numbers = shapeNumbers(state.shapes);
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<Drag | null>(null);
  const [cursor, setCursor] = useState<Point | undefined>();
  const [screenWidth, setScreenWidth] = useState(width);

  useEffect(() => {
    const element = svg.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && entry.contentRect.width > 0 && setScreenWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const span = 1 / view.zoom;
  const unit = (width * span) / Math.max(1, screenWidth);

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

  const drawing = state.drawing;
  const drawStyle = drawing ? SHAPE_STYLE[drawing.kind] : undefined;
  const selection = state.selection;
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: `${width} / ${height}`,
        bgcolor: '#5f6b78',
        overflow: 'hidden',
        borderRadius: 1,
        touchAction: 'none',
        '& .shape:hover .outline': { fillOpacity: 0.32 },
        '& [data-vertex]:hover': { filter: 'drop-shadow(0 0 3px #000)' },
        '& svg:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
      }}
    >
      {image && (
        // The picture is a layer of its own under the drawing: moving a vertex repaints the shapes,
        // never the (large, scaled) camera picture. Zoom and pan move it as the viewBox moves the shapes.
        <Box
          component="img"
          src={image}
          alt=""
          data-testid="director-picture"
          draggable={false}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            transformOrigin: '0 0',
            transform: `scale(${view.zoom}) translate(${-view.x * 100}%, ${-view.y * 100}%)`,
            willChange: 'transform',
            pointerEvents: 'none',
            userSelect: 'none',
          }}
        />
      )}
      <svg
        ref={svg}
        data-testid="director-canvas"
        role="application"
        aria-label={name}
        // Focusable, so a click on the picture keeps the editor's keys (Enter, Escape, Ctrl+Z, arrows) working.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the SVG is the editor's drawing surface (role application), operated by pointer and keys.
        tabIndex={0}
        viewBox={`${view.x * width} ${view.y * height} ${span * width} ${span * height}`}
        preserveAspectRatio="none"
        width="100%"
        height="100%"
        style={{ position: 'relative', display: 'block', cursor: drawing ? 'crosshair' : 'default', userSelect: 'none' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onPointerLeave={() => onHover?.(undefined)}
        onWheel={onWheel}
      >
        {state.shapes.map((shape) => (
          <ShapeView
            key={shape.id}
            shape={shape}
            width={width}
            height={height}
            unit={unit}
            selected={selection?.shapeId === shape.id}
            selectedVertex={selection?.shapeId === shape.id ? selection.vertex : undefined}
            problem={problems.get(shape.id)}
            label={`${kindLabel(shape.kind)} ${numbers.get(shape.id)}`}
            problemLabel={problems.has(shape.id) ? problemLabel(problems.get(shape.id)!) : undefined}
          />
        ))}
        {drawing && drawStyle && (
          <g data-testid="drawing" pointerEvents="none">
            {drawing.points.length > 0 && (
              <polyline
                points={[...drawing.points, ...(cursor ? [cursor] : [])].map(([x, y]) => `${x * width},${y * height}`).join(' ')}
                fill={isArea(drawing.kind) ? drawStyle.colour : 'none'}
                fillOpacity={0.12}
                stroke={drawStyle.colour}
                strokeWidth={2 * unit}
                strokeDasharray={isArea(drawing.kind) ? undefined : `${4 * unit} ${4 * unit}`}
              />
            )}
            {drawing.points.map(([x, y], i) => (
              <circle
                // biome-ignore lint/suspicious/noArrayIndexKey: vertices being drawn are known by their order.
                key={i}
                cx={x * width}
                cy={y * height}
                r={(i === 0 && isArea(drawing.kind) ? 8 : 5) * unit}
                fill={i === 0 ? '#ffffff' : drawStyle.colour}
                stroke={drawStyle.colour}
                strokeWidth={2 * unit}
              />
            ))}
          </g>
        )}
      </svg>
    </Box>
  );
}
