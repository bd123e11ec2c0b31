import { defineResource, f } from '../core/resource-kit/authoring';
import { ROLE_OPTIONS } from './staff-users';

export const NOTE_CATEGORIES = [
  f.option('information', 'Information', 'Information'),
  f.option('handover', 'Shift handover', 'Schichtübergabe'),
  f.option('incident', 'Incident', 'Störung'),
  f.option('customerRequest', 'Customer request', 'Kundenanfrage'),
];

export default defineResource({
  name: 'notes',
  icon: 'StickyNote2',
  menu: 'operations',
  label: { en: { one: 'Note', many: 'Notes' }, de: { one: 'Notiz', many: 'Notizen' } },
  id: { strategy: 'uuid' },
  fields: {
    text: f.markdown(['Text', 'Text'], {
      required: true,
      searchable: true,
      maxLength: 10_000,
      requiredMessage: { en: 'please enter some text', de: 'Bitte etwas Text eingeben' },
      help: f.help('Markdown: **bold**, lists, links. HTML is not shown.', 'Markdown: **fett**, Listen, Links. HTML wird nicht angezeigt.'),
    }),
    category: f.choice(['Category', 'Kategorie'], NOTE_CATEGORIES, { required: true, default: 'information' }),
    pinned: f.boolean(['Pinned', 'Angeheftet'], { default: false, help: f.help('Pinned notes stay on top of every list.', 'Angeheftete Notizen stehen in jeder Liste oben.') }),
    installationId: f.reference(['Installation', 'Installation'], 'installations'),
    resortId: f.reference(['Resort', 'Skigebiet'], 'resorts'),
    problemId: f.text(['Problem', 'Problem'], {
      maxLength: 200,
      filterable: true,
      help: f.help('The problem this note is about (its trigger id).', 'Das Problem, um das es geht (seine Trigger-ID).'),
    }),
    deviceId: f.text(['Device', 'Gerät'], { maxLength: 200, filterable: true }),
    recipientRoles: f.list(['To roles', 'An Rollen'], 'enum', {
      options: ROLE_OPTIONS,
      maxItems: ROLE_OPTIONS.length,
      help: f.help('Everyone with one of these roles finds the note in their inbox.', 'Alle mit einer dieser Rollen finden die Notiz im Posteingang.'),
    }),
    recipientUsers: f.referenceMany(['To people', 'An Personen'], 'staff-users'),
    sharedWithCustomer: f.boolean(['Visible to the customer', 'Für den Kunden sichtbar'], {
      default: false,
      help: f.help(
        "The installation's customer staff see this note too; without it, it stays among the provider's staff.",
        'Die Kundenmitarbeiter der Installation sehen diese Notiz auch; sonst bleibt sie unter den Mitarbeitern des Anbieters.',
      ),
    }),
    authorId: f.reference(['Author', 'Verfasser'], 'staff-users', { readOnly: true, stamp: 'actorId', foreignKey: false }),
    authorName: f.text(['Author', 'Verfasser'], { readOnly: true, stamp: 'actorName', searchable: true }),
  },
  list: {
    phoneRows: true,
    columns: ['pinned', 'createdAt', 'authorName', 'category', 'text', 'installationId', 'resortId'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
    pinnedFirst: 'pinned',
  },
  recordRepresentation: 'text',
  access: { read: 'console.read', create: 'notes.write', update: 'notes.write', delete: 'notes.write' },
  owner: { field: 'authorId', override: 'admin.manage' },
  // Customer users see and write notes about their own installations only, and of those only the ones shared with them (or their own).
  scope: { through: 'installationId', shared: 'sharedWithCustomer' },
  groups: [
    { id: 'note', label: { en: 'Note', de: 'Notiz' }, fields: ['text', 'category', 'pinned', 'recipientRoles', 'recipientUsers', 'sharedWithCustomer'] },
    { id: 'about', label: { en: 'About', de: 'Betrifft' }, fields: ['installationId', 'resortId', 'problemId', 'deviceId', 'authorId', 'authorName'] },
  ],
  example: { text: 'Camera 2 at lane 3 reboots every night; **ticket open** with the resort.', category: 'handover', recipientRoles: ['firstlevel'] },
});
