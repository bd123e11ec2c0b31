import { defineResource, f } from '../core/resource-kit/authoring';
import { INSTALLATION_STATUSES } from './shared/plan-options';

export const INSTALLATION_TYPES = [
  f.option('startFinish', 'Start/finish timing', 'Start/Ziel-Zeitmessung'),
  f.option('video', 'Video', 'Video'),
  f.option('videoDirector', 'Video director', 'Videoregie'),
  f.option('photopoint', 'Photopoint', 'Fotopunkt'),
  f.option('phototrap', 'Phototrap', 'Fotofalle'),
  f.option('terminal', 'Terminal', 'Terminal'),
  f.option('actionCam', 'Action cam', 'Actioncam'),
  f.option('panocam', 'Panorama camera', 'Panoramakamera'),
  f.option('eventMovie', 'Event movie', 'Eventfilm'),
];

export default defineResource({
  name: 'installations',
  icon: 'Sensors',
  menu: 'installations',
  routes: { searchInRecordPath: 'text', opens: '/installation/:id/operation' },
  label: { en: { one: 'Installation', many: 'Installations' }, de: { one: 'Installation', many: 'Installationen' } },
  id: f.slugId(['Installation id', 'Installations-ID']),
  fields: {
    name: f.text(['Name', 'Name'], { required: true, searchable: true }),
    type: f.choice(['Type', 'Typ'], INSTALLATION_TYPES, { required: true }),
    status: f.choice(['Status', 'Status'], INSTALLATION_STATUSES, { required: true, default: 'planned' }),
    customerId: f.reference(['Customer', 'Kunde'], 'customers', { required: true }),
    resortId: f.reference(['Resort', 'Skigebiet'], 'resorts'),
    country: f.country(['Country', 'Land'], { required: true }),
    sponsor: f.text(['Sponsor', 'Sponsor'], {
      searchable: true,
      help: f.help('Brand shown on videos and photos of this installation.', 'Marke auf Videos und Fotos dieser Installation.'),
    }),
    location: f.coordinates(['Location', 'Position']),
    trackerVersion: f.choice(
      ['Tracker', 'Tracker'],
      [f.option('V3', 'Tracker V3', 'Tracker V3'), f.option('V4', 'Tracker V4', 'Tracker V4'), f.option('none', 'No tracker', 'Kein Tracker')],
      {
        required: true,
        default: 'none',
      },
    ),
  },
  list: { columns: ['id', 'name', 'type', 'status', 'resortId', 'customerId', 'country', 'trackerVersion'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'console.read', create: 'projects.manage', update: 'projects.manage', delete: 'admin.manage' },
  scope: { customerField: 'customerId' },
  groups: [
    { id: 'general', label: { en: 'General', de: 'Allgemein' }, fields: ['name', 'type', 'status', 'trackerVersion', 'sponsor'] },
    { id: 'ownership', label: { en: 'Customer and place', de: 'Kunde und Ort' }, fields: ['customerId', 'resortId', 'country', 'location'] },
  ],
});
