import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACTION_CAPABILITIES, can, type Principal } from '../../../core/access.js';
import { HttpError, parseInput } from '../../http/errors.js';
import { docs } from '../../http/route-docs.js';
import { acceptTwilioForms, signedTwilioForm } from '../../integrations/sms/twilio-forms.js';
import { smsNotification } from './escalation-store.js';
import { codeInReply } from './links.js';
import { phoneAcknowledger } from './phone-acknowledge.js';

/** SMS replies to an escalation: "ACK <code>" from the number the code was sent to acknowledges. */
export default async function smsReplyRoutes(app: FastifyInstance) {
  const acknowledge = phoneAcknowledger(app);
  acceptTwilioForms(app);

  const inbound = z.object({ From: z.string().min(3).max(40), Body: z.string().max(1600), MessageSid: z.string().max(64).optional() }).passthrough();
  app.post(
    '/api/webhooks/sms-inbound',
    {
      config: { public: true },
      bodyLimit: 16 * 1024,
      schema: docs({
        summary: 'An SMS sent to the console\'s number (Twilio\'s incoming-message webhook, form-encoded, signed with X-Twilio-Signature): "ACK <code>" acknowledges',
        tags: ['Integrations'],
        response: { 200: z.string() },
      }),
    },
    async (request, reply) => {
      const params = signedTwilioForm(app, request);
      const { From, Body } = parseInput(inbound, params);
      const answer = await smsReply(From, Body);
      // TwiML: the provider sends the answer back to the phone.
      const escaped = answer.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      return reply.type('text/xml').send(`<?xml version="1.0" encoding="UTF-8"?><Response><Message>${escaped}</Message></Response>`);
    },
  );

  /** What an SMS reply does: the code must be one sent to this very number. */
  async function smsReply(from: string, body: string): Promise<string> {
    const code = codeInReply(body);
    if (!code) return 'Reply ACK and the code from the message to acknowledge.';
    const digits = (v: string) => v.replace(/[^\d]/g, '');
    const n = await smsNotification(app.db, code);
    if (!n || digits(n.recipient) !== digits(from)) return `Code ${code} is not one sent to this number.`;
    const principal: Principal = { subject: n.id, email: n.email ?? '', name: n.name, roles: n.roles ?? [], scope: 'staff', customerIds: [] };
    if (!can(principal, ACTION_CAPABILITIES.acknowledge)) return 'Your console role may not acknowledge problems.';
    try {
      await acknowledge(n.problem_id, principal, 'Acknowledged by SMS reply', 'sms');
      return `Acknowledged (${code}). The escalation has stopped.`;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 409) return `Already handled: ${error.message}.`;
      throw error;
    }
  }
}
