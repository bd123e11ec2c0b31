import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database.js';
import { DeliveryError, type OutgoingMessage, type Sender } from '../delivery.js';
import { receivedAtSink, recordAtSink } from '../mail/mail-sink.js';

/**
 * The demo's SMS gateway: keeps each message in `sink_messages` under its outbox key (a repeated
 * key is the same message, as a gateway with idempotency keys treats it) and reports it delivered,
 * so the demo sends SMS end to end with nothing leaving the machine.
 */
export function smsSink(db: Queryable, onDelivered: (providerId: string) => Promise<void>): Sender {
  const providerIdOf = (key: string) => `SINK${createHash('sha256').update(key).digest('hex').slice(0, 30)}`;
  return {
    async send(message: OutgoingMessage) {
      await recordAtSink(db, 'sms', message.key, message.to, null, message.text);
      const providerId = providerIdOf(message.key);
      // A handset's delivery report comes a moment after the gateway took the message.
      setTimeout(() => void onDelivered(providerId).catch(() => {}), 200).unref();
      return { providerId };
    },
    async findEarlier(message: OutgoingMessage) {
      return (await receivedAtSink(db, 'sms', message.key)) ? { providerId: providerIdOf(message.key) } : undefined;
    },
  };
}

/**
 * SMS off (production without a provider): the wizard refuses SMS before anything is queued, so
 * this only ends a message queued while a provider was still configured, saying why.
 */
export const smsOff: Sender = {
  async send() {
    throw new DeliveryError('SMS is off: no SMS provider is configured (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM)', false);
  },
};
