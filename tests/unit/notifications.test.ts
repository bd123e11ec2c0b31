import { describe, expect, it } from 'vitest';
import { channelsFor, composeMessage, languageOf, recipientCriteria, textsFor, type RecipientContact } from '../../core/notifications.js';

const contact = (over: Partial<RecipientContact> = {}): RecipientContact => ({
  id: 'c1',
  name: 'Markus Huber',
  email: 'markus@example.at',
  phone: '+43 664 1234567',
  language: 'de',
  media: ['email', 'sms'],
  role: 'technician',
  customerId: 'k1',
  customerName: 'Bergbahnen',
  ...over,
});
const texts = {
  subjectEn: 'Maintenance at {installation}',
  subjectDe: 'Wartung bei {installation}',
  emailEn: 'Hello {contact}',
  emailDe: 'Guten Tag {contact}',
  smsEn: 'SMS {date}',
  smsDe: '',
};
const values = { contact: 'Markus Huber', installation: 'Ischgl Start/Ziel', date: '01.12.2026' };

describe('customer notifications', () => {
  it('writes German to German speakers and English to everyone else', () => {
    expect(languageOf({ language: 'de' })).toBe('de');
    expect(['en', 'it', 'fr', null].map((language) => languageOf({ language }))).toEqual(['en', 'en', 'en', 'en']);
  });

  it("falls back to the other language when a text is empty in the contact's", () => {
    expect(textsFor(texts, 'de')).toEqual({ subject: 'Wartung bei {installation}', email: 'Guten Tag {contact}', sms: 'SMS {date}' });
  });

  it('reaches a contact on the chosen channels it accepts, on all chosen when it named none', () => {
    expect(channelsFor({ media: ['sms', 'phone'] }, ['email', 'sms'])).toEqual(['sms']);
    expect(channelsFor({ media: ['phone'] }, ['email'])).toEqual([]);
    expect(channelsFor({ media: [] }, ['email', 'sms'])).toEqual(['email', 'sms']);
  });

  it("fills every placeholder, in the contact's language", () => {
    expect(composeMessage(contact(), 'email', texts, values)).toEqual({
      channel: 'email',
      recipient: 'markus@example.at',
      language: 'de',
      subject: 'Wartung bei Ischgl Start/Ziel',
      text: 'Guten Tag Markus Huber',
      status: 'queued',
    });
  });

  it('composes incomplete, never half-filled: a missing address or a placeholder without value is named', () => {
    expect(composeMessage(contact({ email: null }), 'email', texts, values)).toMatchObject({ status: 'incomplete', reason: 'noEmail', text: null });
    expect(composeMessage(contact({ phone: null }), 'sms', texts, values)).toMatchObject({ status: 'incomplete', reason: 'noPhone' });
    expect(composeMessage(contact(), 'sms', texts, { contact: 'Markus Huber' })).toMatchObject({
      status: 'incomplete',
      reason: 'missingPlaceholder',
      detail: 'No value for {date}',
      text: null,
    });
  });

  it('refuses criteria it does not know, and countries that are not ISO codes', () => {
    expect(recipientCriteria.safeParse({ countries: ['AT', 'CH'], media: ['sms'] }).success).toBe(true);
    expect(recipientCriteria.safeParse({ countries: ['Austria'] }).success).toBe(false);
    expect(recipientCriteria.safeParse({ everyone: true }).success).toBe(false);
  });
});
