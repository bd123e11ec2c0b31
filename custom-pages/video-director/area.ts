import { defineArea, installationRoute, type PageLoader } from '@src/shell/area-manifest';
import { FITS, laneConfigRoutes } from '@src/shell/installation-routes';

const videoDirector: PageLoader = () => import('./VideoDirectorPage');

/** The video director: a recorder's lane shapes and camera cues. */
export default defineArea({
  name: 'video-director',
  routes: [
    ...laneConfigRoutes('tracker/config/videodirector/:configId?', 'configVideoDirector', videoDirector, 210, { capability: 'devices.manage' }),
    installationRoute('videodirector/:videoRecorderId', 'videodirector', videoDirector, { fits: FITS.recorded, order: 270 }),
  ],
  messages: () => import('./messages'),
  labels: {
    configVideoDirector: ['Video director configuration', 'Videoregie-Konfiguration'],
    videodirector: ['Video director', 'Videoregie'],
  },
});
