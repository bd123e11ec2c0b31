import { CAPABILITY_NAMES } from '../core/access';
import { checkTemplate, type CommandParameter } from '../core/command-template';
import { defineResource, f, issue } from '../core/resource-kit/authoring';

export default defineResource({
  name: 'component-commands',
  icon: 'Terminal',
  menu: false,
  label: { en: { one: 'Command', many: 'Commands' }, de: { one: 'Befehl', many: 'Befehle' } },
  id: { strategy: 'uuid' },
  fields: {
    typeId: f.reference(['Component type', 'Komponententyp'], 'software-component-types', { required: true }),
    name: f.text(['Name', 'Name'], {
      required: true,
      searchable: true,
      maxLength: 64,
      pattern: {
        regex: '^[a-z][a-zA-Z0-9_.-]*$',
        message: { en: 'Starts with a lower-case letter; letters, digits, _ . - only', de: 'Beginnt mit einem Kleinbuchstaben; nur Buchstaben, Ziffern, _ . -' },
      },
      help: f.help('The command as the component understands it, e.g. restart or camera.reinit.', 'Der Befehl, wie ihn die Komponente versteht, z. B. restart oder camera.reinit.'),
    }),
    label: f.group(
      ['Label', 'Bezeichnung'],
      {
        en: f.text(['English', 'Englisch'], { required: true }),
        de: f.text(['German', 'Deutsch'], { required: true }),
      },
      { required: true },
    ),
    payloadTemplate: f.longText(['Payload template', 'Nutzdaten-Vorlage'], {
      required: true,
      maxLength: 4000,
      help: f.help(
        'JSON sent to the component; {{parameter}} is replaced by the value given when the command runs.',
        'JSON, das an die Komponente geht; {{parameter}} wird beim Ausführen durch den angegebenen Wert ersetzt.',
      ),
    }),
    parameters: f.rows(
      ['Parameters', 'Parameter'],
      {
        name: f.text(['Name', 'Name'], {
          required: true,
          maxLength: 40,
          pattern: {
            regex: '^[a-zA-Z][a-zA-Z0-9_]*$',
            message: { en: 'Letters, digits and _; starts with a letter', de: 'Buchstaben, Ziffern und _; beginnt mit einem Buchstaben' },
          },
        }),
        type: f.choice(
          ['Type', 'Typ'],
          [f.option('string', 'Text', 'Text'), f.option('integer', 'Whole number', 'Ganze Zahl'), f.option('number', 'Number', 'Zahl'), f.option('boolean', 'Yes/no', 'Ja/Nein')],
          { required: true },
        ),
        required: f.boolean(['Required', 'Pflicht']),
        defaultValue: f.text(['Default', 'Vorgabe'], { maxLength: 200 }),
      },
      { key: 'name', maxItems: 20 },
    ),
    description: f.text(['Description', 'Beschreibung'], {
      maxLength: 500,
      help: f.help('What it does; the confirmation dialog shows it.', 'Was er bewirkt; der Bestätigungsdialog zeigt es an.'),
    }),
    needsConfirmation: f.boolean(['Needs confirmation', 'Mit Bestätigung'], {
      default: false,
      help: f.help('The console asks "are you sure?" before sending it (restarts, resets).', 'Die Konsole fragt vor dem Senden nach (Neustarts, Zurücksetzen).'),
    }),
    capability: f.choice(
      ['Required capability', 'Benötigte Berechtigung'],
      CAPABILITY_NAMES.map((c) => f.option(c, c, c)),
      {
        required: true,
        default: 'devices.manage',
        help: f.help(
          'Who may run it: support.write for quick support commands, devices.manage for device commands.',
          'Wer ihn ausführen darf: support.write für Schnellbefehle im Support, devices.manage für Gerätebefehle.',
        ),
      },
    ),
    sortOrder: f.integer(['Position', 'Position'], { min: 1, max: 100_000, help: f.help('Drag the rows of the list to change it.', 'Zum Ändern die Zeilen der Liste ziehen.') }),
  },
  list: { columns: ['sortOrder', 'name', 'label', 'typeId', 'needsConfirmation', 'capability'], defaultSort: { field: 'sortOrder', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'console.read', create: 'admin.manage', update: 'admin.manage', delete: 'admin.manage' },
  unique: [{ fields: ['typeId', 'name'] }],
  order: { field: 'sortOrder', within: 'typeId' },
  rules: [
    (r) => {
      if (typeof r.payloadTemplate !== 'string') return undefined;
      const { undeclared, validJson } = checkTemplate(r.payloadTemplate, (r.parameters as CommandParameter[] | null) ?? []);
      if (undeclared.length) return { payloadTemplate: issue('undeclaredParameter', { parameters: undeclared.join(', ') }) };
      return validJson ? undefined : { payloadTemplate: issue('jsonTemplate') };
    },
  ],
  example: {
    name: 'restart',
    label: { en: 'Restart service', de: 'Dienst neu starten' },
    payloadTemplate: '{"action":"restart","delaySeconds":{{delaySeconds}}}',
    parameters: [{ name: 'delaySeconds', type: 'integer', required: false, defaultValue: '5' }],
    needsConfirmation: true,
    capability: 'devices.manage',
  },
});
