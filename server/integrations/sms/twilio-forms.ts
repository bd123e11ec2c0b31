import type { FastifyInstance } from 'fastify';

/** Twilio posts its webhooks (delivery reports, incoming messages) as forms: read them as flat objects, in the calling plugin's scope. */
export function acceptTwilioForms(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}
