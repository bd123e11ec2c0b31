import { MESSAGE_LANGUAGES, MESSAGE_PURPOSES } from './shared/message-purposes';
import { PLACEHOLDER_LIST, placeholderRule } from './shared/placeholder-rule';
import { defineResource, f } from '../core/resource-kit/authoring';

/** Prepared e-mails for customer notifications, one per purpose and language (the SMS templates' twin). */
export default defineResource({
  name: 'email-templates',
  icon: 'StickyNote2',
  menu: 'administration',
  label: { en: { one: 'E-mail template', many: 'E-mail templates' }, de: { one: 'E-Mail-Vorlage', many: 'E-Mail-Vorlagen' } },
  id: { strategy: 'uuid' },
  fields: {
    name: f.text(['Name', 'Name'], { required: true, searchable: true, maxLength: 120 }),
    language: f.choice(['Language', 'Sprache'], MESSAGE_LANGUAGES, { required: true, default: 'de' }),
    purpose: f.choice(['Purpose', 'Zweck'], MESSAGE_PURPOSES, { required: true, default: 'maintenance' }),
    subject: f.text(['Subject', 'Betreff'], {
      required: true,
      maxLength: 200,
      searchable: true,
      help: f.help(`Placeholders: ${PLACEHOLDER_LIST}.`, `Platzhalter: ${PLACEHOLDER_LIST}.`),
    }),
    body: f.longText(['Text', 'Text'], {
      required: true,
      maxLength: 20_000,
      help: f.help(`Plain text. Placeholders: ${PLACEHOLDER_LIST}.`, `Reiner Text. Platzhalter: ${PLACEHOLDER_LIST}.`),
    }),
    active: f.boolean(['Active', 'Aktiv'], { default: true }),
  },
  list: { columns: ['name', 'language', 'purpose', 'subject', 'active'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'console.read', create: 'admin.manage', update: 'admin.manage', delete: 'admin.manage' },
  scope: { staffOnly: true },
  unique: [{ fields: ['name', 'language'], ci: true }],
  rules: [placeholderRule('subject'), placeholderRule('body')],
  example: {
    name: 'Wartung',
    subject: 'Wartung bei {installation}',
    body: 'Guten Tag {contact},\n\nam {date} um {time} warten wir {installation} ({resort}).\n\nIhr Gondola-Support',
  },
});
