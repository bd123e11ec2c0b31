/** The provider's software catalogue as demo data: component types, their commands and releases. */
export const COMPONENT_TYPES = [
  {
    id: 'tracker-core',
    name: 'Tracker core',
    timeout: 30,
    licence: true,
    description: 'Timing engine of start/finish lines: photocells, start gates, RFID readers.',
    installationTypes: ['startFinish'],
    versions: ['3.9.4', '4.9.2', '4.10.0', '4.10.1-rc.1'],
  },
  {
    id: 'video-recorder',
    name: 'Video recorder',
    timeout: 60,
    licence: true,
    description: 'Records the cameras along a lane and cuts the runs.',
    installationTypes: ['video', 'videoDirector'],
    versions: ['2.7.0', '2.8.3', '2.10.0', '3.0.0-beta.2'],
  },
  {
    id: 'video-director',
    name: 'Video director',
    timeout: 60,
    licence: true,
    description: 'Follows a skier across cameras (PTZ control, object tracking).',
    installationTypes: ['videoDirector'],
    versions: ['1.4.0', '1.5.2'],
  },
  {
    id: 'photo-uploader',
    name: 'Photo uploader',
    timeout: 20,
    licence: false,
    description: 'Sends photopoint and phototrap pictures to the media cloud.',
    installationTypes: ['photopoint', 'phototrap', 'panocam'],
    versions: ['5.1.0', '5.2.0', '5.12.1'],
  },
  {
    id: 'terminal-pos',
    name: 'Terminal POS',
    timeout: 45,
    licence: true,
    description: 'Sales and print software of the self-service terminals.',
    installationTypes: ['terminal'],
    versions: ['8.0.3', '8.1.0'],
  },
  {
    id: 'connector-agent',
    name: 'Resort connector',
    timeout: 30,
    licence: false,
    description: "Reads skipass and access data from the resort's ticketing system.",
    installationTypes: ['startFinish'],
    versions: ['1.18.0', '1.19.4', '2.0.0'],
  },
] as const;

export const COMMANDS: Array<{
  type: string;
  name: string;
  en: string;
  de: string;
  template: string;
  parameters?: Array<{ name: string; type: string; required?: boolean; defaultValue?: string }>;
  confirm?: boolean;
  capability?: string;
  description?: string;
}> = [
  { type: 'tracker-core', name: 'status', en: 'Read status', de: 'Status lesen', template: '{"action":"status"}', capability: 'support.write' },
  {
    type: 'tracker-core',
    name: 'restart',
    en: 'Restart timing',
    de: 'Zeitmessung neu starten',
    template: '{"action":"restart","delaySeconds":{{delaySeconds}}}',
    parameters: [{ name: 'delaySeconds', type: 'integer', defaultValue: '5' }],
    confirm: true,
    description: 'Runs on the lane are lost for about 30 seconds.',
  },
  {
    type: 'tracker-core',
    name: 'gate.test',
    en: 'Test start gate',
    de: 'Starttor testen',
    template: '{"action":"gateTest","lane":{{lane}}}',
    parameters: [{ name: 'lane', type: 'integer', required: true }],
  },
  { type: 'tracker-core', name: 'clock.sync', en: 'Synchronise clock', de: 'Uhr synchronisieren', template: '{"action":"ntpSync"}', capability: 'support.write' },
  { type: 'video-recorder', name: 'restart', en: 'Restart recorder', de: 'Recorder neu starten', template: '{"action":"restart"}', confirm: true },
  {
    type: 'video-recorder',
    name: 'camera.reinit',
    en: 'Re-initialise camera',
    de: 'Kamera neu initialisieren',
    template: '{"action":"cameraReinit","camera":"{{camera}}"}',
    parameters: [{ name: 'camera', type: 'string', required: true }],
    capability: 'support.write',
  },
  {
    type: 'video-recorder',
    name: 'reprocess',
    en: 'Reprocess session',
    de: 'Session neu verarbeiten',
    template: '{"action":"reprocess","sessionId":"{{sessionId}}","force":{{force}}}',
    parameters: [
      { name: 'sessionId', type: 'string', required: true },
      { name: 'force', type: 'boolean', defaultValue: 'false' },
    ],
  },
  { type: 'video-director', name: 'ptz.home', en: 'Move cameras home', de: 'Kameras in Grundstellung', template: '{"action":"ptzHome"}', capability: 'support.write' },
  { type: 'video-director', name: 'ptz.reinit', en: 'Re-initialise PT head', de: 'PT-Kopf neu initialisieren', template: '{"action":"ptReinit"}', confirm: true },
  { type: 'photo-uploader', name: 'flush', en: 'Upload queued photos', de: 'Wartende Fotos hochladen', template: '{"action":"flush"}', capability: 'support.write' },
  { type: 'terminal-pos', name: 'screenshot', en: 'Take screenshot', de: 'Screenshot erstellen', template: '{"action":"screenshot"}', capability: 'support.write' },
  { type: 'terminal-pos', name: 'printer.reset', en: 'Reset printer', de: 'Drucker zurücksetzen', template: '{"action":"printerReset"}', confirm: true },
  {
    type: 'connector-agent',
    name: 'resync',
    en: 'Resynchronise tickets',
    de: 'Tickets neu abgleichen',
    template: '{"action":"resync","sinceHours":{{sinceHours}}}',
    parameters: [{ name: 'sinceHours', type: 'integer', defaultValue: '24' }],
    confirm: true,
  },
];

