import { polygon } from '@turf/helpers';
import { kinks } from '@turf/kinks';
import { issue } from './resource-kit/messages';
import type { RecordRule, StructureZod } from './resource-kit/types';

/**
 * The video director's configuration (spec §5/§9): where a racer enters (init), is released,
 * flows and leaves (turn-off) the camera picture, where motion is detected, and the points the
 * camera zooms at and that bound the picture. Geometry is normalised to the picture (0..1) and
 * stored with the picture's size, so a camera with another resolution keeps the areas in place.
 * The console's editor and the server check it with the same functions.
 */
export const AREA_KINDS = ['init', 'release', 'flow', 'turnOff', 'motion'] as const;
export const POINT_KINDS = ['zoom', 'border'] as const;
export const SHAPE_KINDS = [...AREA_KINDS, ...POINT_KINDS] as const;
export type AreaKind = (typeof AREA_KINDS)[number];
export type ShapeKind = (typeof SHAPE_KINDS)[number];

export type Point = [x: number, y: number];
export interface Shape {
  id: string;
  kind: ShapeKind;
  points: Point[];
  hidden?: boolean;
  locked?: boolean;
}

/**
 * Each shape's number among the shapes of its kind, in drawing order: people name the second init
 * area "Init area 2", not by its id.
 */
export function shapeNumbers(shapes: readonly Shape[]): Map<string, number> {
  const counts = new Map<ShapeKind, number>();
  const numbers = new Map<string, number>();
  for (const shape of shapes) {
    const n = (counts.get(shape.kind) ?? 0) + 1;
    counts.set(shape.kind, n);
    numbers.set(shape.id, n);
  }
  return numbers;
}

/** The areas a recorder cannot work without. */
export const REQUIRED_AREAS: readonly AreaKind[] = ['init', 'release', 'flow', 'turnOff'];
export const DEFAULT_OBJECT_LOST_FRAMES = 25;
export const LIMITS = { shapes: 100, pointsPerShape: 1000, pointsTotal: 5000 } as const;

/**
 * How each kind is drawn: the Okabe–Ito palette (told apart with the common colour-vision
 * deficiencies), a dash pattern and a letter of its own, so the kind never depends on colour alone.
 */
export const SHAPE_STYLE: Record<ShapeKind, { colour: string; dash: string; letter: string }> = {
  init: { colour: '#0072B2', dash: '', letter: 'I' },
  release: { colour: '#009E73', dash: '10 4', letter: 'R' },
  flow: { colour: '#E69F00', dash: '2 3', letter: 'F' },
  turnOff: { colour: '#D55E00', dash: '12 3 2 3', letter: 'T' },
  motion: { colour: '#CC79A7', dash: '6 6', letter: 'M' },
  zoom: { colour: '#56B4E9', dash: '', letter: 'Z' },
  border: { colour: '#F0E442', dash: '', letter: 'B' },
};

export const isArea = (kind: ShapeKind): kind is AreaKind => (AREA_KINDS as readonly string[]).includes(kind);

export type ShapeProblem = 'noCoordinates' | 'tooFewVertices' | 'selfIntersecting' | 'outsidePicture';

const inside = ([x, y]: Point) => x >= 0 && x <= 1 && y >= 0 && y <= 1;

/** Whether the polygon's edges cross (turf's kinks: the sweep-line intersection of its ring). */
export function selfIntersects(points: Point[]): boolean {
  if (points.length < 4) return false;
  const ring = [...points, points[0]!];
  try {
    return kinks(polygon([ring])).features.length > 0;
  } catch {
    // Repeated vertices make turf refuse the ring: a degenerate shape, as good as crossing itself.
    return true;
  }
}

/** What is wrong with one shape, if anything: the first problem, in the order a user fixes them. */
export function shapeProblem(shape: Pick<Shape, 'kind' | 'points'>): ShapeProblem | undefined {
  if (!shape.points.length) return 'noCoordinates';
  if (!shape.points.every(inside)) return 'outsidePicture';
  if (!isArea(shape.kind)) return undefined;
  if (shape.points.length < 3) return 'tooFewVertices';
  if (selfIntersects(shape.points)) return 'selfIntersecting';
  return undefined;
}

/** The required areas no valid shape provides. */
export function missingAreas(shapes: readonly Shape[]): AreaKind[] {
  const present = new Set(shapes.filter((s) => !shapeProblem(s)).map((s) => s.kind));
  return REQUIRED_AREAS.filter((k) => !present.has(k));
}

