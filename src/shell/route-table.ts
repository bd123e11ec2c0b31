import type { ComponentType, ReactNode } from 'react';
import { ACTION_CAPABILITIES, type Capability } from '@core/access';
import { MENU_AREAS, type MenuArea } from '@core/resource-kit/types';
import { InboxMenuIcon } from './unread-notes';

/**
 * Every route of spec §2 that no resource owns, registered once. An entry with a `page` is built:
 * the page is a lazy import of its module in `custom-pages/<area>/`, and the router, menu,
 * breadcrumb, access check and the route tests all read this entry. An entry with `redirect`
 * sends the user on; one with neither is still planned and shows a translated "being built"
 * notice naming its area (the route-table test prints what is left). Routes that show a
 * resource's screens are owned by the resource's definition (`routes` in `resources/<name>.ts`),
 * never by this table: a test fails when both or neither claim a spec route.
 */
export type Area = MenuArea;

/** What a page module gives: the page component, given its route entry. */
export type PageComponent = ComponentType<{ route: RouteEntry }>;
export type PageLoader = () => Promise<{ default: PageComponent }>;

export interface RouteEntry {
  /** react-router path; `?` marks optional segments. */
  path: string;
  /** Translation key of the breadcrumb and menu label: `gondola.routes.<key>`. */
  key: string;
  area: Area;
  capability: Capability;
  /** Shown in the grouped menu (only parameterless routes). */
  menu?: boolean;
  /** The menu's icon when not the area's. */
  icon?: ComponentType;
  /** The page, as a lazy import (`() => import('@custom-pages/…')`). */
  page?: PageLoader;
  /** The frame around the page (the installation's tabs). */
  frame?: 'installation';
  /** Where the route sends the user instead (spec redirects). */
  redirect?: (params: Record<string, string | undefined>) => string;
  /** Parameters that name a record: the breadcrumb shows its name. */
  names?: Record<string, string>;
  /**
   * The page brings the definitions and messages it needs itself, so the console does not load all
   * of them with it: the home page, which must stay within the first-load budget.
   */
  light?: true;
  /** An installation sub-page that concerns only some installations: the frame offers its tab only there. */
  fits?: InstallationFit;
  /** Validation of parameters; a failing one shows the not-found page. */
  params?: Record<string, RegExp>;
}

/** Which installations a sub-page concerns, by the installation's type, tracker or country (absent: every one). */
export interface InstallationFit {
  types?: readonly string[];
  trackers?: readonly string[];
  countries?: readonly string[];
}

/** Whether a sub-page concerns this installation (its tab is offered). */
export function fitsInstallation(route: RouteEntry, installation: Record<string, unknown>): boolean {
  const fit = route.fits;
  if (!fit) return true;
  return (
    (!fit.types || fit.types.includes(String(installation.type))) &&
    (!fit.trackers || fit.trackers.includes(String(installation.trackerVersion))) &&
    (!fit.countries || fit.countries.includes(String(installation.country)))
  );
}

export type RouteStatus = 'built' | 'redirect' | 'planned';
export const statusOf = (route: RouteEntry): RouteStatus => (route.page ? 'built' : route.redirect ? 'redirect' : 'planned');

/** A named export of a page module as the page (`named(() => import('…'), 'AssignPage')`). */
function named<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K): PageLoader {
  return () => load().then((m) => ({ default: m[name] as PageComponent }));
}

/** A frame around a page (the installation's tabs): it decides whether the page shows at all (a record that is not there: not found). */
export type FrameComponent = ComponentType<{ route: RouteEntry; children: ReactNode }>;

/** The frames pages sit in, loaded with the page. */
export const FRAMES: Record<NonNullable<RouteEntry['frame']>, () => Promise<{ default: FrameComponent }>> = {
  installation: () => import('@custom-pages/installation/InstallationNav').then((m) => ({ default: m.InstallationNav })),
};