export const CHANGELOGS = [
  {
    product: 'tracker',
    type: 'tracker-core',
    version: '4.10.0',
    date: '2026-10-14',
    title: 'Frost-proof start gate handling',
    body: '### Fixed\n- Start gates no longer double-trigger below **-15 °C**.\n- Photocell drift is compensated after a power cut.\n\n### Changed\n- Runs slower than the lane maximum are kept as *suspicious* instead of being dropped.',
  },
  {
    product: 'tracker',
    type: 'tracker-core',
    version: '4.9.2',
    date: '2026-03-02',
    title: 'RFID reader timeouts',
    body: '- Readers that stop answering are restarted after 10 s.\n- Lane status shows the last reader contact.',
  },
  {
    product: 'video',
    type: 'video-recorder',
    version: '2.10.0',
    date: '2026-11-03',
    title: 'Faster cutting',
    body: '### New\n- Sessions are cut **40 % faster** on the 2025 recorder hardware.\n- Sound collections per theme.\n\nSee the [operations manual](https://docs.example.com/video/2.10).',
  },
  {
    product: 'video',
    type: 'video-recorder',
    version: '2.8.3',
    date: '2026-01-20',
    title: 'Camera reconnect',
    body: '- Cameras that drop off the network are reconnected without restarting the recorder.',
  },
  {
    product: 'photo',
    type: 'photo-uploader',
    version: '5.12.1',
    date: '2026-09-28',
    title: 'Upload queue survives reboots',
    body: '- Photos taken while offline are uploaded after a reboot.\n- `flush` command for support.',
  },
  {
    product: 'terminal',
    type: 'terminal-pos',
    version: '8.1.0',
    date: '2026-10-30',
    title: 'Contactless receipts',
    body: '### New\n- QR receipts instead of paper on request.\n\n### Fixed\n- Printer paper-low warning came too late.',
  },
  {
    product: 'console',
    type: null,
    version: '1.3.123',
    date: '2026-11-20',
    title: 'Gondola console 1.3.123',
    body: 'Software catalogue, licence report and SMS templates in the console.',
  },
  { product: 'app', type: null, version: '3.4.0', date: '2026-11-10', title: 'Peak adventures', body: 'Guests collect badges for adventures such as **Vertical Hunter**.' },
] as const;

