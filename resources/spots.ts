import { defineResource, f } from '../core/resource-kit/authoring';

export default defineResource({
  name: 'spots',
  icon: 'Place',
  menu: 'customers',
  label: { en: { one: 'Spot', many: 'Spots' }, de: { one: 'Spot', many: 'Spots' } },
  id: { strategy: 'uuid' },
  fields: {
    resortId: f.reference(['Resort', 'Skigebiet'], 'resorts', { required: true }),
    name: f.text(['Name', 'Name'], { required: true, searchable: true }),
    type: f.choice(
      ['Type', 'Typ'],
      [
        f.option('raceTrack', 'Race track', 'Rennstrecke'),
        f.option('funSlope', 'Fun slope', 'Funslope'),
        f.option('speedTrack', 'Speed track', 'Speedstrecke'),
        f.option('viewpoint', 'Viewpoint', 'Aussichtspunkt'),
        f.option('snowpark', 'Snowpark', 'Snowpark'),
      ],
      { required: true },
    ),
    location: f.coordinates(['Location', 'Position']),
    active: f.boolean(['Active', 'Aktiv'], { default: true }),
  },
  list: { columns: ['name', 'resortId', 'type', 'active'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'console.read', create: 'projects.manage', update: 'projects.manage', delete: 'projects.manage' },
  scope: { through: 'resortId' },
  unique: [{ fields: ['resortId', 'name'], ci: true }],
});