/**
 * A resource's own list, record page or form aside, found by convention:
 * `custom-pages/<area>/<resource>.list.tsx`, `.show.tsx`, `.aside.tsx`, `.actions.tsx` (buttons on the record page), each exporting its
 * component as default. The generic resource screens ask for these and never name a resource.
 */
export const RESOURCE_SCREENS = import.meta.glob<{ default: ComponentType<never> }>('/custom-pages/*/*.{list,show,aside,actions}.tsx');

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const BOOL = /^(true|false|0|1|pdf|tasks)$/;
const SOURCE = /^(zabbix|tracker|skimovie)$/;

const top = (path: string, key: string, area: Area, capability: Capability, extra: Partial<RouteEntry> = {}): RouteEntry => ({ path, key, area, capability, ...extra });

// The home page's module resolves once its own labels and messages are in the console's translations.
const triageHome: PageLoader = () => import('@custom-pages/home/TriageHome').then((m) => m.ready.then(() => m));
const devicePages = () => import('@custom-pages/devices/InstallationDevicePages');
const centralPages = () => import('@custom-pages/devices/CentralDevicePages');
const recordPages = () => import('@custom-pages/catalogue/InstallationRecordsPage');
const installationPages = () => import('@custom-pages/installation/InstallationPages');
const problemPages = () => import('@custom-pages/problems/AcknowledgePages');
const videoDirector: PageLoader = () => import('@custom-pages/video-director/VideoDirectorPage');
const mediaReview: PageLoader = () => import('@custom-pages/media-review/MediaReviewPage');
const calendarPage: PageLoader = () => import('@custom-pages/calendars/CalendarPage');
const communicationPages = () => import('@custom-pages/communication/CommunicationPages');
const laneConfigPages = () => import('@custom-pages/tracker/LaneConfigPages');
const laneOverviewPages = () => import('@custom-pages/tracker/OverviewPages');
const trackerMediaPages = () => import('@custom-pages/tracker/MediaPages');
const terminalPages = () => import('@custom-pages/tracker/TerminalPages');

const TERMINAL: InstallationFit = { types: ['terminal'] };
const VIDEO: InstallationFit = { types: ['video', 'videoDirector', 'eventMovie', 'startFinish'] };
const RECORDED: InstallationFit = { types: ['video', 'videoDirector'] };
/** Installations whose media guests order (pictures and videos). */
const MEDIA: InstallationFit = { types: ['video', 'videoDirector', 'eventMovie', 'photopoint', 'phototrap', 'actionCam', 'panocam'] };
const V4: InstallationFit = { trackers: ['V4'] };
/** Event movies are compiled from recorded sessions. */
const MOVIES: InstallationFit = { types: ['eventMovie', 'video', 'videoDirector'] };

/**
 * Installation sub-pages: path below the installation, label key, capability (default: read the
 * console), page, and which installations it concerns (default: every one).
 */
