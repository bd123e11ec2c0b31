import type { Point } from '@core/video-director';

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
