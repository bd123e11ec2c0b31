import { laneDeviceWhere } from '../core/lane-configs';
import { defineResource, f } from '../core/resource-kit/authoring';

/** How a photopoint or phototrap takes its pictures: what triggers it, which camera, the delay and the overlay. Applied to the device. */
export default defineResource({
  name: 'photo-trigger-configs',
  icon: 'PhotoCamera',
  menu: false,
  label: { en: { one: 'Picture trigger', many: 'Picture triggers' }, de: { one: 'Bildauslöser', many: 'Bildauslöser' } },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    deviceId: f.reference(['Device', 'Gerät'], 'devices', { required: true, where: laneDeviceWhere('photo') }),
    trigger: f.choice(
      ['Trigger', 'Auslöser'],
      [
        f.option('lightBarrier', 'Light barrier', 'Lichtschranke'),
        f.option('motion', 'Motion in the picture', 'Bewegung im Bild'),
        f.option('interval', 'Every few seconds', 'Alle paar Sekunden'),
        f.option('manual', 'Button on the device', 'Taste am Gerät'),
      ],
      { required: true, default: 'lightBarrier' },
    ),
    camera: f.choice(['Camera', 'Kamera'], [f.option('main', 'Main camera', 'Hauptkamera'), f.option('wide', 'Wide-angle camera', 'Weitwinkelkamera')], {
      required: true,
      default: 'main',
    }),
    delayMs: f.integer(['Delay', 'Verzögerung'], {
      required: true,
      min: 0,
      max: 10_000,
      default: 250,
      unit: 'ms',
      help: f.help('Between the trigger and the picture', 'Zwischen Auslöser und Bild'),
    }),
    intervalS: f.integer(['Interval', 'Intervall'], { min: 1, max: 3600, unit: 's', help: f.help('With the interval trigger', 'Beim Intervall-Auslöser') }),
    overlayTemplateId: f.reference(['Overlay', 'Overlay'], 'svg-templates'),
  },
  list: { columns: ['deviceId', 'trigger', 'camera', 'delayMs', 'overlayTemplateId'], defaultSort: { field: 'deviceId', order: 'ASC' } },
  recordRepresentation: 'trigger',
  access: { read: 'console.read', create: 'devices.manage', update: 'devices.manage', delete: 'devices.manage' },
  scope: { through: 'installationId' },
  // A device with two cameras has a trigger for each.
  unique: [{ fields: ['deviceId', 'camera'] }],
  example: { trigger: 'lightBarrier', camera: 'wide', delayMs: 250 },
  writeFailures: 'configuration',
});
