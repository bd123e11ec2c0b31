import { defineResource, f } from '../core/resource-kit/authoring';

export default defineResource({
  name: 'software-component-types',
  icon: 'Category',
  menu: 'devices',
  label: { en: { one: 'Component type', many: 'Component types' }, de: { one: 'Komponententyp', many: 'Komponententypen' } },
  id: f.slugId(['Type id', 'Typ-ID']),
  fields: {
    name: f.text(['Name', 'Name'], { required: true, unique: 'ci', searchable: true }),
    description: f.longText(['Description', 'Beschreibung'], { searchable: true }),
    defaultTimeoutSeconds: f.integer(['Default timeout', 'Standard-Timeout'], {
      required: true,
      min: 1,
      max: 3600,
      unit: 's',
      help: f.help(
        'How long a command of this type may run before it counts as failed, unless the component sets its own.',
        'Wie lange ein Befehl dieses Typs laufen darf, bevor er als fehlgeschlagen gilt, sofern die Komponente nichts anderes festlegt.',
      ),
    }),
    requiresLicence: f.boolean(['Needs a licence', 'Lizenzpflichtig'], {
      default: false,
      help: f.help(
        'Components of this type without a matching licence show up in the licence report.',
        'Komponenten dieses Typs ohne passende Lizenz erscheinen im Lizenzbericht.',
      ),
    }),
  },
  list: { columns: ['id', 'name', 'defaultTimeoutSeconds', 'requiresLicence'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'console.read', create: 'admin.manage', update: 'admin.manage', delete: 'admin.manage' },
  children: [
    { resource: 'component-commands', field: 'typeId' },
    { resource: 'software-component-versions', field: 'typeId' },
  ],
});