const INSTALLATION_PAGES: Array<[path: string, key: string, capability?: Capability, page?: PageLoader, fits?: InstallationFit]> = [
  ['operation', 'operation', undefined, () => import('@custom-pages/installation/OperationPage')],
  ['operation/:noteId', 'operation', undefined, () => import('@custom-pages/installation/OperationPage')],
  ['operation/q/:skicon', 'operationQuick', undefined, () => import('@custom-pages/installation/OperationPage')],
  ['freshdesk', 'freshdesk', undefined, named(installationPages, 'FreshdeskPage')],
  ['session', 'session', undefined, named(laneOverviewPages, 'SessionPage'), VIDEO],
  ['detail', 'detail', undefined, named(installationPages, 'DetailPage')],
  ['devices', 'devices', undefined, named(devicePages, 'DevicesPage')],
  ['devices/ipscanner/:laneNumber?', 'ipscanner', 'devices.manage', named(devicePages, 'IpScannerPage')],
  ['devices/device/:deviceId', 'device', undefined, named(devicePages, 'DevicePage')],
  ['devices/:deviceId/:conf', 'deviceConfiguration', 'devices.manage', named(devicePages, 'DeviceConfigurationPage')],
  ['eventmovie', 'eventmovie', undefined, named(trackerMediaPages, 'EventMoviePage'), MOVIES],
  ['eventmovie/configure', 'eventmovieConfigure', 'devices.manage', named(trackerMediaPages, 'EventMovieConfigurePage'), MOVIES],
  ['installation-ips', 'installationIps', 'people.read', named(recordPages, 'InstallationIpsPage')],
  ['trackerv3', 'trackerv3', undefined, named(laneOverviewPages, 'TrackerV3Page'), { trackers: ['V3'] }],
  ['tracker/videopublisher', 'videopublisher', undefined, named(laneConfigPages, 'VideoPublisherPage'), V4],
  ['tracker/videopublisher/lane/:laneNumber', 'videopublisher', undefined, named(laneConfigPages, 'VideoPublisherPage'), V4],
  ['tracker/config/cameramanagement', 'configCameraManagement', 'devices.manage', named(laneConfigPages, 'CameraConfigPage'), V4],
  ['tracker/config/cameramanagement/lane/:laneNumber', 'configCameraManagement', 'devices.manage', named(laneConfigPages, 'CameraConfigPage'), V4],
  ['tracker/config/startfinish', 'configStartFinish', 'devices.manage', named(laneConfigPages, 'StartFinishConfigPage'), V4],
  ['tracker/config/startfinish/lane/:laneNumber', 'configStartFinish', 'devices.manage', named(laneConfigPages, 'StartFinishConfigPage'), V4],
  ['tracker/config/videodirector/:configId?', 'configVideoDirector', 'devices.manage', videoDirector, V4],
  ['tracker/config/videodirector/:configId/lane/:laneNumber', 'configVideoDirector', 'devices.manage', videoDirector, V4],
  ['tracker/config/recorder/:configId', 'configRecorder', 'devices.manage', named(laneConfigPages, 'RecorderConfigPage'), V4],
  ['tracker/config/recorder/:configId/lane/:laneNumber', 'configRecorder', 'devices.manage', named(laneConfigPages, 'RecorderConfigPage'), V4],
  ['startfinish', 'startfinish', undefined, named(laneOverviewPages, 'StartFinishPage'), { types: ['startFinish'] }],
  ['cameramanagement', 'cameramanagement', undefined, named(laneOverviewPages, 'CameraManagementPage'), VIDEO],
  ['videodirector/:videoRecorderId', 'videodirector', undefined, videoDirector, RECORDED],
  ['resources', 'resources', undefined, named(recordPages, 'InstallationResourcesPage')],
  ['reports', 'installationReports', undefined, () => import('@custom-pages/installation/InstallationReportPage')],
  ['phototrap', 'phototrap', undefined, named(trackerMediaPages, 'PhotoPage'), { types: ['phototrap'] }],
  ['administration', 'administration', 'admin.manage', () => import('@custom-pages/installation/AdministrationPage')],
  ['photopoint', 'photopoint', undefined, named(trackerMediaPages, 'PhotoPage'), { types: ['photopoint'] }],
  ['svg-template', 'svgTemplate', undefined, named(trackerMediaPages, 'SvgTemplatePage'), { types: ['photopoint', 'phototrap'] }],
  ['actioncam/:deviceId', 'actioncam', undefined, named(devicePages, 'DevicePage')],
  ['notificationSwitzerland', 'notificationSwitzerland', 'support.write', named(recordPages, 'WorkNotificationsPage'), { countries: ['CH'] }],
  ['terminalSales', 'terminalSales', undefined, named(terminalPages, 'TerminalSalesPage'), TERMINAL],
  ['terminal-status', 'terminalStatus', undefined, named(devicePages, 'TerminalStatusPage'), TERMINAL],
  ['terminal-tool', 'terminalTool', 'devices.manage', named(devicePages, 'TerminalToolPage'), TERMINAL],
  ['converterConfigs', 'converterConfigs', undefined, named(recordPages, 'ConverterConfigsPage'), TERMINAL],
  ['converterSections', 'converterSections', undefined, named(recordPages, 'ConverterSectionsPage'), TERMINAL],
  ['converterRoutingRules', 'converterRoutingRules', undefined, named(recordPages, 'ConverterRoutingRulesPage'), TERMINAL],
  ['panocam-image', 'panocamImage', undefined, named(devicePages, 'PanocamImagePage'), { types: ['panocam'] }],
  ['software-components/:selectedId?', 'installationSoftwareComponents', undefined, named(recordPages, 'SoftwareComponentsPage')],
  ['software-components-versions', 'softwareComponentsVersions', undefined, named(installationPages, 'SoftwareComponentsVersionsPage')],
  ['order-error-logs', 'orderErrorLogs', undefined, named(recordPages, 'OrderErrorLogsPage'), MEDIA],
  ['adventures', 'adventures', undefined, named(recordPages, 'AdventuresPage')],
  ['peak-login/:username', 'peakLogin', undefined, named(recordPages, 'PeakLoginPage')],
  ['sla', 'sla', undefined, named(recordPages, 'SlaPage')],
  ['webhooks', 'webhooks', undefined, named(recordPages, 'WebhooksPage')],
  ['installation-relations', 'installationRelations', undefined, named(recordPages, 'InstallationRelationsPage')],
  ['installation-contacts', 'installationContacts', 'people.read', named(recordPages, 'InstallationContactsPage')],
  ['destination-os-emma-dashboard/:graphId/:hostId', 'emmaDashboard', undefined, named(terminalPages, 'EmmaDashboardPage'), TERMINAL],
  ['event', 'installationEvent', undefined, named(recordPages, 'InstallationEventsPage')],
  ['changelog', 'installationChangelog', undefined, named(recordPages, 'InstallationChangelogPage')],
];

