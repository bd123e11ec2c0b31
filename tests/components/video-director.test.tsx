import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Notification } from 'react-admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Shape } from '@core/video-director';
import { DirectorEditor } from '@custom-pages/video-director/DirectorEditor';
import { editorReducer, HISTORY_LIMIT, initialState } from '@custom-pages/video-director/editor-state';
import VideoDirectorPage from '@custom-pages/video-director/VideoDirectorPage';
import { useLocation } from 'react-router-dom';
import { renderPage, routeFor } from './page-harness';

const W = 1280;
const H = 720;

beforeAll(() => {
  // jsdom lays nothing out: the picture fills 1280 × 720 screen pixels, one per picture pixel.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return this.tagName.toLowerCase() === 'svg'
      ? ({ left: 0, top: 0, width: W, height: H, right: W, bottom: H, x: 0, y: 0 } as DOMRect)
      : ({ left: 0, top: 0, width: 0, height: 0 } as DOMRect);
  });
  // jsdom has no PointerEvent: a mouse event with a pointer id stands in, so clientX/Y arrive.
  if (!('PointerEvent' in window)) {
    class PointerEventStandIn extends MouseEvent {
      pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
      }
    }
    Object.assign(window, { PointerEvent: PointerEventStandIn });
  }
});

const square = (x: number, y: number, s = 0.1): Shape['points'] => [
  [x, y],
  [x + s, y],
  [x + s, y + s],
  [x, y + s],
];

function open(shapes: Shape[] = [], { roles = ['admin'] } = {}) {
  const record = shapes.length
    ? { id: 'cfg-1', version: 3, installationId: 'inst-1', recorder: 'rec-1', lane: 1, pictureWidth: W, pictureHeight: H, objectLostFrames: 25, areas: shapes }
    : undefined;
  const update = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...data, id: 'cfg-1', version: Number(data.version) + 1 } }));
  const create = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...data, id: 'cfg-new', version: 1 } }));
  renderPage(
    <>
      <DirectorEditor
        target={{ installationId: 'inst-1', recorder: 'rec-1', lane: 1, pictureWidth: W, pictureHeight: H }}
        record={record}
        image={undefined}
        canEdit={roles.includes('admin')}
        name="Director"
      />
      <Notification />
    </>,
    {
      url: '/',
      path: '/',
      roles,
      data: { update, create, getDirectorApplied: vi.fn(async () => ({ applied: null, last: null })), getList: vi.fn(async () => ({ data: [], total: 0 })) },
    },
  );
  return { update, create, canvas: screen.getByTestId('director-canvas') };
}

