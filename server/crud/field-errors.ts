import type { FastifyInstance } from 'fastify';
import { formatIssue } from '../../core/resource-kit/index.js';
import { requestLanguage } from '../http/language.js';
import { translateDatabaseError } from './db-errors.js';
import { FieldErrors } from './repository.js';
import type { TableModel } from './table-model.js';

/** Field messages travel as keys: a resource's routes answer them in the caller's language. */
export function installFieldErrorHandler(app: FastifyInstance, model: TableModel) {
  app.setErrorHandler((error, request, reply) => {
    const translated = translateDatabaseError(model, error);
    if (translated instanceof FieldErrors) {
      const language = requestLanguage(request);
      const errors = Object.fromEntries(Object.entries(translated.fieldErrors).map(([k, v]) => [k, formatIssue(v, language)]));
      const detail = Object.entries(errors)
        .map(([k, v]) => `${k}: ${v}`)
        .join('; ');
      return reply.status(translated.statusCode).send({ error: translated.code, message: `${translated.message} (${detail})`, errors });
    }
    throw translated;
  });
}
