import { defineResource, f } from '../core/resource-kit/authoring';

/** One cut point of a cut configuration (spec §3 Cut configuration): the sort id is its place, changed by dragging. */
export default defineResource({
  name: 'cut-configs',
  icon: 'PlaylistAddCheck',
  menu: false,
  label: { en: { one: 'Cut point', many: 'Cut points' }, de: { one: 'Schnittpunkt', many: 'Schnittpunkte' } },
  id: { strategy: 'uuid' },
  fields: {
    profile: f.reference(['Cut configuration', 'Schnittkonfiguration'], 'cut-profiles', { required: true }),
    eventReporter: f.integer(['Event reporter', 'Ereignismelder'], { required: true, min: 0, max: 99, default: 0 }),
    eventKey: f.choice(
      ['Event key', 'Ereignis'],
      [f.option('start', 'Start', 'Start'), f.option('intermediate', 'Intermediate', 'Zwischenzeit'), f.option('finish', 'Finish', 'Ziel')],
      { required: true, default: 'start' },
    ),
    eventIndex: f.integer(['Event index', 'Ereignisindex'], { required: true, min: 0, max: 999, default: 0 }),
    offset: f.decimal(['Offset', 'Versatz'], { required: true, min: -600, max: 600, step: 0.1, unit: 's', default: 0 }),
    sortId: f.integer(['Sort id', 'Sortier-ID'], { min: 1, max: 100_000 }),
  },
  list: { columns: ['sortId', 'eventReporter', 'eventKey', 'eventIndex', 'offset'], defaultSort: { field: 'sortId', order: 'ASC' } },
  recordRepresentation: 'eventKey',
  access: { read: 'devices.manage', create: 'devices.manage', update: 'devices.manage', delete: 'devices.manage' },
  scope: { staffOnly: true },
  order: { field: 'sortId', within: 'profile' },
  example: { eventReporter: 0, eventKey: 'start', eventIndex: 0, offset: -2 },
  writeFailures: 'configuration',
});
