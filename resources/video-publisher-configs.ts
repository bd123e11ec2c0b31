import { defineResource, f } from '../core/resource-kit/authoring';
import { laneField } from './shared/video-options';

/** Where a lane's finished videos go and how (`tracker/videopublisher`): targets, automatic publishing, look, delay. */
export default defineResource({
  name: 'video-publisher-configs',
  icon: 'DynamicFeed',
  menu: false,
  label: {
    en: { one: 'Video publisher configuration', many: 'Video publisher configurations' },
    de: { one: 'Video-Publisher-Konfiguration', many: 'Video-Publisher-Konfigurationen' },
  },
  id: { strategy: 'uuid' },
  fields: {
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    lane: laneField(),
    targets: f.list(['Publish to', 'Veröffentlichen auf'], 'enum', {
      options: [
        f.option('portal', 'Guest portal', 'Gästeportal'),
        f.option('app', 'Resort app', 'Skigebiets-App'),
        f.option('email', 'E-mail to the guest', 'E-Mail an den Gast'),
        f.option('screen', 'Finish screen', 'Zielbildschirm'),
      ],
      maxItems: 4,
    }),
    autoPublish: f.boolean(['Publish automatically', 'Automatisch veröffentlichen'], { default: true }),
    themeId: f.reference(['Theme', 'Theme'], 'video-themes'),
    watermark: f.text(['Watermark', 'Wasserzeichen'], { maxLength: 60, help: f.help('Text in the corner of every video', 'Text in der Ecke jedes Videos') }),
    delayS: f.integer(['Delay', 'Verzögerung'], {
      required: true,
      min: 0,
      max: 3600,
      default: 0,
      unit: 's',
      help: f.help('Wait after the finish before publishing', 'Wartezeit nach dem Ziel vor dem Veröffentlichen'),
    }),
  },
  list: { columns: ['lane', 'targets', 'autoPublish', 'themeId', 'delayS'], defaultSort: { field: 'lane', order: 'ASC' } },
  recordRepresentation: 'lane',
  access: { read: 'console.read', create: 'devices.manage', update: 'devices.manage', delete: 'devices.manage' },
  scope: { through: 'installationId' },
  unique: [{ fields: ['installationId', 'lane'] }],
  example: { lane: 1, targets: ['portal', 'email'], autoPublish: true, watermark: 'Skiline', delayS: 30 },
  writeFailures: 'configuration',
});