const at = (x: number, y: number) => ({ clientX: x * W, clientY: y * H, button: 0, pointerId: 1 });
const click = (target: Element, x: number, y: number) => {
  fireEvent.pointerDown(target, at(x, y));
  fireEvent.pointerUp(target, at(x, y));
};
const dragFrom = (target: Element, from: [number, number], to: [number, number]) => {
  const canvas = screen.getByTestId('director-canvas');
  fireEvent.pointerDown(target, at(...from));
  fireEvent.pointerMove(canvas, at((from[0] + to[0]) / 2, (from[1] + to[1]) / 2));
  fireEvent.pointerMove(canvas, at(...to));
  fireEvent.pointerUp(canvas, at(...to));
};
const shapeElement = (id: string) => document.querySelector(`[data-shape-id="${id}"]`)!;
const round = (v: number) => Math.round(v * 1000) / 1000;
const vertices = (id: string) => [...shapeElement(id).querySelectorAll('[data-vertex]')].map((c) => [round(Number(c.getAttribute('cx'))), round(Number(c.getAttribute('cy')))]);
const key = (k: string, extra: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(screen.getByTestId('director-editor'), { key: k, ...extra });

describe('the video director editor', () => {
  it('draws a polygon by clicking its corners and closes it on the first corner', () => {
    const { canvas } = open();
    fireEvent.click(screen.getByRole('button', { name: /Flow area/ }));
    click(canvas, 0.2, 0.2);
    click(canvas, 0.6, 0.2);
    click(canvas, 0.6, 0.6);
    click(canvas, 0.2005, 0.2005);
    expect(screen.queryByTestId('drawing')).toBeNull();
    const shape = shapeElement('s1');
    expect(shape.getAttribute('data-kind')).toBe('flow');
    expect(vertices('s1')).toEqual([
      [256, 144],
      [768, 144],
      [768, 432],
    ]);
    expect(within(screen.getByTestId('shape-list')).getByText('Flow area 1')).toBeTruthy();
  });

  it('finishes with Enter and cancels with Escape; points are added one click each', () => {
    const { canvas } = open();
    fireEvent.click(screen.getByRole('button', { name: /Zoom points/ }));
    click(canvas, 0.5, 0.5);
    click(canvas, 0.7, 0.5);
    key('Enter');
    expect(shapeElement('s1').getAttribute('data-kind')).toBe('zoom');
    expect(vertices('s1')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: /Init area/ }));
    click(canvas, 0.1, 0.1);
    key('Escape');
    expect(screen.queryByTestId('drawing')).toBeNull();
    expect(document.querySelectorAll('[data-shape-id]')).toHaveLength(1);
  });

  it('drags a vertex, a whole shape and an edge, inserts a vertex on an edge with a click, and undoes and redoes each step', () => {
    open([{ id: 's1', kind: 'init', points: square(0.1, 0.1, 0.2) }]);
    click(shapeElement('s1').querySelector('polygon')!, 0.2, 0.2);
    dragFrom(shapeElement('s1').querySelector('[data-vertex="2"]')!, [0.3, 0.3], [0.4, 0.5]);
    expect(vertices('s1')[2]).toEqual([512, 360]);
    dragFrom(shapeElement('s1').querySelector('polygon')!, [0.2, 0.2], [0.3, 0.2]);
    expect(vertices('s1')[0]).toEqual([256, 72]);
    fireEvent.pointerDown(shapeElement('s1').querySelector('[data-edge="0"]')!, at(0.3, 0.1));
    fireEvent.pointerUp(screen.getByTestId('director-canvas'), at(0.3, 0.1));
    expect(vertices('s1')).toHaveLength(5);
    // The inserted vertex lies on the edge from (256, 72) to (512, 72).
    expect(vertices('s1')[1]).toEqual([384, 72]);
    dragFrom(shapeElement('s1').querySelector('[data-edge="0"]')!, [0.25, 0.1], [0.25, 0.2]);
    expect(vertices('s1').slice(0, 3)).toEqual([
      [256, 144],
      [384, 144],
      [512, 72],
    ]);
    key('z', { ctrlKey: true });
    expect(vertices('s1')[0]).toEqual([256, 72]);
    key('z', { ctrlKey: true });
    expect(vertices('s1')).toHaveLength(4);
    key('z', { ctrlKey: true });
    expect(vertices('s1')[0]).toEqual([128, 72]);
    key('z', { ctrlKey: true });
    expect(vertices('s1')[2]).toEqual([384, 216]);
    key('z', { ctrlKey: true, shiftKey: true });
    expect(vertices('s1')[2]).toEqual([512, 360]);
  });

  it('nudges the selection with the arrow keys, ten pixels with Shift, and deletes a vertex, then the shape', () => {
    open([{ id: 's1', kind: 'flow', points: square(0.1, 0.1, 0.2) }]);
    fireEvent.click(screen.getByRole('button', { name: /^Flow area 1/ }));
    key('ArrowRight');
    key('ArrowDown', { shiftKey: true });
    expect(vertices('s1')[0]).toEqual([129, 82]);
    fireEvent.pointerDown(shapeElement('s1').querySelector('[data-vertex="3"]')!, at(0.1, 0.3));
    fireEvent.pointerUp(screen.getByTestId('director-canvas'), at(0.1, 0.3));
    key('Delete');
    expect(vertices('s1')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: /^Flow area 1/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Flow area 1/ }));
    key('Delete');
    expect(document.querySelector('[data-shape-id]')).toBeNull();
  });

  it('marks an invalid shape on the picture and in the list, and edits coordinates as numbers', () => {
    open([
      {
        id: 's1',
        kind: 'release',
        points: [
          [0.1, 0.1],
          [0.5, 0.5],
          [0.5, 0.1],
          [0.1, 0.5],
        ],
      },
    ]);
    expect(shapeElement('s1').getAttribute('data-invalid')).toBe('true');
    expect(shapeElement('s1').querySelector('[data-marker="invalid"]')).toBeTruthy();
    expect(within(screen.getByTestId('shape-list')).getByText('The area crosses itself')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Release area 1/ }));
    // Swapping two corners' y untangles the bow tie.
    fireEvent.change(screen.getByRole('spinbutton', { name: 'y of Release area 1, Corner 2 (px)' }), { target: { value: '72' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'y of Release area 1, Corner 3 (px)' }), { target: { value: '360' } });
    expect(shapeElement('s1').getAttribute('data-invalid')).toBeNull();
  });

  it('refuses to save without a valid polygon (spec §8) and saves the normalised geometry with its version', async () => {
    const { update } = open([{ id: 's1', kind: 'init', points: [] }]);
    fireEvent.click(screen.getByRole('button', { name: /^Init area 1/ }));
    key('Delete');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('There are no valid polygons to be saved!')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
    key('z', { ctrlKey: true });
    const valid: Shape[] = [
      { id: 'a', kind: 'init', points: square(0.1, 0.1) },
      { id: 'b', kind: 'release', points: square(0.3, 0.1) },
      { id: 'c', kind: 'flow', points: square(0.3, 0.4) },
      { id: 'd', kind: 'turnOff', points: square(0.7, 0.7) },
    ];
    cleanup();
    const second = open(valid);
    fireEvent.click(screen.getByRole('button', { name: /^Flow area 1/ }));
    key('ArrowLeft');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(second.update).toHaveBeenCalledTimes(1);
    const sent = second.update.mock.calls[0]![1].data as { version: number; areas: Shape[] };
    expect(sent.version).toBe(3);
    expect(sent.areas[2]!.points[0]![0]).toBeCloseTo(0.3 - 1 / W, 10);
  });

  it('names shapes by kind and number in drawing order, never by their ids', () => {
    open([
      { id: 's1', kind: 'init', points: square(0.1, 0.1) },
      { id: 's7', kind: 'flow', points: square(0.3, 0.4) },
      { id: 's9', kind: 'init', points: square(0.5, 0.1) },
    ]);
    expect(screen.getByRole('button', { name: /^Init area 1/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Init area 2/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Flow area 1/ })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\bs[179]\b/);
  });

  it('shows a read-only user the shapes without any tool to change them', () => {
    open([{ id: 's1', kind: 'init', points: square(0.1, 0.1) }], { roles: ['zerolevel'] });
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText(/changing it needs device management rights/)).toBeTruthy();
  });
});