/** The installation frame's sections: what happens there now, how it is set up, what is on record about it, and its administration. */
export const INSTALLATION_SECTIONS = ['operation', 'configuration', 'records', 'administration'] as const;
export type InstallationSection = (typeof INSTALLATION_SECTIONS)[number];
const SETUP = [
  'videopublisher',
  'configCameraManagement',
  'configStartFinish',
  'configVideoDirector',
  'configRecorder',
  'eventmovieConfigure',
  'svgTemplate',
  'terminalTool',
  'converterConfigs',
  'converterSections',
  'converterRoutingRules',
  'installationSoftwareComponents',
  'softwareComponentsVersions',
  'webhooks',
  'ipscanner',
  'deviceConfiguration',
];
const ON_RECORD = [
  'detail',
  'installationContacts',
  'installationIps',
  'resources',
  'sla',
  'installationRelations',
  'installationEvent',
  'installationChangelog',
  'notificationSwitzerland',
  'adventures',
  'peakLogin',
];
/** Which section an installation sub-page belongs to (the pages of the day's work unless named). */
export function installationSectionOf(key: string): InstallationSection {
  if (key === 'administration') return 'administration';
  if (SETUP.includes(key)) return 'configuration';
  if (ON_RECORD.includes(key)) return 'records';
  return 'operation';
}

const videoLists = () => import('@custom-pages/video/VideoListPages');
const soundPages = () => import('@custom-pages/video/SoundPages');
const themePages = () => import('@custom-pages/video/ThemePages');
const introOutroPages = () => import('@custom-pages/video/IntroOutroPages');
const THEME = { themeId: 'video-themes' };
const ELEMENT = { themeId: 'video-themes', elementId: 'theme-elements' };
const INTRO_OUTRO = { introOutroId: 'intro-outros' };

