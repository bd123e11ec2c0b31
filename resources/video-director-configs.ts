import { defineResource, f } from '../core/resource-kit/authoring';
import { DEFAULT_OBJECT_LOST_FRAMES, directorRule, SHAPES_JSON_SCHEMA, shapesSchema } from '../core/video-director';

/**
 * The video director of one recorder (or of one lane of it): the areas over the camera picture
 * and the object-lost frame counter (spec §5, §9). Edited on the video director page; the
 * recorder receives it with the `videodirector.apply` command.
 */
export default defineResource({
  name: 'video-director-configs',
  icon: 'Transform',
  menu: false,
  label: { en: { one: 'Video director configuration', many: 'Video director configurations' }, de: { one: 'Videoregie-Konfiguration', many: 'Videoregie-Konfigurationen' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    recorder: f.text(['Recorder', 'Recorder'], {
      required: true,
      filterable: true,
      maxLength: 64,
      pattern: { regex: '^[A-Za-z0-9][A-Za-z0-9_.-]*$', message: { en: 'Letters, digits, ., - and _', de: 'Buchstaben, Ziffern, ., - und _' } },
      help: f.help(
        'The recorder configuration or recorder device this configuration belongs to',
        'Die Recorder-Konfiguration oder das Recorder-Gerät, zu dem diese Konfiguration gehört',
      ),
    }),
    lane: f.integer(['Lane', 'Bahn'], { required: true, min: 1, max: 99, default: 1 }),
    pictureWidth: f.integer(['Picture width', 'Bildbreite'], { required: true, min: 16, max: 8192, unit: 'px' }),
    pictureHeight: f.integer(['Picture height', 'Bildhöhe'], { required: true, min: 16, max: 8192, unit: 'px' }),
    areas: f.structured(['Areas and points', 'Bereiche und Punkte'], { required: true, schema: shapesSchema, jsonSchema: SHAPES_JSON_SCHEMA }),
    objectLostFrames: f.integer(['Object-lost frame counter', 'Objektverlust-Bildzähler'], { required: true, min: 1, max: 1000, default: DEFAULT_OBJECT_LOST_FRAMES }),
  },
  list: { columns: ['installationId', 'recorder', 'lane', 'areas', 'objectLostFrames'], defaultSort: { field: 'recorder', order: 'ASC' } },
  recordRepresentation: 'recorder',
  access: { read: 'console.read', create: 'devices.manage', update: 'devices.manage', delete: 'devices.manage' },
  scope: { through: 'installationId' },
  unique: [{ fields: ['installationId', 'recorder', 'lane'] }],
  rules: [directorRule],
  example: {
    recorder: 'recorder-1',
    lane: 1,
    pictureWidth: 1280,
    pictureHeight: 720,
    objectLostFrames: 25,
    areas: [
      {
        id: 's1',
        kind: 'init',
        points: [
          [0.1, 0.1],
          [0.3, 0.1],
          [0.3, 0.3],
          [0.1, 0.3],
        ],
      },
      {
        id: 's2',
        kind: 'release',
        points: [
          [0.35, 0.1],
          [0.5, 0.1],
          [0.5, 0.3],
        ],
      },
      {
        id: 's3',
        kind: 'flow',
        points: [
          [0.2, 0.4],
          [0.8, 0.4],
          [0.8, 0.7],
          [0.2, 0.7],
        ],
      },
      {
        id: 's4',
        kind: 'turnOff',
        points: [
          [0.7, 0.8],
          [0.9, 0.8],
          [0.9, 0.95],
          [0.7, 0.95],
        ],
      },
      { id: 's5', kind: 'zoom', points: [[0.5, 0.5]] },
    ],
  },
  writeFailures: 'configuration',
});
