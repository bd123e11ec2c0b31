import { defineResource, f, notBefore } from '../core/resource-kit/authoring';

export default defineResource({
  name: 'slas',
  icon: 'Handshake',
  menu: false,
  label: { en: { one: 'SLA', many: 'SLAs' }, de: { one: 'SLA', many: 'SLAs' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    level: f.choice(
      ['Level', 'Stufe'],
      [f.option('basic', 'Basic', 'Basis'), f.option('standard', 'Standard', 'Standard'), f.option('premium', 'Premium', 'Premium'), f.option('event', 'Event', 'Event')],
      { required: true },
    ),
    responseMinutes: f.integer(['Response time', 'Reaktionszeit'], {
      required: true,
      min: 5,
      max: 10_080,
      unit: 'min',
      help: f.help('Until a person works on a reported problem.', 'Bis eine Person an einem gemeldeten Problem arbeitet.'),
    }),
    resolutionHours: f.integer(['Resolution time', 'Lösungszeit'], { required: true, min: 1, max: 2160, unit: 'h' }),
    supportHours: f.choice(
      ['Support hours', 'Supportzeiten'],
      [
        f.option('office', 'Mon–Fri 08:00–17:00', 'Mo–Fr 08:00–17:00'),
        f.option('liftHours', 'Daily during lift hours', 'Täglich während der Liftbetriebszeiten'),
        f.option('extended', 'Daily 06:30–20:00', 'Täglich 06:30–20:00'),
        f.option('always', '24/7', '24/7'),
      ],
      { required: true },
    ),
    hourlyRate: f.decimal(['Hourly rate', 'Stundensatz'], {
      min: 0,
      max: 10_000,
      step: 0.01,
      help: f.help(
        'What an hour of billable support costs under this agreement (the support invoice).',
        'Was eine Stunde verrechenbarer Support nach dieser Vereinbarung kostet (Supportrechnung).',
      ),
    }),
    currency: f.currency(['Currency', 'Währung']),
    validFrom: f.date(['Valid from', 'Gültig ab'], { required: true }),
    validUntil: f.date(['Valid until', 'Gültig bis']),
    notes: f.longText(['Notes', 'Notizen']),
  },
  list: {
    columns: ['installationId', 'level', 'responseMinutes', 'resolutionHours', 'supportHours', 'validFrom', 'validUntil'],
    defaultSort: { field: 'validFrom', order: 'DESC' },
  },
  recordRepresentation: 'level',
  access: { read: 'console.read', create: 'projects.manage', update: 'projects.manage', delete: 'projects.manage' },
  scope: { through: 'installationId' },
  rules: [notBefore('validFrom', 'validUntil')],
});
