import { defineResource, f } from '../core/resource-kit/authoring';

/**
 * One recorded session of a lane (spec §3 Video session): the recorder reports it with its events
 * (start, intermediate, finish as the trackers saw them), the post-processing works on it, and
 * the video publisher page can reprocess it.
 */
export default defineResource({
  name: 'video-sessions',
  icon: 'PlaylistAddCheck',
  menu: false,
  label: { en: { one: 'Video session', many: 'Video sessions' }, de: { one: 'Videositzung', many: 'Videositzungen' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    sessionId: f.text(['Session', 'Sitzung'], { required: true, maxLength: 80, searchable: true }),
    lane: f.integer(['Lane', 'Bahn'], { required: true, min: 1, max: 64, filterable: true }),
    orderId: f.text(['Order', 'Bestellung'], { maxLength: 80, searchable: true }),
    startNumber: f.text(['Start number', 'Startnummer'], { maxLength: 40, searchable: true }),
    processingStartedAt: f.dateTime(['Processing start', 'Verarbeitungsbeginn']),
    uploadedAt: f.dateTime(['Upload date', 'Hochgeladen am']),
    status: f.choice(
      ['Status', 'Status'],
      [
        f.option('recording', 'Recording', 'Aufnahme', 'info'),
        f.option('uploaded', 'Uploaded', 'Hochgeladen', 'info'),
        f.option('processing', 'Processing', 'In Verarbeitung', 'warning'),
        f.option('processed', 'Processed', 'Verarbeitet', 'success'),
        f.option('failed', 'Failed', 'Fehlgeschlagen', 'error'),
      ],
      { required: true, default: 'recording', filterable: true },
    ),
    configAnalysisStatus: f.choice(
      ['Config analysis', 'Konfigurationsanalyse'],
      [
        f.option('pending', 'Pending', 'Ausstehend', 'info'),
        f.option('ok', 'Inside the limits', 'Innerhalb der Grenzen', 'success'),
        f.option('outOfBounds', 'Outside the limits', 'Außerhalb der Grenzen', 'warning'),
        f.option('incomplete', 'Events missing', 'Ereignisse fehlen', 'error'),
      ],
      { required: true, default: 'pending', filterable: true },
    ),
    runtimeMs: f.integer(['Runtime', 'Laufzeit'], { min: 0, unit: 'ms' }),
    events: f.rows(
      ['Events', 'Ereignisse'],
      {
        at: f.dateTime(['Timestamp', 'Zeitstempel'], { required: true }),
        key: f.text(['Event key', 'Ereignisschlüssel'], { required: true, maxLength: 40 }),
        index: f.integer(['Event index', 'Ereignisindex'], { required: true, min: 0 }),
        timelineMs: f.integer(['Timeline value', 'Zeitachsenwert'], { min: 0, unit: 'ms' }),
        reporter: f.text(['Event reporter', 'Ereignismelder'], { required: true, maxLength: 80 }),
      },
      { maxItems: 200 },
    ),
    reprocessState: f.choice(
      ['Reprocessing', 'Neuverarbeitung'],
      [
        f.option('none', 'Never', 'Nie'),
        f.option('queued', 'Queued', 'Eingereiht', 'info'),
        f.option('running', 'Running', 'Läuft', 'warning'),
        f.option('done', 'Done', 'Fertig', 'success'),
        f.option('failed', 'Failed', 'Fehlgeschlagen', 'error'),
      ],
      { required: true, default: 'none', readOnly: true },
    ),
    reprocessStep: f.integer(['Steps done', 'Erledigte Schritte'], { min: 0, default: 0, readOnly: true }),
    reprocessedAt: f.dateTime(['Reprocessed', 'Neu verarbeitet'], { readOnly: true }),
  },
  list: {
    columns: ['sessionId', 'lane', 'startNumber', 'orderId', 'uploadedAt', 'status', 'configAnalysisStatus', 'reprocessState'],
    defaultSort: { field: 'uploadedAt', order: 'DESC' },
  },
  recordRepresentation: 'sessionId',
  access: { read: 'console.read', create: null, update: null, delete: null },
  scope: { through: 'installationId' },
  unique: [{ fields: ['installationId', 'sessionId'] }],
  indexes: [['installationId', 'uploadedAt']],
  example: {
    sessionId: 'S-4711',
    lane: 1,
    orderId: 'O-2211',
    startNumber: '17',
    uploadedAt: '2026-11-20T10:16:00.000Z',
    status: 'processed',
    configAnalysisStatus: 'ok',
    runtimeMs: 42_850,
    events: [
      { at: '2026-11-20T10:15:00.000Z', key: 'start', index: 0, timelineMs: 0, reporter: 'sf-001' },
      { at: '2026-11-20T10:15:42.850Z', key: 'finish', index: 1, timelineMs: 42_850, reporter: 'sf-001' },
    ],
  },
});
