import { defineArea, installationRoute, named, route } from '@src/shell/area-manifest';
import { FITS } from '@src/shell/installation-routes';
import { lazyMethods } from '@src/data/lazy-methods';
import type { DeviceMethods } from './methods';

const devicePages = () => import('./InstallationDevicePages');
const centralPages = () => import('./CentralDevicePages');

/** The devices: central device management, bulk and quick support commands, and an installation's devices. */
export default defineArea({
  name: 'devices',
  routes: [
    route('/terminal-screenshots', 'terminalScreenshots', 'devices', 'console.read', { page: named(centralPages, 'TerminalScreenshotsPage'), menu: true }),
    route('/bulk-commands', 'bulkCommands', 'devices', 'devices.manage', { page: () => import('./BulkCommandPages'), menu: true }),
    route('/quick-support-commands', 'quickSupportCommands', 'devices', 'support.write', { page: named(centralPages, 'QuickSupportPage'), menu: true }),
    route('/centraldevicemanagement', 'centralDeviceManagement', 'devices', 'console.read', { menu: true, redirect: () => '/centraldevicemanagement/searchdevices' }),
    route('/centraldevicemanagement/searchdevices', 'searchDevices', 'devices', 'console.read', { page: named(centralPages, 'SearchDevicesPage') }),
    route('/centraldevicemanagement/searchdevices/s/:deviceName', 'searchDevices', 'devices', 'console.read', { page: named(centralPages, 'SearchDevicesPage') }),
    route('/centraldevicemanagement/searchdevices/:configuration', 'searchDevices', 'devices', 'console.read', { page: named(centralPages, 'SearchDevicesPage') }),
    route('/centraldevicemanagement/unconfigured', 'unconfiguredDevices', 'devices', 'console.read', { page: named(centralPages, 'UnconfiguredPage') }),
    route('/centraldevicemanagement/unconfigured-view/:deviceId/:installationId', 'assignDevice', 'devices', 'devices.manage', {
      page: named(centralPages, 'AssignPage'),
      names: { installationId: 'installations' },
    }),
    route('/centraldevicemanagement/devicereport', 'deviceReport', 'devices', 'console.read', { page: named(centralPages, 'DeviceReportPage') }),
    installationRoute('devices', 'devices', named(devicePages, 'DevicesPage'), { order: 70 }),
    installationRoute('devices/ipscanner/:laneNumber?', 'ipscanner', named(devicePages, 'IpScannerPage'), { capability: 'devices.manage', section: 'configuration', order: 80 }),
    installationRoute('devices/device/:deviceId', 'device', named(devicePages, 'DevicePage'), { order: 90 }),
    installationRoute('devices/:deviceId/:conf', 'deviceConfiguration', named(devicePages, 'DeviceConfigurationPage'), {
      capability: 'devices.manage',
      section: 'configuration',
      order: 100,
    }),
    installationRoute('actioncam/:deviceId', 'actioncam', named(devicePages, 'DevicePage'), { order: 340 }),
    installationRoute('terminal-status', 'terminalStatus', named(devicePages, 'TerminalStatusPage'), { fits: FITS.terminal, order: 370 }),
    installationRoute('terminal-tool', 'terminalTool', named(devicePages, 'TerminalToolPage'), {
      capability: 'devices.manage',
      fits: FITS.terminal,
      section: 'configuration',
      order: 380,
    }),
    installationRoute('panocam-image', 'panocamImage', named(devicePages, 'PanocamImagePage'), { fits: FITS.panocam, order: 420 }),
  ],
  // The methods' code loads with their first call; the console's first load carries only their names.
  methods: (http) =>
    lazyMethods<DeviceMethods>(() => import('./methods').then((m) => m.deviceMethods(http)), {
      getDeviceCommands: true,
      runDeviceCommand: true,
      getQuickSupportCommands: true,
      assignDevice: true,
      previewBulkCommand: true,
      runBulkCommand: true,
      stopBulkCommand: true,
      pauseBulkCommand: true,
      resumeBulkCommand: true,
      getDeviceReport: true,
      getDeviceReportCsv: true,
    }),
  messages: () => import('./messages'),
  labels: {
    terminalScreenshots: ['Terminal screenshots', 'Terminal-Screenshots'],
    bulkCommands: ['Bulk commands', 'Massenbefehle'],
    quickSupportCommands: ['Quick support commands', 'Schnelle Supportbefehle'],
    centralDeviceManagement: ['Central device management', 'Zentrale Geräteverwaltung'],
    searchDevices: ['Search devices', 'Geräte suchen'],
    unconfiguredDevices: ['Unconfigured devices', 'Nicht konfigurierte Geräte'],
    assignDevice: ['Assign device', 'Gerät zuordnen'],
    deviceReport: ['Device report', 'Gerätebericht'],
    devices: ['Devices', 'Geräte'],
    ipscanner: ['IP scanner', 'IP-Scanner'],
    device: ['Device', 'Gerät'],
    deviceConfiguration: ['Device configuration', 'Gerätekonfiguration'],
    actioncam: ['Action cam', 'Actioncam'],
    terminalStatus: ['Terminal status', 'Terminal-Status'],
    terminalTool: ['Terminal tool', 'Terminal-Werkzeug'],
    panocamImage: ['Panorama image', 'Panoramabild'],
  },
});
