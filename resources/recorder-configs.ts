import { laneDeviceWhere } from '../core/lane-configs';
import { defineResource, f } from '../core/resource-kit/authoring';
import { frameRateField, laneField, RESOLUTIONS } from './shared/video-options';

/**
 * How a recorder records a lane (`tracker/config/recorder/{configId}`): picture, the seconds kept
 * before the start and after the finish, the bitrate and how long recordings are kept. Applied to the recorder.
 */
export default defineResource({
  name: 'recorder-configs',
  icon: 'Memory',
  menu: false,
  label: { en: { one: 'Recorder configuration', many: 'Recorder configurations' }, de: { one: 'Recorder-Konfiguration', many: 'Recorder-Konfigurationen' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    lane: laneField(),
    recorderId: f.reference(['Recorder', 'Recorder'], 'devices', { required: true, where: laneDeviceWhere('recorder') }),
    resolution: f.choice(['Resolution', 'Auflösung'], RESOLUTIONS, { required: true, default: '1920x1080' }),
    frameRate: frameRateField(),
    preRollS: f.integer(['Pre-roll', 'Vorlauf'], {
      required: true,
      min: 0,
      max: 60,
      default: 3,
      unit: 's',
      help: f.help('Recorded before the start', 'Aufgenommen vor dem Start'),
    }),
    postRollS: f.integer(['Post-roll', 'Nachlauf'], {
      required: true,
      min: 0,
      max: 60,
      default: 5,
      unit: 's',
      help: f.help('Recorded after the finish', 'Aufgenommen nach dem Ziel'),
    }),
    bitrateKbps: f.integer(['Bitrate', 'Bitrate'], { required: true, min: 500, max: 50_000, default: 8000, unit: 'kbit/s' }),
    retentionDays: f.integer(['Kept for', 'Aufbewahrt für'], { required: true, min: 1, max: 365, default: 30, unit: 'days' }),
  },
  list: { columns: ['lane', 'recorderId', 'resolution', 'frameRate', 'preRollS', 'postRollS', 'retentionDays'], defaultSort: { field: 'lane', order: 'ASC' } },
  recordRepresentation: 'lane',
  access: { read: 'console.read', create: 'devices.manage', update: 'devices.manage', delete: 'devices.manage' },
  scope: { through: 'installationId' },
  unique: [{ fields: ['installationId', 'lane', 'recorderId'] }],
  example: { lane: 12, resolution: '1920x1080', frameRate: 50, preRollS: 3, postRollS: 5, bitrateKbps: 12_000, retentionDays: 30 },
  writeFailures: 'configuration',
});
