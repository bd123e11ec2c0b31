import { defineResource, f } from '../core/resource-kit/authoring';
import { startFinishRule } from '../core/lane-configs';
import { laneField } from './shared/video-options';

/**
 * A lane's start/finish configuration (spec §3): the runtime window a run must fall into, the
 * longest wait between the start gate's readiness and the start, identification at the start,
 * and the lane's opening hours. Versioned; applied to the lane's start/finish units.
 */
export default defineResource({
  name: 'start-finish-configs',
  icon: 'Sensors',
  menu: false,
  label: { en: { one: 'Start/finish configuration', many: 'Start/finish configurations' }, de: { one: 'Start/Ziel-Konfiguration', many: 'Start/Ziel-Konfigurationen' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    lane: laneField(),
    runtimeMinS: f.decimal(['Runtime minimum', 'Laufzeit-Minimum'], {
      required: true,
      min: 0,
      max: 3600,
      unit: 's',
      default: 10,
      help: f.help('Faster runs are counted as invalid (too fast)', 'Schnellere Läufe zählen als ungültig (zu schnell)'),
    }),
    runtimeMaxS: f.decimal(['Runtime maximum', 'Laufzeit-Maximum'], {
      required: true,
      min: 0.1,
      max: 3600,
      unit: 's',
      default: 120,
      help: f.help('Slower runs are counted as invalid (too slow)', 'Langsamere Läufe zählen als ungültig (zu langsam)'),
    }),
    preRuntimeMaxS: f.decimal(['Pre-runtime maximum', 'Vorlaufzeit-Maximum'], {
      required: true,
      min: 0,
      max: 3600,
      unit: 's',
      default: 30,
      help: f.help('The longest wait between the start gate opening and the start', 'Die längste Wartezeit zwischen Öffnen des Startgates und dem Start'),
    }),
    startWithIdentification: f.boolean(['Start with identification', 'Start mit Identifikation'], { default: false }),
    openingTime: f.time(['Opening time', 'Öffnungszeit'], { required: true }),
    closingTime: f.time(['Closing time', 'Schließzeit'], { required: true }),
  },
  list: { columns: ['installationId', 'lane', 'runtimeMinS', 'runtimeMaxS', 'preRuntimeMaxS', 'openingTime', 'closingTime'], defaultSort: { field: 'lane', order: 'ASC' } },
  recordRepresentation: 'lane',
  access: { read: 'console.read', create: 'devices.manage', update: 'devices.manage', delete: 'devices.manage' },
  scope: { through: 'installationId' },
  unique: [{ fields: ['installationId', 'lane'] }],
  rules: [startFinishRule],
  example: { lane: 1, runtimeMinS: 12.5, runtimeMaxS: 95, preRuntimeMaxS: 20, startWithIdentification: true, openingTime: '08:30', closingTime: '16:30' },
  writeFailures: 'configuration',
});