/** The video post-processing pages: path under /videopostprocessing, label key, page, and the record each parameter names. */
const VIDEO_PAGES: Array<[string, string, PageLoader, Record<string, string>?]> = [
  ['cutconfig', 'cutconfig', () => import('@custom-pages/video/CutConfigPage')],
  ['sounds', 'sounds', named(soundPages, 'SoundsPage')],
  ['fonts', 'fonts', () => import('@custom-pages/video/FontsPage')],
  ['collections', 'collections', named(videoLists, 'CollectionsPage')],
  ['collections/:collectionId', 'collectionPictures', () => import('@custom-pages/video/CollectionPage'), { collectionId: 'video-collections' }],
  ['sound', 'sound', named(soundPages, 'AddSoundPage')],
  ['sound/:elementId', 'sound', named(soundPages, 'SoundPage'), { elementId: 'video-sounds' }],
  ['installationConfig', 'videoInstallationConfig', named(videoLists, 'InstallationConfigPage')],
  ['theme', 'theme', named(videoLists, 'ThemesPage')],
  ['theme/:themeId', 'themeEditor', themePages, THEME],
  ['theme/:themeId/layoutimageelement/:elementId', 'layoutImageElement', named(themePages, 'ThemeElementPage'), ELEMENT],
  ['theme/:themeId/layouttextelement/:elementId', 'layoutTextElement', named(themePages, 'ThemeElementPage'), ELEMENT],
  ['theme/:themeId/userdependenttextelement/:elementId', 'userDependentTextElement', named(themePages, 'ThemeElementPage'), ELEMENT],
  ['theme/:themeId/userdependentimageelement/:elementId', 'userDependentImageElement', named(themePages, 'ThemeElementPage'), ELEMENT],
  ['theme/:themeId/sound/:elementId', 'themeSound', named(themePages, 'ThemeElementPage'), ELEMENT],
  ['introoutro/:introOutroId', 'introOutro', introOutroPages, INTRO_OUTRO],
  ['introoutro/:introOutroId/intro', 'intro', named(introOutroPages, 'IntroPage'), INTRO_OUTRO],
  ['introoutro/:introOutroId/outro', 'outro', named(introOutroPages, 'OutroPage'), INTRO_OUTRO],
];

/** Every report page is one frame; the route's key says which report it shows. */
const reportPage: PageLoader = () => import('@custom-pages/reports/ReportPage');