describe('the editor history', () => {
  it(`keeps at least 100 undo steps (${HISTORY_LIMIT})`, () => {
    let state = initialState([{ id: 's1', kind: 'flow', points: square(0.1, 0.1) }]);
    state = editorReducer(state, { type: 'select', selection: { shapeId: 's1' } });
    for (let i = 0; i < 150; i++) state = editorReducer(state, { type: 'nudge', delta: [0.001, 0] });
    for (let i = 0; i < 150; i++) state = editorReducer(state, { type: 'undo' });
    expect(state.shapes[0]!.points[0]![0]).toBeCloseTo(0.1, 10);
    expect(state.shapes).toBe(state.baseline);
  });
});

/** Where the router is: a page that stays where it was keeps the address. */
const Where = () => <span data-testid="where">{useLocation().pathname}</span>;

describe('the video director page', () => {
  const route = routeFor('/installation/:installationId/tracker/config/videodirector/:configId/lane/:laneNumber', 'configVideoDirector');
  const show = (recorder: string) =>
    renderPage(<VideoDirectorPage route={route} />, {
      url: `/installation/inst-1/tracker/config/videodirector/${recorder}/lane/1`,
      path: '/installation/:installationId/tracker/config/videodirector/:configId/lane/:laneNumber',
      roles: ['secondlevel', 'scope_staff'],
      data: {
        getOne: vi.fn(async (resource: string, { id }: { id: string }) => {
          if (resource === 'installations') return { data: { id: 'inst-1', name: 'Laax Video' } };
          if (resource === 'devices' && id === 'rec-1') return { data: { id: 'rec-1', name: 'Finish recorder', installationId: 'inst-1', type: 'recorder' } };
          throw Object.assign(new Error('Not found'), { status: 404 });
        }),
        getList: vi.fn(async () => ({ data: [], total: 0 })),
        getDirectorApplied: vi.fn(async () => ({ applied: null, last: null })),
      },
    });

  it('names the recorder by its name, not its id', async () => {
    show('rec-1');
    expect(await screen.findByRole('heading', { name: 'Finish recorder · Lane 1' })).toBeTruthy();
  });

  it('stays where it was after saving: the same editor, shape selected, zoom, address and undo history kept', async () => {
    let stored = {
      id: 'cfg-1',
      version: 3,
      installationId: 'inst-1',
      recorder: 'rec-1',
      lane: 1,
      pictureWidth: W,
      pictureHeight: H,
      objectLostFrames: 25,
      areas: [
        { id: 'a', kind: 'init', points: square(0.1, 0.1) },
        { id: 'b', kind: 'release', points: square(0.3, 0.1) },
        { id: 'c', kind: 'flow', points: square(0.3, 0.4) },
        { id: 'd', kind: 'turnOff', points: square(0.7, 0.7) },
      ] as Shape[],
    };
    const getList = vi.fn(async (resource: string) => (resource === 'video-director-configs' ? { data: [stored], total: 1 } : { data: [], total: 0 }));
    const update = vi.fn(async (_r: string, { data }: { data: typeof stored }) => {
      stored = { ...stored, ...data, version: stored.version + 1 };
      return { data: stored };
    });
    renderPage(
      <>
        <VideoDirectorPage route={route} />
        <Where />
      </>,
      {
        url: '/installation/inst-1/tracker/config/videodirector/rec-1/lane/1',
        path: '/installation/:installationId/tracker/config/videodirector/:configId/lane/:laneNumber',
        roles: ['secondlevel', 'scope_staff'],
        data: {
          getOne: vi.fn(async (resource: string) => ({
            data: resource === 'installations' ? { id: 'inst-1', name: 'Laax Video' } : { id: 'rec-1', name: 'Finish recorder', installationId: 'inst-1', type: 'recorder' },
          })),
          getList,
          update,
          getDirectorApplied: vi.fn(async () => ({ applied: null, last: null })),
        },
      },
    );
    const canvas = await screen.findByTestId('director-canvas');
    fireEvent.click(screen.getByRole('button', { name: /^Flow area 1/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    const viewBox = canvas.getAttribute('viewBox');
    expect(viewBox).not.toBe(`0 0 ${W} ${H}`);
    key('ArrowLeft');
    const listReads = getList.mock.calls.filter(([r]) => r === 'video-director-configs').length;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(update).toHaveBeenCalledTimes(1);
    // The list of configurations is read again (the saved version), and nothing on screen moves.
    await vi.waitFor(() => expect(getList.mock.calls.filter(([r]) => r === 'video-director-configs').length).toBeGreaterThan(listReads));
    expect(screen.getByTestId('director-canvas')).toBe(canvas);
    expect(screen.getByRole('button', { name: /^Flow area 1/ }).getAttribute('aria-current')).toBe('true');
    expect(canvas.getAttribute('viewBox')).toBe(viewBox);
    expect(screen.getByTestId('where').textContent).toBe('/installation/inst-1/tracker/config/videodirector/rec-1/lane/1');
    // The history stays too: the nudge before saving can still be undone.
    expect((screen.getByRole('button', { name: /^Undo/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says an unknown recorder is not there instead of opening lane 1 of nothing', async () => {
    show('rec-404');
    expect((await screen.findByTestId('unknown-recorder')).textContent).toContain('rec-404');
    expect(screen.queryByTestId('director-canvas')).toBeNull();
  });
});
