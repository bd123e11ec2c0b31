import { Box } from '@mui/material';
import { useEffect, useRef, useState, type Dispatch } from 'react';
import { isArea, SHAPE_STYLE, shapeNumbers, type Point, type ShapeKind, type ShapeProblem } from '@core/video-director';
import { useCanvasPointer } from './canvas-pointer';
import type { View } from './canvas-view';
import type { EditorAction, EditorState } from './editor-state';
import { ShapeView } from './ShapeView';

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

  const { cursor, onPointerDown, onPointerMove, endDrag, onWheel } = useCanvasPointer({ svg, view, width, unit, state, dispatch, readOnly, onView, onHover });

  const drawing = state.drawing;
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
        {drawing && <DrawingPreview drawing={drawing} cursor={cursor} width={width} height={height} unit={unit} />}
      </svg>
    </Box>
  );
}

/** The shape being drawn: its points so far, the line on to the pointer, the first vertex larger (a click there closes an area). */
function DrawingPreview({
  drawing,
  cursor,
  width,
  height,
  unit,
}: {
  drawing: NonNullable<EditorState['drawing']>;
  cursor: Point | undefined;
  width: number;
  height: number;
  unit: number;
}) {
  const drawStyle = SHAPE_STYLE[drawing.kind];
  return (
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
  );
}
