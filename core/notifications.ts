import { z } from 'zod';
import { fillPlaceholders, placeholdersIn, SMS_PLACEHOLDERS, type SmsPlaceholder } from './sms.js';

/** Who a notification may reach: the wizard's first step (all optional; empty means any). */
export const recipientCriteria = z
  .object({
    resortIds: z.array(z.string().min(1).max(100)).max(200).optional(),
    customerIds: z.array(z.string().min(1).max(100)).max(200).optional(),
    installationTypes: z.array(z.string().min(1).max(40)).max(20).optional(),
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/, 'expects ISO country codes such as AT'))
      .max(50)
      .optional(),
    contactRoles: z.array(z.string().min(1).max(40)).max(20).optional(),
    media: z
      .array(z.enum(['email', 'sms']))
      .max(2)
      .optional(),
    installationId: z.string().min(1).max(100).optional(),
    /** Only these contacts (the chosen recipients, read again). */
    contactIds: z.array(z.string().min(1).max(100)).max(5000).optional(),
  })
  .strict();
export type RecipientCriteria = z.infer<typeof recipientCriteria>;

export interface RecipientContact {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  language: string | null;
  media: string[];
  role: string;
  customerId: string;
  customerName: string;
}

export type NotificationChannel = 'email' | 'sms';
export type MessageLanguage = 'en' | 'de';

export interface NotificationTexts {
  subjectEn?: string | null;
  subjectDe?: string | null;
  emailEn?: string | null;
  emailDe?: string | null;
  smsEn?: string | null;
  smsDe?: string | null;
}

/** The channels of a list that notifications send on (a draft's channels, a contact's media). */
export const asChannels = (list: readonly string[]): NotificationChannel[] => list.filter((c): c is NotificationChannel => c === 'email' || c === 'sms');

/** The language a contact is written to: German for German speakers, English for everyone else. */
export const languageOf = (contact: Pick<RecipientContact, 'language'>): MessageLanguage => (contact.language === 'de' ? 'de' : 'en');

/**
 * The channels a contact is reached on: those chosen that the contact accepts (every chosen one
 * when the contact named no medium at all; none for one who only wants a phone call).
 */
export function channelsFor(contact: Pick<RecipientContact, 'media'>, chosen: NotificationChannel[]): NotificationChannel[] {
  return contact.media.length ? chosen.filter((c) => contact.media.includes(c)) : chosen;
}

const pick = (own: string | null | undefined, other: string | null | undefined) => (own?.trim() ? own : other?.trim() ? other : '');

/** The texts in the contact's language, falling back to the other language's when one is empty. */
export function textsFor(texts: NotificationTexts, language: MessageLanguage) {
  const de = language === 'de';
  return {
    subject: pick(de ? texts.subjectDe : texts.subjectEn, de ? texts.subjectEn : texts.subjectDe),
    email: pick(de ? texts.emailDe : texts.emailEn, de ? texts.emailEn : texts.emailDe),
    sms: pick(de ? texts.smsDe : texts.smsEn, de ? texts.smsEn : texts.smsDe),
  };
}

export type ComposedMessage =
  | { channel: NotificationChannel; recipient: string; language: MessageLanguage; subject: string | null; text: string; status: 'queued' }
  | {
      channel: NotificationChannel;
      recipient: string;
      language: MessageLanguage;
      subject: string | null;
      text: string | null;
      status: 'incomplete';
      reason: string;
      detail: string;
    };

/**
 * Every message of one contact: one per chosen channel they take. A contact who takes none of the
 * chosen channels (only a phone call, say) still gets a row per chosen channel, `incomplete` with
 * the reason, so that the report lists every recipient the sender chose.
 */
export function composeForContact(
  contact: RecipientContact,
  chosen: NotificationChannel[],
  texts: NotificationTexts,
  values: Partial<Record<SmsPlaceholder, string>>,
): ComposedMessage[] {
  const taken = channelsFor(contact, chosen);
  if (taken.length) return taken.map((channel) => composeMessage(contact, channel, texts, values));
  const language = languageOf(contact);
  return chosen.map((channel) => ({
    channel,
    recipient: (channel === 'email' ? contact.email : contact.phone) || contact.name,
    language,
    subject: null,
    text: null,
    status: 'incomplete' as const,
    reason: 'mediumNotWanted',
    detail: `${contact.name} takes no ${channel === 'email' ? 'e-mail' : 'SMS'} (${contact.media.join(', ') || 'no medium'})`,
  }));
}

/**
 * One contact's message on one channel: the texts in their language with every placeholder filled
 * from `values`. A message that names a placeholder without a value, or a contact without the
 * address the channel needs, is composed `incomplete` with the reason, never sent half-filled.
 */
export function composeMessage(
  contact: RecipientContact,
  channel: NotificationChannel,
  texts: NotificationTexts,
  values: Partial<Record<SmsPlaceholder, string>>,
): ComposedMessage {
  const language = languageOf(contact);
  const t = textsFor(texts, language);
  const subject = channel === 'email' ? t.subject : null;
  const body = channel === 'email' ? t.email : t.sms;
  const recipient = (channel === 'email' ? contact.email : contact.phone) ?? '';
  if (!recipient) {
    return {
      channel,
      recipient: contact.name,
      language,
      subject,
      text: null,
      status: 'incomplete',
      reason: channel === 'email' ? 'noEmail' : 'noPhone',
      detail: `${contact.name} has no ${channel === 'email' ? 'e-mail address' : 'mobile number'}`,
    };
  }
  const used = [...placeholdersIn(subject ?? ''), ...placeholdersIn(body)].filter((p): p is SmsPlaceholder => p in SMS_PLACEHOLDERS);
  const missing = [...new Set(used.filter((p) => !values[p]))];
  if (missing.length) {
    return {
      channel,
      recipient,
      language,
      subject,
      text: null,
      status: 'incomplete',
      reason: 'missingPlaceholder',
      detail: `No value for ${missing.map((p) => `{${p}}`).join(', ')}`,
    };
  }
  return { channel, recipient, language, subject: subject === null ? null : fillPlaceholders(subject, values), text: fillPlaceholders(body, values), status: 'queued' };
}
