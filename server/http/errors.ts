import type { FastifyError, FastifyInstance } from 'fastify';
import { z, ZodError, type ZodType } from 'zod';
import { DatabaseUnavailableError } from '../db/database.js';

/** The wire shape of every error (DESIGN §4): react-admin shows `errors` on the matching fields. */
export interface ErrorBody {
  error: string;
  message: string;
  description?: string;
  errors?: Record<string, string>;
  [extra: string]: unknown;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Omit<ErrorBody, 'error' | 'message'> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function zodErrors(error: ZodError): Record<string, string> {
  // No prototype: a field called "constructor" must be named, not found on Object.prototype.
  const errors: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The input as the schema reads it, or a 400 naming every problem (`what`: body, range, …). */
export function parseInput<T>(schema: ZodType<T>, input: unknown, what = 'body'): T {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) {
    throw new HttpError(400, 'bad_request', `Invalid ${what}: ${parsed.error.issues.map((i) => `${i.path.join('.') || what}: ${i.message}`).join('; ')}`, {
      errors: zodErrors(parsed.error),
    });
  }
  return parsed.data;
}

/** A reporting range: `from` before `to`, at most 400 days, both ISO date-times with an offset. */
export const reportRange = z
  .object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) })
  .transform((r) => ({ from: new Date(r.from), to: new Date(r.to) }))
  .refine((r) => r.to > r.from && r.to.getTime() - r.from.getTime() <= 400 * 86_400_000, { message: 'to must follow from, at most 400 days later' });

/**
 * PostgreSQL's data exceptions (class 22) caused by what the caller sent: a NUL character, a value
 * in a format the column type cannot read, a number or date out of range. They are the caller's
 * problem, answered with 400 and a reason, never the driver's message.
 */
const DATA_EXCEPTIONS: Record<string, string> = {
  '22021': 'The request contains a character that cannot be stored or searched (such as U+0000)',
  '22P05': 'The request contains a character that cannot be stored or searched (such as U+0000)',
  '22P02': 'A value in the request has the wrong format for its field',
  '22007': 'A date or time in the request has the wrong format',
  '22008': 'A date or time in the request is out of range',
  '22003': 'A number in the request is out of range',
  '22001': 'A value in the request is too long',
  '2201B': 'A search pattern in the request is not valid',
};

const CONNECTION_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', '57P01', '57P03', '08006', '08001', '08003']);

function isDatabaseDown(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const code = (error as { code?: string } | null)?.code;
  if (code && CONNECTION_FAILURES.has(code)) return true;
  const message = (error as Error | null)?.message ?? '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message);
}

const MULTIPART_FAILURE = /^(Multipart: |Unexpected end of (form|multipart data)|Malformed part header|Malformed urlencoded form|Part terminated early)/;

/** One error handler for the whole API: 4xx say what is wrong, 5xx never leak internals. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError | Error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.code, message: error.message, ...error.extra });
    }
    if (error instanceof ZodError) {
      const errors = zodErrors(error);
      const fields = Object.keys(errors).join(', ');
      return reply.status(400).send({ error: 'validation_failed', message: `Invalid input: ${fields}`, errors });
    }
    // busboy's own errors (no status): a body that claims to be multipart but cannot be read as such.
    if (MULTIPART_FAILURE.test(error.message)) {
      return reply.status(400).send({ error: 'bad_multipart', message: `The multipart/form-data body cannot be read: ${error.message}` });
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      return reply.status(400).send({ error: 'validation_failed', message: fastifyError.message });
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: fastifyError.code?.toLowerCase() ?? 'bad_request', message: fastifyError.message });
    }
    const dataException = DATA_EXCEPTIONS[(error as { code?: string }).code ?? ''];
    if (dataException) {
      request.log.info({ code: (error as { code?: string }).code }, 'data exception from the request');
      return reply.status(400).send({ error: 'bad_request', message: dataException });
    }
    if (isDatabaseDown(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ error: 'service_unavailable', message: 'The database is not reachable; try again shortly' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'internal', message: 'Internal server error' });
  });
}
