import type { Language } from '@src/i18n/language';
import { pick, type PairTree } from '@src/i18n/messages/pairs';

/** Messages of SMS management: the template form's live preview (gondola.*). */
const SMS: PairTree = {
  sms: {
    preview: ['Preview with sample values', 'Vorschau mit Beispielwerten'],
    encoding: ['Encoding', 'Kodierung'],
    characters: ['Characters', 'Zeichen'],
    parts: ['SMS parts', 'SMS-Teile'],
    remaining: ['%{count} left in this part', 'Noch %{count} in diesem Teil'],
    nonGsm: ['Sent as UCS-2 (70 per SMS) because of: %{chars}', 'Wird als UCS-2 gesendet (70 pro SMS) wegen: %{chars}'],
    unknown: ['Unknown placeholders: %{list}', 'Unbekannte Platzhalter: %{list}'],
    placeholders: ['Placeholders', 'Platzhalter'],
    insert: ['Insert %{placeholder}', '%{placeholder} einfügen'],
  },
};

export default (language: Language) => pick(SMS, language);