export const SMS_TEMPLATES = [
  { name: 'Störung', language: 'de', purpose: 'problem', text: 'Gondola: {problem} bei {installation} ({resort}) seit {time}. Wir arbeiten daran. Ticket {ticket}' },
  { name: 'Problem alert', language: 'en', purpose: 'problem', text: 'Gondola: {problem} at {installation} ({resort}) since {time}. We are on it. Ticket {ticket}' },
  { name: 'Guasto', language: 'it', purpose: 'problem', text: 'Gondola: {problem} presso {installation} ({resort}) dalle {time}. Ci stiamo lavorando. Ticket {ticket}' },
  { name: 'Panne', language: 'fr', purpose: 'problem', text: 'Gondola : {problem} à {installation} ({resort}) depuis {time}. Nous nous en occupons. Ticket {ticket}' },
  { name: 'Störung behoben', language: 'de', purpose: 'resolved', text: 'Gondola: {installation} läuft wieder ({date} {time}). Danke für Ihre Geduld!' },
  {
    name: 'Wartung',
    language: 'de',
    purpose: 'maintenance',
    text: 'Gondola: Am {date} ab {time} warten wir {installation} in {resort}. Dauer ca. 30 Minuten. Bei Fragen: {phone}',
  },
  {
    name: 'Maintenance',
    language: 'fr',
    purpose: 'maintenance',
    text: 'Gondola : maintenance prévue le {date} à {time} pour {installation} ({resort}). Durée estimée : 30 minutes. Contact : {phone}. Nous restons à votre disposition, même le week-end.',
  },
  { name: 'Bereitschaft', language: 'de', purpose: 'onDuty', text: '{contact}: Bereitschaftsruf für {installation} ({resort}): {problem}. Bitte Ticket {ticket} übernehmen.' },
] as const;

export const ACK_MESSAGES = [
  ['working', 'We are working on it.', 'Wir arbeiten daran.'],
  ['customer', 'Customer informed by phone.', 'Kunde telefonisch informiert.'],
  ['customer', 'Resort staff restarted the device.', 'Personal im Skigebiet hat das Gerät neu gestartet.'],
  ['onSite', 'Technician on the way.', 'Techniker ist unterwegs.'],
  ['known', 'Known issue, power outage at the lift station.', 'Bekanntes Problem, Stromausfall an der Liftstation.'],
  ['known', 'Lift closed (wind); installation switched off.', 'Lift geschlossen (Wind); Installation abgeschaltet.'],
  ['falseAlarm', 'False alarm, monitoring threshold too tight.', 'Fehlalarm, Monitoring-Schwelle zu eng.'],
  ['working', 'Waiting for the network provider.', 'Warten auf den Netzbetreiber.'],
] as const;

export const QUESTION_TEMPLATES = [
  {
    name: 'Start/finish site survey',
    installationType: 'startFinish',
    description: 'Walk the lane with the resort before the offer.',
    questions: [
      ['Is there mains power at start and finish?', 'yesNo'],
      ['Length of the lane in metres', 'number'],
      ['Network at the start house', 'choice', ['Fibre', 'Copper', 'LTE', 'None']],
      ['Who grooms the lane, and when?', 'text'],
      ['Is the start gate cable protected against snow groomers?', 'choice', ['Yes', 'No', 'Partly']],
    ],
  },
  {
    name: 'Video point acceptance',
    installationType: 'video',
    description: 'Acceptance with the resort on the day of commissioning.',
    questions: [
      ['All cameras deliver a picture?', 'yesNo'],
      ['Test run cut and published within 5 minutes?', 'yesNo'],
      ['Sponsor overlay approved by the resort?', 'yesNo'],
      ['Remarks', 'text', [], false],
    ],
  },
  {
    name: 'Terminal season start',
    installationType: 'terminal',
    description: 'Checks before the first lift opens.',
    questions: [
      ['Paper rolls in stock', 'number'],
      ['Card reader firmware current?', 'yesNo'],
      ['Receipt language', 'choice', ['German', 'English', 'Italian', 'French']],
    ],
  },
] as const;
