import { defineResource, f } from '../core/resource-kit/authoring';

/**
 * One run a tracker measured on a lane: its start, runtime and whether it counted. The device layer
 * writes them (the demo seeds a season's worth); the tracing statistics read them.
 */
export default defineResource({
  name: 'timing-runs',
  icon: 'Sensors',
  menu: false,
  label: { en: { one: 'Timed run', many: 'Timed runs' }, de: { one: 'Gemessener Lauf', many: 'Gemessene Läufe' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    lane: f.integer(['Lane', 'Spur'], { required: true, min: 1, max: 64 }),
    startedAt: f.dateTime(['Started', 'Gestartet'], { required: true }),
    runtimeMs: f.integer(['Runtime', 'Laufzeit'], { min: 0, max: 86_400_000, unit: 'ms' }),
    valid: f.boolean(['Valid', 'Gültig'], { default: true }),
    invalidReason: f.choice(
      ['Why invalid', 'Warum ungültig'],
      [
        f.option('noFinish', 'No finish', 'Kein Ziel'),
        f.option('tooFast', 'Faster than the minimum', 'Schneller als das Minimum'),
        f.option('tooSlow', 'Slower than the maximum', 'Langsamer als das Maximum'),
        f.option('falseStart', 'False start', 'Fehlstart'),
      ],
    ),
    startNumber: f.text(['Start number', 'Startnummer'], { maxLength: 40, filterable: true }),
  },
  list: { columns: ['startedAt', 'installationId', 'lane', 'runtimeMs', 'valid', 'invalidReason'], defaultSort: { field: 'startedAt', order: 'DESC' } },
  recordRepresentation: 'startNumber',
  access: { read: 'console.read', create: null, update: null, delete: null },
  scope: { through: 'installationId' },
  indexes: [['installationId', 'startedAt']],
  example: { lane: 1, startedAt: '2026-11-20T10:15:00.000Z', runtimeMs: 42_850, valid: true, startNumber: '17' },
});
