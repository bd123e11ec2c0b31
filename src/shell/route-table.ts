import type { Capability } from '../../core/access';

/**
 * Every route of spec §2, in one place. A route is either built (its screen exists), a redirect,
 * or planned: it then shows a translated "being built" notice naming its area, until the issue that
 * builds it replaces `planned` with the screen. The route-table test lists what is still planned.
 */
export type Area = 'operations' | 'installations' | 'devices' | 'video' | 'customers' | 'calendars' | 'reports' | 'administration';

export interface RouteEntry {
  /** react-router path; `?` marks optional segments. */
  path: string;
  /** Translation key of the breadcrumb and menu label: `gondola.routes.<key>`. */
  key: string;
  area: Area;
  capability: Capability;
  /** Shown in the grouped menu (only parameterless routes). */
  menu?: boolean;
  /** Where the route sends the user instead (spec redirects). */
  redirect?: (params: Record<string, string | undefined>) => string;
  /** Built screens are provided by the shell or the resources; planned ones show the notice. */
  status: 'built' | 'planned' | 'redirect' | 'resource';
  /** Parameters that name a record: the breadcrumb shows its name. */
  names?: Record<string, string>;
  /** Validation of parameters; a failing one shows the not-found page. */
  params?: Record<string, RegExp>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const BOOL = /^(true|false|0|1|pdf|tasks)$/;
const SOURCE = /^(zabbix|tracker|skimovie)$/;

const top = (path: string, key: string, area: Area, capability: Capability, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  key,
  area,
  capability,
  status: 'planned',
  ...extra,
});

/** Installation sub-pages; `true` marks those built (the installation-level record lists). */
const INSTALLATION_PAGES: Array<[path: string, key: string, capability?: Capability, built?: true]> = [
  ['operation', 'operation', undefined, true],
  ['operation/:noteId', 'operation', undefined, true],
  ['operation/q/:skicon', 'operationQuick', undefined, true],
  ['freshdesk', 'freshdesk', undefined, true],
  ['session', 'session'],
  ['detail', 'detail', undefined, true],
  ['devices', 'devices', undefined, true],
  ['devices/ipscanner/:laneNumber?', 'ipscanner', 'devices.manage', true],
  ['devices/device/:deviceId', 'device', undefined, true],
  ['devices/:deviceId/:conf', 'deviceConfiguration', 'devices.manage', true],
  ['eventmovie', 'eventmovie'],
  ['eventmovie/configure', 'eventmovieConfigure', 'devices.manage'],
  ['installation-ips', 'installationIps', undefined, true],
  ['trackerv3', 'trackerv3'],
  ['tracker/videopublisher', 'videopublisher'],
  ['tracker/videopublisher/lane/:laneNumber', 'videopublisher'],
  ['tracker/config/cameramanagement', 'configCameraManagement', 'devices.manage'],
  ['tracker/config/cameramanagement/lane/:laneNumber', 'configCameraManagement', 'devices.manage'],
  ['tracker/config/startfinish', 'configStartFinish', 'devices.manage'],
  ['tracker/config/startfinish/lane/:laneNumber', 'configStartFinish', 'devices.manage'],
  ['tracker/config/videodirector/:configId?', 'configVideoDirector', 'devices.manage'],
  ['tracker/config/videodirector/:configId/lane/:laneNumber', 'configVideoDirector', 'devices.manage'],
  ['tracker/config/recorder/:configId', 'configRecorder', 'devices.manage'],
  ['tracker/config/recorder/:configId/lane/:laneNumber', 'configRecorder', 'devices.manage'],
  ['startfinish', 'startfinish'],
  ['cameramanagement', 'cameramanagement'],
  ['videodirector/:videoRecorderId', 'videodirector'],
  ['resources', 'resources', undefined, true],
  ['reports', 'installationReports', undefined, true],
  ['phototrap', 'phototrap'],
  ['administration', 'administration', 'admin.manage', true],
  ['photopoint', 'photopoint'],
  ['svg-template', 'svgTemplate'],
  ['actioncam/:deviceId', 'actioncam', undefined, true],
  ['notificationSwitzerland', 'notificationSwitzerland', 'support.write', true],
  ['terminalSales', 'terminalSales'],
  ['terminal-status', 'terminalStatus', undefined, true],
  ['terminal-tool', 'terminalTool', 'devices.manage', true],
  ['converterConfigs', 'converterConfigs', undefined, true],
  ['converterSections', 'converterSections', undefined, true],
  ['converterRoutingRules', 'converterRoutingRules', undefined, true],
  ['panocam-image', 'panocamImage', undefined, true],
  ['software-components/:selectedId?', 'installationSoftwareComponents', undefined, true],
  ['software-components-versions', 'softwareComponentsVersions', undefined, true],
  ['order-error-logs', 'orderErrorLogs', undefined, true],
  ['adventures', 'adventures', undefined, true],
  ['peak-login/:username', 'peakLogin', undefined, true],
  ['sla', 'sla', undefined, true],
  ['webhooks', 'webhooks', undefined, true],
  ['installation-relations', 'installationRelations', undefined, true],
  ['installation-contacts', 'installationContacts', undefined, true],
  ['destination-os-emma-dashboard/:graphId/:hostId', 'emmaDashboard'],
  ['event', 'installationEvent', undefined, true],
  ['changelog', 'installationChangelog', undefined, true],
];

