import { defineArea, installationRoute, named } from '@src/shell/area-manifest';
import { FITS, laneConfigRoutes } from '@src/shell/installation-routes';
import { lazyMethods } from '@src/data/lazy-methods';
import type { TrackerMethods } from './methods';

const laneConfigPages = () => import('./LaneConfigPages');
const laneOverviewPages = () => import('./OverviewPages');
const trackerMediaPages = () => import('./MediaPages');
const terminalPages = () => import('./TerminalPages');

/** The tracker side of an installation: sessions, lanes and their configurations, event movies, photos, terminal sales. */
export default defineArea({
  name: 'tracker',
  routes: [
    installationRoute('session', 'session', named(laneOverviewPages, 'SessionPage'), { fits: FITS.video, order: 50 }),
    installationRoute('eventmovie', 'eventmovie', named(trackerMediaPages, 'EventMoviePage'), { fits: FITS.movies, order: 110 }),
    installationRoute('eventmovie/configure', 'eventmovieConfigure', named(trackerMediaPages, 'EventMovieConfigurePage'), {
      capability: 'devices.manage',
      fits: FITS.movies,
      section: 'configuration',
      order: 120,
    }),
    installationRoute('trackerv3', 'trackerv3', named(laneOverviewPages, 'TrackerV3Page'), { fits: FITS.v3, order: 140 }),
    ...laneConfigRoutes('tracker/videopublisher', 'videopublisher', named(laneConfigPages, 'VideoPublisherPage'), 150),
    ...laneConfigRoutes('tracker/config/cameramanagement', 'configCameraManagement', named(laneConfigPages, 'CameraConfigPage'), 170, { capability: 'devices.manage' }),
    ...laneConfigRoutes('tracker/config/startfinish', 'configStartFinish', named(laneConfigPages, 'StartFinishConfigPage'), 190, { capability: 'devices.manage' }),
    ...laneConfigRoutes('tracker/config/recorder/:configId', 'configRecorder', named(laneConfigPages, 'RecorderConfigPage'), 230, { capability: 'devices.manage' }),
    installationRoute('startfinish', 'startfinish', named(laneOverviewPages, 'StartFinishPage'), { fits: FITS.startFinish, order: 250 }),
    installationRoute('cameramanagement', 'cameramanagement', named(laneOverviewPages, 'CameraManagementPage'), { fits: FITS.video, order: 260 }),
    installationRoute('phototrap', 'phototrap', named(trackerMediaPages, 'PhotoPage'), { fits: FITS.phototrap, order: 300 }),
    installationRoute('photopoint', 'photopoint', named(trackerMediaPages, 'PhotoPage'), { fits: FITS.photopoint, order: 320 }),
    installationRoute('svg-template', 'svgTemplate', named(trackerMediaPages, 'SvgTemplatePage'), { fits: FITS.photos, section: 'configuration', order: 330 }),
    installationRoute('terminalSales', 'terminalSales', named(terminalPages, 'TerminalSalesPage'), { fits: FITS.terminal, order: 360 }),
    installationRoute('destination-os-emma-dashboard/:graphId/:hostId', 'emmaDashboard', named(terminalPages, 'EmmaDashboardPage'), { fits: FITS.terminal, order: 520 }),
  ],
  // The methods' code loads with their first call; the console's first load carries only their names.
  methods: (http) =>
    lazyMethods<TrackerMethods>(() => import('./methods').then((m) => m.trackerMethods(http)), {
      getApplied: true,
      applyLaneConfig: true,
      reprocessSession: true,
      compileEventMovie: true,
      getTerminalSales: true,
      getMonitoringGraph: true,
      getPublishedMedia: true,
    }),
  messages: () => import('./messages'),
  labels: {
    session: ['Sessions', 'Sitzungen'],
    eventmovie: ['Event movie', 'Eventfilm'],
    eventmovieConfigure: ['Configure event movie', 'Eventfilm konfigurieren'],
    trackerv3: ['Tracker V3', 'Tracker V3'],
    videopublisher: ['Video publisher', 'Video-Veröffentlichung'],
    configCameraManagement: ['Camera management configuration', 'Konfiguration Kameraverwaltung'],
    configStartFinish: ['Start/finish configuration', 'Start/Ziel-Konfiguration'],
    configRecorder: ['Recorder configuration', 'Rekorder-Konfiguration'],
    startfinish: ['Start/finish', 'Start/Ziel'],
    cameramanagement: ['Camera management', 'Kameraverwaltung'],
    phototrap: ['Phototrap', 'Fotofalle'],
    photopoint: ['Photopoint', 'Fotopunkt'],
    svgTemplate: ['SVG template', 'SVG-Vorlage'],
    terminalSales: ['Terminal sales', 'Terminal-Verkäufe'],
    emmaDashboard: ['Monitoring dashboard', 'Monitoring-Dashboard'],
  },
});
