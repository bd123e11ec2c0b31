import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.js';
import { twilioSignatureMatches } from './twilio-sms.js';

/** Twilio posts its webhooks (delivery reports, incoming messages) as forms: read them as flat objects, in the calling plugin's scope. */
export function acceptTwilioForms(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/** A Twilio webhook's form, once its X-Twilio-Signature proves Twilio sent it (503 without a provider, 401 for a wrong signature). */
export function signedTwilioForm(app: FastifyInstance, request: FastifyRequest): Record<string, string> {
  const { authToken } = app.config.sms;
  if (!authToken) throw new HttpError(503, 'not_configured', 'No SMS provider is configured');
  const params = Object.fromEntries(Object.entries((request.body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
  if (!twilioSignatureMatches(authToken, `${app.config.publicUrl}${request.url}`, params, request.headers['x-twilio-signature'])) {
    throw new HttpError(401, 'unauthorized', 'Missing or wrong X-Twilio-Signature');
  }
  return params;
}
