import { f } from '../../core/resource-kit/authoring';

/** How a message travels. Freshdesk writes go through the same outbox but are not shown as messages. */
export const OUTBOX_CHANNELS = [
  f.option('email', 'E-mail', 'E-Mail', 'info'),
  f.option('sms', 'SMS', 'SMS', 'neutral'),
  f.option('freshdesk', 'Freshdesk', 'Freshdesk', 'neutral'),
];

/**
 * A message's way through the outbox: stored `queued`, claimed `sending`, then `sent` (the provider
 * took it), `delivered` / `bounced` when the provider reports back, `failed` after the last retry or
 * a permanent refusal, `incomplete` when it could not be composed, `cancelled` with its notification.
 */
export const OUTBOX_STATUSES = [
  f.option('queued', 'Queued', 'Wartend', 'neutral'),
  f.option('sending', 'Sending', 'Wird gesendet', 'info'),
  f.option('sent', 'Sent', 'Gesendet', 'success'),
  f.option('delivered', 'Delivered', 'Zugestellt', 'success'),
  f.option('bounced', 'Bounced', 'Unzustellbar', 'error'),
  f.option('failed', 'Failed', 'Fehlgeschlagen', 'error'),
  f.option('incomplete', 'Incomplete', 'Unvollständig', 'warning'),
  f.option('cancelled', 'Cancelled', 'Abgebrochen', 'neutral'),
];

export const OUTBOX_REASONS = [
  f.option('missingPlaceholder', 'A placeholder had no value', 'Ein Platzhalter hatte keinen Wert'),
  f.option('noPhone', 'Contact has no mobile number', 'Kontakt ohne Mobilnummer'),
  f.option('noEmail', 'Contact has no e-mail address', 'Kontakt ohne E-Mail-Adresse'),
  f.option('mediumNotWanted', 'Contact does not take this channel', 'Kontakt möchte diesen Kanal nicht'),
  f.option('gatewayRejected', 'Gateway rejected it', 'Vom Gateway abgelehnt'),
  f.option('noTemplate', "No template in the contact's language", 'Keine Vorlage in der Sprache des Kontakts'),
  f.option('providerError', 'The provider did not take it (retries used up)', 'Vom Anbieter nicht angenommen (alle Versuche verbraucht)'),
  f.option('providerRejected', 'The provider refused it', 'Vom Anbieter abgelehnt'),
  f.option('undeliverable', 'Reported undeliverable', 'Als unzustellbar gemeldet'),
];
