import { memo } from 'react';
import { isArea, SHAPE_STYLE, type Shape, type ShapeProblem } from '@core/video-director';

export interface ShapeViewProps {
  shape: Shape;
  /** Picture pixels per unit of the normalised geometry. */
  width: number;
  height: number;
  /** Picture pixels per screen pixel: handles and strokes keep their size on screen when zooming. */
  unit: number;
  selected: boolean;
  selectedVertex: number | undefined;
  problem: ShapeProblem | undefined;
  label: string;
  problemLabel: string | undefined;
}

const ERROR = '#b71c1c';

/**
 * One area or set of points over the picture: its colour, dash pattern and letter (never colour
 * alone), the vertex handles and the edges to insert a vertex on when selected, and a marker
 * where it is invalid. Memoised on the shape's identity: dragging one vertex redraws one shape.
 */
export const ShapeView = memo(function ShapeView({ shape, width, height, unit, selected, selectedVertex, problem, label, problemLabel }: ShapeViewProps) {
  if (shape.hidden) return null;
  const style = SHAPE_STYLE[shape.kind];
  const pts = shape.points.map(([x, y]) => [x * width, y * height] as const);
  const area = isArea(shape.kind);
  const centre = pts.length ? ([pts.reduce((s, p) => s + p[0], 0) / pts.length, pts.reduce((s, p) => s + p[1], 0) / pts.length] as const) : undefined;
  const stroke = (selected ? 3 : 2) * unit;
  const dash = style.dash
    ? style.dash
        .split(' ')
        .map((d) => Number(d) * unit)
        .join(' ')
    : undefined;
  const path = pts.map((p) => p.join(',')).join(' ');
  const name = problemLabel ? `${label}: ${problemLabel}` : label;
  return (
    // A named group per shape (SVG has no fieldset): assistive technology reads each area's kind and problem.
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG g is not interactive; the rule mistakes it.
    // biome-ignore lint/a11y/useSemanticElements: SVG has no element for a group with a name.
    <g className="shape" data-shape-id={shape.id} data-kind={shape.kind} data-invalid={problem ? 'true' : undefined} aria-label={name} role="group">
      <title>{name}</title>
      {area && pts.length > 1 && (
        <polygon
          className="outline"
          data-part="body"
          points={path}
          fill={style.colour}
          fillOpacity={selected ? 0.3 : 0.18}
          stroke={style.colour}
          strokeWidth={stroke}
          strokeDasharray={dash}
          strokeLinejoin="round"
          style={{ cursor: shape.locked ? 'not-allowed' : 'move' }}
        />
      )}
      {!area && shape.kind === 'border' && pts.length > 1 && (
        <polygon points={path} fill="none" stroke={style.colour} strokeWidth={stroke} strokeDasharray={`${4 * unit} ${4 * unit}`} pointerEvents="none" />
      )}
      {problem && area && pts.length > 1 && (
        <polygon points={path} fill="none" stroke={ERROR} strokeWidth={stroke + 2 * unit} strokeDasharray={`${3 * unit} ${3 * unit}`} pointerEvents="none" data-marker="invalid" />
      )}
      {selected &&
        area &&
        !shape.locked &&
        pts.map((p, i) => {
          const next = pts[(i + 1) % pts.length]!;
          return (
            <line
              // biome-ignore lint/suspicious/noArrayIndexKey: an edge is known by the index of the vertex it starts at.
              key={`edge-${i}`}
              data-edge={i}
              x1={p[0]}
              y1={p[1]}
              x2={next[0]}
              y2={next[1]}
              stroke="transparent"
              strokeWidth={12 * unit}
              style={{ cursor: 'copy' }}
            />
          );
        })}
      {pts.map((p, i) => {
        const active = selected && selectedVertex === i;
        const radius = (area ? (selected ? 6 : 0) : active ? 9 : 7) * unit;
        if (!radius) return null;
        return (
          <circle
            // biome-ignore lint/suspicious/noArrayIndexKey: a vertex is known by its place in the shape.
            key={`v-${i}`}
            data-vertex={i}
            cx={p[0]}
            cy={p[1]}
            r={radius}
            fill={active ? '#ffffff' : style.colour}
            stroke={active ? style.colour : '#ffffff'}
            strokeWidth={2 * unit}
            style={{ cursor: shape.locked ? 'not-allowed' : 'grab' }}
          />
        );
      })}
      {!area &&
        pts.map((p, i) => (
          <text
            // biome-ignore lint/suspicious/noArrayIndexKey: a point's letter follows the point.
            key={`l-${i}`}
            x={p[0] + 9 * unit}
            y={p[1] - 9 * unit}
            fontSize={13 * unit}
            fontWeight={700}
            fill="#000000"
            stroke="#ffffff"
            strokeWidth={3 * unit}
            paintOrder="stroke"
            pointerEvents="none"
          >
            {style.letter}
            {i + 1}
          </text>
        ))}
      {area && centre && (
        <text
          x={centre[0]}
          y={centre[1]}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={16 * unit}
          fontWeight={700}
          fill={problem ? ERROR : '#000000'}
          stroke="#ffffff"
          strokeWidth={4 * unit}
          paintOrder="stroke"
          pointerEvents="none"
        >
          {problem ? `${style.letter} !` : style.letter}
        </text>
      )}
    </g>
  );
});