/**
 * The stored shapes' structure and limits; the geometry rules follow in `directorRule`. Built with
 * the zod the kit hands in (`StructuredField.schema`): the definitions evaluate this module on every
 * list screen, which then loads no validation library.
 */
export function shapesSchema(z: StructureZod) {
  const coordinate = z
    .number({ error: issue('type', { expected: 'a number between 0 and 1' }) })
    .refine(Number.isFinite, { error: issue('type', { expected: 'a finite number' }) });
  return z
    .array(
      z
        .object(
          {
            id: z
              .string({ error: issue('type', { expected: 'an id' }) })
              .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: issue('type', { expected: 'an id of letters, digits, - and _' }) }),
            kind: z.enum(SHAPE_KINDS, { error: issue('oneOf', { options: SHAPE_KINDS.join(', ') }) }),
            points: z
              .array(z.tuple([coordinate, coordinate], { error: issue('type', { expected: '[x, y]' }) }), { error: issue('type', { expected: 'a list of [x, y]' }) })
              .max(LIMITS.pointsPerShape, { error: issue('tooMany', { max: LIMITS.pointsPerShape }) }),
            hidden: z.boolean({ error: issue('type', { expected: 'true or false' }) }).optional(),
            locked: z.boolean({ error: issue('type', { expected: 'true or false' }) }).optional(),
          },
          { error: issue('type', { expected: 'a shape { id, kind, points }' }) },
        )
        .strict(),
      { error: issue('type', { expected: 'a list of shapes' }) },
    )
    .max(LIMITS.shapes, { error: issue('tooMany', { max: LIMITS.shapes }) })
    .superRefine((shapes, ctx) => {
      const total = shapes.reduce((n, s) => n + s.points.length, 0);
      if (total > LIMITS.pointsTotal) ctx.addIssue({ code: 'custom', message: issue('tooMany', { max: LIMITS.pointsTotal }) });
      const ids = new Set<string>();
      shapes.forEach((s, i) => {
        if (ids.has(s.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: issue('duplicateItems') });
        ids.add(s.id);
      });
    });
}

export const SHAPES_JSON_SCHEMA = {
  type: 'array',
  maxItems: LIMITS.shapes,
  items: {
    type: 'object',
    required: ['id', 'kind', 'points'],
    additionalProperties: false,
    properties: {
      id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' },
      kind: { type: 'string', enum: [...SHAPE_KINDS] },
      points: { type: 'array', maxItems: LIMITS.pointsPerShape, items: { type: 'array', items: { type: 'number', minimum: 0, maximum: 1 }, minItems: 2, maxItems: 2 } },
      hidden: { type: 'boolean' },
      locked: { type: 'boolean' },
    },
  },
} as const;

const isPoint = (value: unknown): value is Point => Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number' && Number.isFinite(n));
const isShapeList = (value: unknown): value is Shape[] =>
  Array.isArray(value) &&
  value.every((s) => typeof s === 'object' && s !== null && (SHAPE_KINDS as readonly unknown[]).includes(s.kind) && Array.isArray(s.points) && s.points.every(isPoint));

/**
 * The geometry rules over a whole record (`areas`): every shape valid where it is (marked per
 * shape), and the areas the recorder requires present.
 */
export const directorRule: RecordRule = (record) => {
  // Shapes that do not have their structure are the field schema's to report.
  const shapes = record.areas;
  if (!isShapeList(shapes)) return undefined;
  const problems: Record<string, string> = {};
  shapes.forEach((shape, index) => {
    const problem = shapeProblem(shape);
    if (problem) problems[`areas.${index}.points`] = issue(problem);
  });
  const missing = missingAreas(shapes);
  if (missing.length && !Object.keys(problems).length) problems.areas = issue('areasMissing', { kinds: missing.join(', ') });
  return Object.keys(problems).length ? problems : undefined;
};

/** A shape's ids are short and unique within a configuration. */
export function newShapeId(existing: readonly Shape[]): string {
  const ids = new Set(existing.map((s) => s.id));
  for (let n = existing.length + 1; ; n++) if (!ids.has(`s${n}`)) return `s${n}`;
}

/** Squared distance from p to the segment a–b, and the segment's parameter of the nearest point. */
export function nearestOnSegment(p: Point, a: Point, b: Point): { distance2: number; t: number } {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t = length2 ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2)) : 0;
  const x = a[0] + t * dx - p[0];
  const y = a[1] + t * dy - p[1];
  return { distance2: x * x + y * y, t };
}
