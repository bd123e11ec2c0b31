import { defineResource, f } from '../core/resource-kit/authoring';

export const DEVICE_TYPES = [
  f.option('camera', 'Camera', 'Kamera'),
  f.option('recorder', 'Video recorder', 'Videorecorder'),
  f.option('startFinish', 'Start/finish unit', 'Start/Ziel-Einheit'),
  f.option('terminal', 'Terminal', 'Terminal'),
  f.option('photopoint', 'Photopoint', 'Fotopunkt'),
  f.option('actionCam', 'Action cam', 'Actioncam'),
  f.option('panocam', 'Panorama camera', 'Panoramakamera'),
];

export const DEVICE_STATUSES = [
  f.option('online', 'Online', 'Online', 'success'),
  f.option('degraded', 'Degraded', 'Beeinträchtigt', 'warning'),
  f.option('offline', 'Offline', 'Offline', 'error'),
  f.option('unknown', 'Unknown', 'Unbekannt', 'neutral'),
];

export default defineResource({
  name: 'devices',
  icon: 'Router',
  menu: 'devices',
  label: { en: { one: 'Device', many: 'Devices' }, de: { one: 'Gerät', many: 'Geräte' } },
  // The device id is its MQTT user name and part of its topics, so it is chosen, not generated.
  id: f.slugId(['Device id', 'Geräte-ID']),
  fields: {
    name: f.text(['Name', 'Name'], { required: true, searchable: true, maxLength: 120 }),
    type: f.choice(['Type', 'Typ'], DEVICE_TYPES, { required: true }),
    status: f.choice(['Status', 'Status'], DEVICE_STATUSES, {
      readOnly: true,
      default: 'unknown',
      help: f.help('From the device itself: its heartbeats, its state and its last will.', 'Vom Gerät selbst: Lebenszeichen, Zustand und letzter Wille.'),
    }),
    installationId: f.reference(['Installation', 'Installation'], 'installations', {
      help: f.help('Empty while the device is unconfigured.', 'Leer, solange das Gerät nicht zugeordnet ist.'),
    }),
    componentTypeId: f.reference(['Component type', 'Komponententyp'], 'software-component-types', {
      help: f.help('Its commands come from this type.', 'Seine Befehle kommen von diesem Typ.'),
    }),
    laneNumber: f.integer(['Lane', 'Spur'], { min: 1, max: 99 }),
    ip: f.ip(['IP', 'IP'], { searchable: true }),
    vpnIp: f.ip(['VPN IP', 'VPN-IP'], { searchable: true }),
    vpnType: f.choice(
      ['VPN type', 'VPN-Typ'],
      [f.option('wireguard', 'WireGuard', 'WireGuard'), f.option('openvpn', 'OpenVPN', 'OpenVPN'), f.option('ipsec', 'IPsec', 'IPsec'), f.option('none', 'None', 'Keines')],
    ),
    applicationType: f.text(['Application type', 'Anwendungstyp'], { maxLength: 80, filterable: true, searchable: true }),
    applicationUrl: f.url(['Application URL', 'Anwendungs-URL']),
    installedVersion: f.semver(['Installed version', 'Installierte Version']),
    imageVersion: f.text(['Image version', 'Image-Version'], { maxLength: 80 }),
    tags: f.list(['Tags', 'Tags'], 'text', { maxItems: 30 }),
    macAddress: f.mac(['MAC address', 'MAC-Adresse'], { searchable: true }),
    uuid: f.uuid(['UUID', 'UUID']),
    location: f.coordinates(['Location', 'Position']),
    secret: f.secret(['Device secret', 'Geräte-Geheimnis'], {
      secretPrefix: 'dev_',
      help: f.help('The device signs in to the broker with its id and this secret.', 'Das Gerät meldet sich mit seiner ID und diesem Geheimnis am Broker an.'),
    }),
    lastSeenAt: f.dateTime(['Last seen', 'Zuletzt gesehen'], { readOnly: true }),
    lastState: f.longText(['Last state', 'Letzter Zustand'], {
      readOnly: true,
      help: f.help('The state message the device last sent (JSON).', 'Die zuletzt gesendete Zustandsmeldung (JSON).'),
    }),
  },
  list: { phoneRows: true, columns: ['id', 'name', 'type', 'status', 'installationId', 'installedVersion', 'lastSeenAt'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'console.read', create: 'devices.manage', update: 'devices.manage', delete: 'admin.manage' },
  scope: { through: 'installationId' },
  groups: [
    { id: 'general', label: { en: 'General', de: 'Allgemein' }, fields: ['name', 'type', 'status', 'installationId', 'laneNumber', 'componentTypeId', 'tags', 'location'] },
    { id: 'network', label: { en: 'Network', de: 'Netzwerk' }, fields: ['ip', 'vpnIp', 'vpnType', 'macAddress', 'uuid', 'secret'] },
    { id: 'software', label: { en: 'Software', de: 'Software' }, fields: ['applicationType', 'applicationUrl', 'installedVersion', 'imageVersion', 'lastSeenAt', 'lastState'] },
  ],
  example: { name: 'Finish camera 1', type: 'camera', laneNumber: 1, ip: '10.20.0.11', installedVersion: '2.8.3', tags: ['finish'] },
});
