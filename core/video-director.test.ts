import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { directorRule, missingAreas, nearestOnSegment, newShapeId, selfIntersects, shapeProblem, shapesSchema, type Shape } from './video-director';

const square = (x: number, y: number, s = 0.1): Shape['points'] => [
  [x, y],
  [x + s, y],
  [x + s, y + s],
  [x, y + s],
];
const complete: Shape[] = [
  { id: 'a', kind: 'init', points: square(0.1, 0.1) },
  { id: 'b', kind: 'release', points: square(0.3, 0.1) },
  { id: 'c', kind: 'flow', points: square(0.3, 0.4) },
  { id: 'd', kind: 'turnOff', points: square(0.7, 0.7) },
];

describe('video director geometry', () => {
  it('finds a bow tie crossing itself and accepts a concave polygon that does not', () => {
    expect(
      selfIntersects([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
      ]),
    ).toBe(true);
    expect(
      selfIntersects([
        [0, 0],
        [1, 0],
        [0.5, 0.2],
        [1, 1],
        [0, 1],
      ]),
    ).toBe(false);
    expect(selfIntersects(square(0.2, 0.2))).toBe(false);
  });

  it('names the first problem of a shape in the order a user fixes them', () => {
    expect(shapeProblem({ kind: 'init', points: [] })).toBe('noCoordinates');
    expect(
      shapeProblem({
        kind: 'init',
        points: [
          [0.1, 0.1],
          [1.2, 0.1],
          [0.5, 0.5],
        ],
      }),
    ).toBe('outsidePicture');
    expect(
      shapeProblem({
        kind: 'flow',
        points: [
          [0.1, 0.1],
          [0.2, 0.2],
        ],
      }),
    ).toBe('tooFewVertices');
    expect(shapeProblem({ kind: 'zoom', points: [[0.5, 0.5]] })).toBeUndefined();
    expect(shapeProblem({ kind: 'border', points: [[0.5, 1.01]] })).toBe('outsidePicture');
  });

  it('asks for init, release, flow and turn-off areas, counting only valid ones', () => {
    expect(missingAreas(complete)).toEqual([]);
    expect(missingAreas(complete.slice(1))).toEqual(['init']);
    expect(missingAreas([...complete.slice(1), { id: 'x', kind: 'init', points: [[0.1, 0.1]] }])).toEqual(['init']);
  });

  it('refuses malformed structures by schema and invalid geometry by rule, naming the shape', () => {
    expect(shapesSchema(z).safeParse(complete).success).toBe(true);
    expect(shapesSchema(z).safeParse([{ id: 'a', kind: 'init', points: [[Number.NaN, 0]] }]).success).toBe(false);
    expect(shapesSchema(z).safeParse([{ id: 'a b', kind: 'init', points: [] }]).success).toBe(false);
    expect(shapesSchema(z).safeParse([{ id: 'a', kind: 'init', points: [], extra: 1 }]).success).toBe(false);
    expect(shapesSchema(z).safeParse(Array.from({ length: 101 }, (_, i) => ({ id: `s${i}`, kind: 'zoom', points: [[0.5, 0.5]] }))).success).toBe(false);
    expect(directorRule({ areas: complete })).toBeUndefined();
    expect(
      Object.keys(
        directorRule({
          areas: [
            ...complete,
            {
              id: 'e',
              kind: 'motion',
              points: [
                [0.1, 0.1],
                [0.2, 0.2],
              ],
            },
          ],
        }) ?? {},
      ),
    ).toEqual(['areas.4.points']);
    expect(Object.keys(directorRule({ areas: complete.slice(0, 2) }) ?? {})).toEqual(['areas']);
  });

  it('leaves what lacks the shapes’ structure to the schema: the geometry rule says nothing of it', () => {
    for (const areas of ['nonsense', null, [{ kind: 'init' }], [{ kind: 'square', points: [] }], [{ kind: 'init', points: [[0.1, 'x']] }], [{ kind: 'zoom', points: [[0.1]] }]]) {
      expect(directorRule({ areas })).toBeUndefined();
    }
  });

  it('gives new shapes short unused ids and finds the nearest point of an edge', () => {
    expect(newShapeId(complete)).toBe('s5');
    expect(newShapeId([{ id: 's1', kind: 'zoom', points: [] }])).toBe('s2');
    const { distance2, t } = nearestOnSegment([0.5, 0.1], [0, 0], [1, 0]);
    expect(t).toBeCloseTo(0.5);
    expect(distance2).toBeCloseTo(0.01);
  });
});
