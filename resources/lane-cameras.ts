import { laneDeviceWhere } from '../core/lane-configs';
import { defineResource, f } from '../core/resource-kit/authoring';
import { frameRateField, laneField, RESOLUTIONS } from './shared/video-options';

/**
 * A camera of a lane (camera management): which device, what it films (start, finish or the
 * course), its PTZ presets and picture. Applied to the camera; moved and pictured through its commands.
 */
export default defineResource({
  name: 'lane-cameras',
  icon: 'PhotoCamera',
  menu: false,
  label: { en: { one: 'Lane camera', many: 'Lane cameras' }, de: { one: 'Bahnkamera', many: 'Bahnkameras' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    lane: laneField(),
    deviceId: f.reference(['Camera', 'Kamera'], 'devices', { required: true, where: laneDeviceWhere('cameras') }),
    role: f.choice(['Films', 'Filmt'], [f.option('start', 'Start', 'Start'), f.option('finish', 'Finish', 'Ziel'), f.option('course', 'Course', 'Strecke')], {
      required: true,
      default: 'course',
    }),
    resolution: f.choice(['Resolution', 'Auflösung'], RESOLUTIONS, { required: true, default: '1920x1080' }),
    frameRate: frameRateField(),
    presets: f.rows(
      ['PTZ presets', 'PTZ-Positionen'],
      {
        name: f.text(['Name', 'Name'], { required: true, maxLength: 40 }),
        pan: f.decimal(['Pan', 'Schwenk'], { required: true, min: -180, max: 180, unit: '°' }),
        tilt: f.decimal(['Tilt', 'Neigung'], { required: true, min: -90, max: 90, unit: '°' }),
        zoom: f.decimal(['Zoom', 'Zoom'], { required: true, min: 1, max: 30, unit: '×' }),
      },
      { maxItems: 16 },
    ),
  },
  list: { columns: ['lane', 'deviceId', 'role', 'resolution', 'frameRate'], defaultSort: { field: 'lane', order: 'ASC' } },
  recordRepresentation: 'role',
  access: { read: 'console.read', create: 'devices.manage', update: 'devices.manage', delete: 'devices.manage' },
  scope: { through: 'installationId' },
  unique: [{ fields: ['installationId', 'lane', 'deviceId'] }],
  example: { lane: 12, role: 'start', resolution: '1920x1080', frameRate: 50, presets: [{ name: 'Gate', pan: -12.5, tilt: -8, zoom: 2 }] },
});
