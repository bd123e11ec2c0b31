import { laneConfigSubs } from '@core/installation-pages';
import { installationRoute, type InstallationFit, type PageLoader, type RouteEntry } from './area-manifest';

/** Which installations an installation sub-page concerns, shared by the areas whose pages sit in the installation's frame. */
export const FITS = {
  terminal: { types: ['terminal'] },
  video: { types: ['video', 'videoDirector', 'eventMovie', 'startFinish'] },
  recorded: { types: ['video', 'videoDirector'] },
  /** Installations whose media guests order (pictures and videos). */
  media: { types: ['video', 'videoDirector', 'eventMovie', 'photopoint', 'phototrap', 'actionCam', 'panocam'] },
  v4: { trackers: ['V4'] },
  v3: { trackers: ['V3'] },
  /** Event movies are compiled from recorded sessions. */
  movies: { types: ['eventMovie', 'video', 'videoDirector'] },
  startFinish: { types: ['startFinish'] },
  phototrap: { types: ['phototrap'] },
  photopoint: { types: ['photopoint'] },
  photos: { types: ['photopoint', 'phototrap'] },
  panocam: { types: ['panocam'] },
  swiss: { countries: ['CH'] },
} as const satisfies Record<string, InstallationFit>;

/**
 * A V4 lane configuration page of the installation's frame (configuration section), twice: for the
 * whole configuration and for one lane (`…/lane/:laneNumber`), which takes the next tab place.
 */
export const laneConfigRoutes = (sub: string, key: string, page: PageLoader, order: number, extra: Partial<RouteEntry> = {}): RouteEntry[] =>
  laneConfigSubs(sub).map((path, i) => installationRoute(path, key, page, { fits: FITS.v4, section: 'configuration', order: order + i * 10, ...extra }));
