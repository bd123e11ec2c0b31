import type { FastifyRequest } from 'fastify';

/** The console's two languages: German when the caller asks for it first, English otherwise. */
export const requestLanguage = (request: FastifyRequest): 'en' | 'de' => (/^\s*de\b/i.test(String(request.headers['accept-language'] ?? '')) ? 'de' : 'en');