export const ROUTES: RouteEntry[] = [
  // Top level
  top('/', 'home', 'operations', 'console.read', { page: triageHome, light: true }),
  top('/home', 'home', 'operations', 'console.read', { page: triageHome, light: true }),
  top('/test', 'test', 'administration', 'admin.manage', { page: () => import('@custom-pages/administration/TestPage'), menu: true }),
  top('/applicationinfo', 'applicationinfo', 'administration', 'staff.read', { page: () => import('@custom-pages/administration/ApplicationInfoPage'), menu: true }),
  top('/support-requests', 'supportRequests', 'operations', 'console.read', { menu: true, page: named(communicationPages, 'SupportRequestsPage') }),
  top('/customer-notification', 'customerNotification', 'customers', 'support.write', { menu: true, page: named(communicationPages, 'CustomerNotificationPage') }),
  top('/cloudstorage/*', 'cloudstorage', 'administration', 'cloud.read', { page: () => import('@custom-pages/cloud-storage/CloudStoragePage'), menu: true }),
  top('/applicationsettings', 'applicationsettings', 'administration', 'admin.manage', { page: () => import('@custom-pages/administration/ApplicationSettingsPage'), menu: true }),
  top('/home-office-report', 'homeOfficeReport', 'reports', 'time.record', { menu: true, page: reportPage }),
  top('/vacation-report', 'vacationReport', 'reports', 'time.record', { menu: true, page: reportPage }),
  top('/time-compensation-report', 'timeCompensationReport', 'reports', 'time.record', { menu: true, page: reportPage }),
  top('/customer-worklog-overview', 'customerWorklogOverview', 'reports', 'projects.manage', { menu: true, page: reportPage }),
  top('/tracing-statistics', 'tracingStatistics', 'reports', 'console.read', { menu: true, page: reportPage }),
  top('/photopoint-media-review', 'photopointMediaReview', 'video', 'media.review', { menu: true, page: mediaReview }),
  top('/video-media-review', 'videoMediaReview', 'video', 'media.review', { menu: true, page: mediaReview }),
  top('/photo-media-review', 'photoMediaReview', 'video', 'media.review', { menu: true, page: mediaReview }),
  top('/media-review-report', 'mediaReviewReport', 'video', 'media.review', { menu: true, page: () => import('@custom-pages/media-review/MediaReviewReportPage') }),
  top('/on-duty-calendar', 'onDutyCalendar', 'calendars', 'console.read', { menu: true, page: calendarPage }),
  top('/event-calendar', 'eventCalendar', 'calendars', 'console.read', { menu: true, page: calendarPage }),
  top('/delivery-calendar', 'deliveryCalendar', 'calendars', 'console.read', { menu: true, page: calendarPage }),
  top('/rollout-calendar', 'rolloutCalendar', 'calendars', 'console.read', { menu: true, page: calendarPage }),
  top('/resource-project-calendar', 'resourceProjectCalendar', 'calendars', 'console.read', { menu: true, page: calendarPage }),
  top('/resource-project-calendar/add/:issue', 'resourceProjectCalendarAdd', 'calendars', 'projects.manage', {
    page: () => import('@custom-pages/calendars/AddFromJiraPage'),
    params: { issue: /^[A-Za-z][A-Za-z0-9_]+-\d+$/ },
  }),
  top('/accounting-support-invoice', 'accountingSupportInvoice', 'reports', 'projects.manage', { menu: true, page: reportPage }),
  top('/login-data-audit', 'loginDataAudit', 'administration', 'admin.manage', { page: () => import('@custom-pages/administration/LoginDataAuditPage'), menu: true }),
  top('/licence-report', 'licenceReport', 'reports', 'console.read', { page: () => import('@custom-pages/catalogue/LicenceReportPage'), menu: true }),
  top('/inbox/:noteId?', 'inbox', 'operations', 'console.read', { icon: InboxMenuIcon, page: () => import('@custom-pages/notes/InboxPage'), menu: true }),
  top('/outbox', 'outbox', 'operations', 'console.read', { page: () => import('@custom-pages/notes/OutboxPage'), menu: true }),
  top('/terminal-screenshots', 'terminalScreenshots', 'devices', 'console.read', { page: named(centralPages, 'TerminalScreenshotsPage'), menu: true }),
  top('/bulk-commands', 'bulkCommands', 'devices', 'devices.manage', { page: () => import('@custom-pages/devices/BulkCommandPages'), menu: true }),
  top('/quick-support-commands', 'quickSupportCommands', 'devices', 'support.write', { page: named(centralPages, 'QuickSupportPage'), menu: true }),
  top('/customer-worklog-report/:sMasterComponent?/:sComponent?/:sStartDate?/:sEndDate?/:pdf?/:onlyTasks?', 'customerWorklogReport', 'reports', 'projects.manage', {
    menu: true,
    page: reportPage,
    params: { sStartDate: DATE, sEndDate: DATE, pdf: BOOL, onlyTasks: BOOL },
  }),
  top('/employee-worklog-report/:sStartDate?/:sEndDate?/:pdf?', 'employeeWorklogReport', 'reports', 'time.record', {
    menu: true,
    page: reportPage,
    params: { sStartDate: DATE, sEndDate: DATE, pdf: BOOL },
  }),
  top('/productivity-report', 'productivityReport', 'reports', 'time.record', { menu: true, page: reportPage }),
  top('/error/:errorId', 'error', 'operations', 'console.read', { redirect: () => '/' }),

  // Installations
  top('/installation', 'installations', 'installations', 'console.read', { redirect: () => '/installations' }),
  top('/installation/:installationId', 'installation', 'installations', 'console.read', {
    redirect: (p) => `/installation/${encodeURIComponent(p.installationId ?? '')}/operation`,
  }),
  ...INSTALLATION_PAGES.map(([sub, key, capability, page, fits]) =>
    top(`/installation/:installationId/${sub}`, key, 'installations', capability ?? 'console.read', {
      names: { installationId: 'installations' },
      frame: 'installation',
      ...(page && { page }),
      ...(fits && { fits }),
    }),
  ),

  // Problems
  top('/problem/acknowledge/:triggerId/:installationId/:source', 'problemAcknowledge', 'operations', ACTION_CAPABILITIES.acknowledge, {
    page: named(problemPages, 'AcknowledgeOnePage'),
    names: { installationId: 'installations' },
    params: { source: SOURCE },
  }),
  top('/problem/acknowledgeall/:installationId/:source', 'problemAcknowledgeAll', 'operations', ACTION_CAPABILITIES.acknowledge, {
    page: named(problemPages, 'AcknowledgeAllPage'),
    names: { installationId: 'installations' },
    params: { source: SOURCE },
  }),
  top('/problem/skimovie', 'problemSkimovie', 'operations', 'console.read', { page: () => import('@custom-pages/problems/SkimovieProblemsPage'), menu: true }),
  top('/problem/report', 'problemReport', 'reports', 'console.read', { page: () => import('@custom-pages/problems/ProblemReportPage'), menu: true }),
  top('/problem/mismatchedstates', 'problemMismatchedStates', 'operations', 'console.read', { page: () => import('@custom-pages/problems/MismatchedStatesPage'), menu: true }),
  top('/problem/:triggerId', 'problems', 'operations', 'console.read', { redirect: () => '/problem' }),

  // Notify
  top('/notify/custom/:installationId/:recipientId', 'notifyCustom', 'customers', 'support.write', {
    names: { installationId: 'installations', recipientId: 'contacts' },
    page: named(communicationPages, 'NotifyCustomPage'),
  }),
  top('/notify/:installationId/:recipientId', 'notify', 'customers', 'support.write', {
    names: { installationId: 'installations', recipientId: 'contacts' },
    page: named(communicationPages, 'NotifyPage'),
  }),
  top('/notify-group/:installationId', 'notifyGroup', 'customers', 'support.write', {
    names: { installationId: 'installations' },
    page: named(communicationPages, 'NotifyGroupPage'),
  }),

  // Video post-processing
  top('/videopostprocessing', 'videoPostProcessing', 'video', 'devices.manage', { menu: true, redirect: () => '/videopostprocessing/theme' }),
  ...VIDEO_PAGES.map(([sub, key, page, names]) => top(`/videopostprocessing/${sub}`, key, 'video', 'devices.manage', { page, ...(names && { names }) })),

  // SMS management
  top('/smsmanagement', 'smsManagement', 'administration', 'console.read', { redirect: () => '/smsmanagement/template' }),
  top('/smsmanagement/incomplete', 'smsIncomplete', 'administration', 'console.read', { page: () => import('@custom-pages/catalogue/IncompleteSmsPage'), menu: true }),

  // Central device management
  top('/centraldevicemanagement', 'centralDeviceManagement', 'devices', 'console.read', { menu: true, redirect: () => '/centraldevicemanagement/searchdevices' }),
  top('/centraldevicemanagement/searchdevices', 'searchDevices', 'devices', 'console.read', { page: named(centralPages, 'SearchDevicesPage') }),
  top('/centraldevicemanagement/searchdevices/s/:deviceName', 'searchDevices', 'devices', 'console.read', { page: named(centralPages, 'SearchDevicesPage') }),
  top('/centraldevicemanagement/searchdevices/:configuration', 'searchDevices', 'devices', 'console.read', { page: named(centralPages, 'SearchDevicesPage') }),
  top('/centraldevicemanagement/unconfigured', 'unconfiguredDevices', 'devices', 'console.read', { page: named(centralPages, 'UnconfiguredPage') }),
  top('/centraldevicemanagement/unconfigured-view/:deviceId/:installationId', 'assignDevice', 'devices', 'devices.manage', {
    page: named(centralPages, 'AssignPage'),
    names: { installationId: 'installations' },
  }),
  top('/centraldevicemanagement/devicereport', 'deviceReport', 'devices', 'console.read', { page: named(centralPages, 'DeviceReportPage') }),
];

/** The area names of the menu, in display order. */
export const AREAS: readonly Area[] = MENU_AREAS;