const VIDEO_PAGES: Array<[string, string]> = [
  ['cutconfig', 'cutconfig'],
  ['sounds', 'sounds'],
  ['fonts', 'fonts'],
  ['collections', 'collections'],
  ['collections/:collectionId', 'collections'],
  ['sound', 'sound'],
  ['sound/:elementId', 'sound'],
  ['installationConfig', 'videoInstallationConfig'],
  ['theme', 'theme'],
  ['theme/:themeId', 'theme'],
  ['theme/:themeId/layoutimageelement/:elementId', 'layoutImageElement'],
  ['theme/:themeId/layouttextelement/:elementId', 'layoutTextElement'],
  ['theme/:themeId/userdependenttextelement/:elementId', 'userDependentTextElement'],
  ['theme/:themeId/userdependentimageelement/:elementId', 'userDependentImageElement'],
  ['theme/:themeId/sound/:elementId', 'themeSound'],
  ['introoutro/:introOutroId', 'introOutro'],
  ['introoutro/:introOutroId/intro', 'intro'],
  ['introoutro/:introOutroId/outro', 'outro'],
];

export const ROUTES: RouteEntry[] = [
  // Top level
  top('/', 'home', 'operations', 'console.read', { status: 'built' }),
  top('/home', 'home', 'operations', 'console.read', { status: 'built' }),
  top('/test', 'test', 'administration', 'admin.manage', { status: 'built', menu: true }),
  top('/applicationinfo', 'applicationinfo', 'administration', 'console.read', { status: 'built', menu: true }),
  top('/acknowledgemessages', 'acknowledgemessages', 'operations', 'console.read', { status: 'resource', menu: true }),
  top('/notes', 'notes', 'operations', 'console.read', { status: 'resource', menu: true }),
  top('/support-requests', 'supportRequests', 'operations', 'console.read', { menu: true }),
  top('/changelogs', 'changelogs', 'operations', 'console.read', { status: 'resource', menu: true }),
  top('/customer-notification', 'customerNotification', 'customers', 'support.write', { menu: true }),
  top('/contacts', 'contacts', 'customers', 'console.read', { status: 'resource', menu: true }),
  top('/contacts/:phone', 'contacts', 'customers', 'console.read', { status: 'resource' }),
  top('/cloudstorage/*', 'cloudstorage', 'administration', 'console.read', { menu: true }),
  top('/applicationsettings', 'applicationsettings', 'administration', 'admin.manage', { status: 'built', menu: true }),
  top('/home-office-report', 'homeOfficeReport', 'reports', 'projects.manage', { menu: true }),
  top('/vacation-report', 'vacationReport', 'reports', 'projects.manage', { menu: true }),
  top('/time-compensation-report', 'timeCompensationReport', 'reports', 'projects.manage', { menu: true }),
  top('/customer-worklog-overview', 'customerWorklogOverview', 'reports', 'projects.manage', { menu: true }),
  top('/tracing-statistics', 'tracingStatistics', 'reports', 'projects.manage', { menu: true }),
  top('/photopoint-media-review', 'photopointMediaReview', 'video', 'media.review', { menu: true }),
  top('/video-media-review', 'videoMediaReview', 'video', 'media.review', { menu: true }),
  top('/photo-media-review', 'photoMediaReview', 'video', 'media.review', { menu: true }),
  top('/media-review-report', 'mediaReviewReport', 'video', 'media.review', { menu: true }),
  top('/software-component-types', 'softwareComponentTypes', 'devices', 'console.read', { status: 'resource', menu: true }),
  top('/software-component-types/:componentTypeId', 'softwareComponentTypes', 'devices', 'console.read', { status: 'resource' }),
  top('/on-duty-calendar', 'onDutyCalendar', 'calendars', 'console.read', { menu: true }),
  top('/event-calendar', 'eventCalendar', 'calendars', 'console.read', { menu: true }),
  top('/delivery-calendar', 'deliveryCalendar', 'calendars', 'console.read', { menu: true }),
  top('/rollout-calendar', 'rolloutCalendar', 'calendars', 'console.read', { menu: true }),
  top('/resource-project-calendar', 'resourceProjectCalendar', 'calendars', 'console.read', { menu: true }),
  top('/resource-project-calendar/add/:issue', 'resourceProjectCalendarAdd', 'calendars', 'projects.manage'),
  top('/accounting-support-invoice', 'accountingSupportInvoice', 'reports', 'projects.manage', { menu: true }),
  top('/software-components', 'softwareComponents', 'devices', 'console.read', { status: 'resource', menu: true }),
  top('/software-components/s/:url', 'softwareComponents', 'devices', 'console.read', { status: 'resource' }),
  top('/software-components/n/:name', 'softwareComponents', 'devices', 'console.read', { status: 'resource' }),
  top('/peak', 'peak', 'customers', 'console.read', { status: 'resource', menu: true }),
  top('/peak/a/:abb', 'peak', 'customers', 'console.read', { status: 'resource' }),
  top('/peak/n/:name', 'peak', 'customers', 'console.read', { status: 'resource' }),
  top('/login-data', 'loginData', 'administration', 'devices.manage', { menu: true }),
  top('/login-data-audit', 'loginDataAudit', 'administration', 'admin.manage', { menu: true }),
  top('/command-audit', 'commandAudit', 'administration', 'console.read', { status: 'resource', menu: true }),
  top('/licence-report', 'licenceReport', 'reports', 'console.read', { status: 'built', menu: true }),
  top('/inbox/:noteId?', 'inbox', 'operations', 'console.read', { status: 'built', menu: true }),
  top('/outbox', 'outbox', 'operations', 'console.read', { status: 'built', menu: true }),
  top('/terminal-screenshots', 'terminalScreenshots', 'devices', 'console.read', { status: 'built', menu: true }),
  top('/bulk-commands', 'bulkCommands', 'devices', 'devices.manage', { status: 'built', menu: true }),
  top('/quick-support-commands', 'quickSupportCommands', 'devices', 'support.write', { status: 'built', menu: true }),
  top('/customer-worklog-report/:sMasterComponent?/:sComponent?/:sStartDate?/:sEndDate?/:pdf?/:onlyTasks?', 'customerWorklogReport', 'reports', 'projects.manage', {
    menu: true,
    params: { sStartDate: DATE, sEndDate: DATE, pdf: BOOL, onlyTasks: BOOL },
  }),
  top('/employee-worklog-report/:sStartDate?/:sEndDate?/:pdf?', 'employeeWorklogReport', 'reports', 'projects.manage', {
    menu: true,
    params: { sStartDate: DATE, sEndDate: DATE, pdf: BOOL },
  }),
  top('/installation-questions/template', 'installationQuestionTemplates', 'installations', 'console.read', { status: 'resource', menu: true }),
  top('/installation-questions/:templateId', 'installationQuestionTemplates', 'installations', 'console.read', { status: 'resource' }),
  top('/error/:errorId', 'error', 'operations', 'console.read', { status: 'redirect', redirect: () => '/' }),

  // Resorts (generated screens)
  top('/resorts', 'resorts', 'customers', 'console.read', { status: 'resource', menu: true }),
  top('/resorts/add', 'resortsAdd', 'customers', 'projects.manage', { status: 'resource' }),
  top('/resorts/id/:id', 'resorts', 'customers', 'console.read', { status: 'resource', names: { id: 'resorts' } }),
  top('/resorts/name/:name', 'resorts', 'customers', 'console.read', { status: 'resource' }),

  // Installations
  top('/installations', 'installations', 'installations', 'console.read', { status: 'resource', menu: true }),
  top('/installation', 'installations', 'installations', 'console.read', { status: 'redirect', redirect: () => '/installations' }),
  top('/installations/:installationName', 'installations', 'installations', 'console.read', { status: 'resource' }),
  top('/installation/:installationId', 'installation', 'installations', 'console.read', {
    status: 'redirect',
    redirect: (p) => `/installation/${encodeURIComponent(p.installationId ?? '')}/operation`,
  }),
  ...INSTALLATION_PAGES.map(([sub, key, capability, built]) =>
    top(`/installation/:installationId/${sub}`, key, 'installations', capability ?? 'console.read', { names: { installationId: 'installations' }, ...(built && { status: 'built' as const }) }),
  ),

  // Problems
  top('/problem', 'problems', 'operations', 'console.read', { status: 'resource', menu: true }),
  top('/problem/acknowledge/:triggerId/:installationId/:source', 'problemAcknowledge', 'operations', 'support.write', { status: 'built', names: { installationId: 'installations' }, params: { source: SOURCE } }),
  top('/problem/acknowledgeall/:installationId/:source', 'problemAcknowledgeAll', 'operations', 'support.write', { status: 'built', names: { installationId: 'installations' }, params: { source: SOURCE } }),
  top('/problem/skimovie', 'problemSkimovie', 'operations', 'console.read', { status: 'built', menu: true }),
  top('/problem/report', 'problemReport', 'reports', 'console.read', { status: 'built', menu: true }),
  top('/problem/mismatchedstates', 'problemMismatchedStates', 'operations', 'console.read', { status: 'built', menu: true }),
  top('/problem/:triggerId', 'problems', 'operations', 'console.read', { status: 'redirect', redirect: () => '/problem' }),

  // Notify
  top('/notify/custom/:installationId/:recipientId', 'notifyCustom', 'customers', 'support.write', { names: { installationId: 'installations' } }),
  top('/notify/:installationId/:recipientId', 'notify', 'customers', 'support.write', { names: { installationId: 'installations' } }),
  top('/notify-group/:installationId', 'notifyGroup', 'customers', 'support.write', { names: { installationId: 'installations' } }),

  // Video post-processing
  top('/videopostprocessing', 'videoPostProcessing', 'video', 'devices.manage', { status: 'redirect', menu: true, redirect: () => '/videopostprocessing/theme' }),
  ...VIDEO_PAGES.map(([sub, key]) => top(`/videopostprocessing/${sub}`, key, 'video', 'devices.manage')),

  // SMS management
  top('/smsmanagement', 'smsManagement', 'administration', 'console.read', { status: 'redirect', redirect: () => '/smsmanagement/template' }),
  top('/smsmanagement/incomplete', 'smsIncomplete', 'administration', 'console.read', { status: 'built', menu: true }),
  top('/smsmanagement/template', 'smsTemplates', 'administration', 'console.read', { status: 'resource' }),
  top('/smsmanagement/template/:templateId', 'smsTemplates', 'administration', 'console.read', { status: 'resource' }),

  // Central device management
  top('/centraldevicemanagement', 'centralDeviceManagement', 'devices', 'console.read', { status: 'redirect', menu: true, redirect: () => '/centraldevicemanagement/searchdevices' }),
  top('/centraldevicemanagement/searchdevices', 'searchDevices', 'devices', 'console.read', { status: 'built' }),
  top('/centraldevicemanagement/searchdevices/s/:deviceName', 'searchDevices', 'devices', 'console.read', { status: 'built' }),
  top('/centraldevicemanagement/searchdevices/:configuration', 'searchDevices', 'devices', 'console.read', { status: 'built' }),
  top('/centraldevicemanagement/unconfigured', 'unconfiguredDevices', 'devices', 'console.read', { status: 'built' }),
  top('/centraldevicemanagement/unconfigured-view/:deviceId/:installationId', 'assignDevice', 'devices', 'devices.manage', { status: 'built', names: { installationId: 'installations' } }),
  top('/centraldevicemanagement/devicereport', 'deviceReport', 'devices', 'console.read', { status: 'built' }),
  top('/centraldevicemanagement/bulk-command-list', 'bulkCommandList', 'devices', 'devices.manage', { status: 'resource' }),
];

/** The area names of the menu, in display order. */
export const AREAS: Area[] = ['operations', 'installations', 'devices', 'video', 'customers', 'calendars', 'reports', 'administration'];
