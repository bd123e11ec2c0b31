import { defineResource, f } from '../core/resource-kit/authoring';
import { commandField } from './shared/command-names';

export const BULK_STATUSES = [
  f.option('running', 'Running', 'Läuft', 'info'),
  f.option('paused', 'Paused (error threshold)', 'Angehalten (Fehlergrenze)', 'warning'),
  f.option('held', 'Paused', 'Pausiert', 'warning'),
  f.option('staged', 'Waiting after the first stage', 'Wartet nach der ersten Stufe', 'warning'),
  f.option('stopped', 'Stopped', 'Gestoppt', 'neutral'),
  f.option('completed', 'Completed', 'Abgeschlossen', 'success'),
];

/** A command run on many devices: one child device command per device, run by a pg-boss job. */
export default defineResource({
  name: 'bulk-commands',
  icon: 'DynamicFeed',
  menu: false,
  label: { en: { one: 'Bulk command', many: 'Bulk commands' }, de: { one: 'Massenbefehl', many: 'Massenbefehle' } },
  id: { strategy: 'uuid' },
  fields: {
    command: commandField(),
    parameters: f.longText(['Parameters', 'Parameter'], { maxLength: 4000 }),
    selection: f.longText(['Devices chosen by', 'Geräteauswahl'], { maxLength: 20000 }),
    status: f.choice(['Status', 'Status'], BULK_STATUSES, { required: true }),
    total: f.integer(['Devices', 'Geräte']),
    succeeded: f.integer(['Succeeded', 'Erfolgreich']),
    failed: f.integer(['Failed', 'Fehlgeschlagen']),
    cancelled: f.integer(['Cancelled', 'Abgebrochen']),
    concurrency: f.integer(['Concurrency', 'Parallelität'], { min: 1, max: 500 }),
    errorThreshold: f.integer(['Error threshold', 'Fehlergrenze'], {
      min: 1,
      help: f.help('The job pauses after this many failed devices.', 'Der Auftrag hält nach so vielen fehlgeschlagenen Geräten an.'),
    }),
    stageSize: f.integer(['First stage', 'Erste Stufe'], {
      min: 1,
      help: f.help(
        'A staged rollout: these devices go first, the rest only once enough of them succeeded.',
        'Stufenweise: diese Geräte zuerst, der Rest erst, wenn genug davon erfolgreich waren.',
      ),
    }),
    stageSuccessPercent: f.integer(['Success needed', 'Nötiger Erfolg'], { min: 1, max: 100, unit: '%' }),
    stage: f.choice(['Stage', 'Stufe'], [f.option('first', 'First stage', 'Erste Stufe'), f.option('rest', 'The rest', 'Der Rest')]),
    requestedBy: f.text(['Requested by (id)', 'Angefordert von (ID)']),
    requestedByName: f.text(['Requested by', 'Angefordert von'], { filterable: true }),
    startedAt: f.dateTime(['Started', 'Gestartet'], { required: true }),
    finishedAt: f.dateTime(['Finished', 'Beendet']),
    heartbeatAt: f.dateTime(['Runner heartbeat', 'Lebenszeichen des Auftrags']),
  },
  list: { columns: ['startedAt', 'command', 'status', 'total', 'succeeded', 'failed', 'requestedByName'], defaultSort: { field: 'startedAt', order: 'DESC' } },
  routes: { list: '/centraldevicemanagement/bulk-command-list', record: '/bulk-commands/:id/show' },
  recordRepresentation: 'command',
  // A bulk command can span customers: staff only.
  access: { read: 'devices.manage', create: null, update: null, delete: null },
  scope: { staffOnly: true },
});
