import { defineResource, f } from '../core/resource-kit/authoring';
import { commandField } from './shared/command-names';

export const COMMAND_STATUSES = [
  f.option('queued', 'Queued', 'Wartend', 'neutral'),
  f.option('sent', 'Sent', 'Gesendet', 'info'),
  f.option('succeeded', 'Succeeded', 'Erfolgreich', 'success'),
  f.option('failed', 'Failed', 'Fehlgeschlagen', 'error'),
  f.option('timedOut', 'Timed out', 'Zeitüberschreitung', 'warning'),
  f.option('cancelled', 'Cancelled', 'Abgebrochen', 'neutral'),
];

/**
 * Every command sent to a device, stored before it is sent: this table is the command audit.
 * The server writes it; nobody edits history.
 */
export default defineResource({
  name: 'device-commands',
  icon: 'Terminal',
  menu: 'administration',
  label: { en: { one: 'Device command', many: 'Command audit' }, de: { one: 'Gerätebefehl', many: 'Befehlsprotokoll' } },
  id: { strategy: 'uuid' },
  fields: {
    deviceId: f.reference(['Device', 'Gerät'], 'devices', { required: true, foreignKey: false }),
    installationId: f.reference(['Installation', 'Installation'], 'installations', { foreignKey: false }),
    command: commandField(),
    origin: f.choice(
      ['Origin', 'Herkunft'],
      [f.option('device', 'Device page', 'Geräteseite'), f.option('quick', 'Quick support', 'Schnellbefehl'), f.option('bulk', 'Bulk command', 'Massenbefehl')],
      { required: true },
    ),
    bulkId: f.reference(['Bulk command', 'Massenbefehl'], 'bulk-commands', { foreignKey: false }),
    parameters: f.longText(['Parameters', 'Parameter'], { maxLength: 4000 }),
    status: f.choice(['Status', 'Status'], COMMAND_STATUSES, { required: true }),
    requestedBy: f.text(['Requested by (id)', 'Angefordert von (ID)'], { filterable: true }),
    requestedByName: f.text(['Requested by', 'Angefordert von'], { searchable: true, filterable: true }),
    timeoutSeconds: f.integer(['Timeout', 'Timeout'], { unit: 's' }),
    queuedAt: f.dateTime(['Queued', 'Eingereiht'], { required: true }),
    sentAt: f.dateTime(['Sent', 'Gesendet']),
    finishedAt: f.dateTime(['Finished', 'Beendet']),
    durationMs: f.integer(['Duration', 'Dauer'], { unit: 'ms' }),
    result: f.longText(['Result', 'Ergebnis'], { sortable: false }),
    error: f.text(['Error', 'Fehler'], { maxLength: 2000, searchable: true }),
  },
  list: { columns: ['queuedAt', 'command', 'deviceId', 'installationId', 'status', 'requestedByName', 'durationMs', 'origin'], defaultSort: { field: 'queuedAt', order: 'DESC' } },
  routes: { list: '/command-audit', record: '/command-audit/:id' },
  recordRepresentation: 'command',
  access: { read: 'console.read', create: null, update: null, delete: null },
  scope: { through: 'installationId' },
  indexes: [
    ['deviceId', 'queuedAt'],
    ['bulkId', 'status'],
    ['status', 'sentAt'],
  ],
  unique: [{ fields: ['bulkId', 'deviceId'] }],
});
