import nodemailer from 'nodemailer';
import { inSpan, SpanKind } from '../../telemetry/spans.js';
import { DeliveryError, type OutgoingMessage, type Sender } from '../delivery.js';

/** SMTP reply codes that say "not now" rather than "never" (RFC 5321 4yz). */
const isTransientReply = (code: number | undefined) => code === undefined || (code >= 400 && code < 500);

/** The e-mail's Message-ID (without the angle brackets) for an outbox key: the same key, the same id. */
export const messageIdFor = (key: string, domain: string) => `${key.replace(/[^A-Za-z0-9._:-]/g, '-')}@${domain}`;

/**
 * E-mail through an SMTP server (nodemailer, one pooled transport). Each message carries its
 * outbox key as Message-ID, so a message sent again after a crash is the same message to every
 * mail system that deduplicates on it.
 */
export function smtpMailer(url: string, from: string, messageIdDomain: string): Sender {
  // A server that does not greet or answer within these is treated as unavailable (tried again later),
  // not waited on for nodemailer's default minutes while every other message queues behind it.
  const transport = nodemailer.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 }, { from });
  const server = new URL(url);
  // nodemailer has no OpenTelemetry instrumentation: the send is our own client span.
  const attributes = { 'network.protocol.name': 'smtp', 'server.address': server.hostname, 'server.port': Number(server.port) || (server.protocol === 'smtps:' ? 465 : 587) };
  return {
    send: (message: OutgoingMessage) =>
      inSpan('smtp send', SpanKind.CLIENT, attributes, async () => {
        try {
          const info = await transport.sendMail({
            to: message.to,
            subject: message.subject ?? '',
            text: message.text,
            messageId: `<${messageIdFor(message.key, messageIdDomain)}>`,
          });
          return { providerId: info.messageId };
        } catch (error) {
          const smtp = error as Error & { responseCode?: number; code?: string };
          throw new DeliveryError(`SMTP: ${smtp.message}`, isTransientReply(smtp.responseCode));
        }
      }),
    async close() {
      transport.close();
    },
  };
}
