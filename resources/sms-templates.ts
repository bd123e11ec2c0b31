import { MESSAGE_LANGUAGES, MESSAGE_PURPOSES } from './shared/message-purposes';
import { defineResource, f, issue } from '../core/resource-kit/authoring';
import { fillPlaceholders, smsLength, SMS_PLACEHOLDERS, unknownPlaceholders } from '../core/sms';

const preview = (r: Record<string, unknown>) => (typeof r.text === 'string' ? smsLength(fillPlaceholders(r.text)) : null);

export default defineResource({
  name: 'sms-templates',
  icon: 'Sms',
  menu: 'administration',
  label: { en: { one: 'SMS template', many: 'SMS templates' }, de: { one: 'SMS-Vorlage', many: 'SMS-Vorlagen' } },
  id: { strategy: 'uuid' },
  fields: {
    name: f.text(['Name', 'Name'], { required: true, searchable: true }),
    language: f.choice(['Language', 'Sprache'], MESSAGE_LANGUAGES, { required: true, default: 'de' }),
    purpose: f.choice(['Purpose', 'Zweck'], MESSAGE_PURPOSES, { required: true, default: 'problem' }),
    text: f.longText(['Text', 'Text'], {
      required: true,
      maxLength: 1530,
      searchable: true,
      help: f.help(
        `Placeholders: ${Object.keys(SMS_PLACEHOLDERS)
          .map((p) => `{${p}}`)
          .join(', ')}. Characters outside the GSM alphabet (e.g. emoji, ł, ő) switch the SMS to UCS-2: 70 instead of 160 characters.`,
        `Platzhalter: ${Object.keys(SMS_PLACEHOLDERS)
          .map((p) => `{${p}}`)
          .join(', ')}. Zeichen außerhalb des GSM-Alphabets (z. B. Emoji, ł, ő) schalten die SMS auf UCS-2: 70 statt 160 Zeichen.`,
      ),
    }),
    active: f.boolean(['Active', 'Aktiv'], { default: true }),
  },
  computed: {
    encoding: { label: { en: 'Encoding', de: 'Kodierung' }, kind: 'text', compute: (r) => preview(r)?.encoding ?? null },
    characters: { label: { en: 'Characters (preview)', de: 'Zeichen (Vorschau)' }, kind: 'decimal', compute: (r) => preview(r)?.characters ?? null },
    segments: { label: { en: 'SMS parts', de: 'SMS-Teile' }, kind: 'decimal', compute: (r) => preview(r)?.segments ?? null },
  },
  list: { columns: ['name', 'language', 'purpose', 'encoding', 'segments', 'active'], defaultSort: { field: 'name', order: 'ASC' } },
  recordRepresentation: 'name',
  access: { read: 'console.read', create: 'admin.manage', update: 'admin.manage', delete: 'admin.manage' },
  unique: [{ fields: ['name', 'language'], ci: true }],
  rules: [
    (r) => {
      if (typeof r.text !== 'string') return undefined;
      const unknown = unknownPlaceholders(r.text);
      return unknown.length
        ? {
            text: issue('unknownPlaceholder', {
              placeholders: unknown.map((p) => `{${p}}`).join(', '),
              allowed: Object.keys(SMS_PLACEHOLDERS)
                .map((p) => `{${p}}`)
                .join(', '),
            }),
          }
        : undefined;
    },
  ],
  routes: { list: '/smsmanagement/template', record: '/smsmanagement/template/:id' },
  example: { name: 'Störung Kamera', text: 'Gondola: {problem} bei {installation} ({resort}) seit {time}. Wir kümmern uns. Ticket {ticket}' },
});
