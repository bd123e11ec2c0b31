import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../auth/authenticate.js';
import { HttpError, parseInput } from '../../http/errors.js';
import { docs, ref } from '../../http/route-docs.js';
import { NoteStore } from './note-store.js';

const inboxQuery = z.object({ unread: z.enum(['true', 'false']).optional().describe('true: unread notes only') });
const idParams = z.object({ id: z.string().min(1).max(64) });
const readAnswer = z.object({ id: z.string(), read: z.boolean() });
const inboxNote = { allOf: [ref('Notes'), { type: 'object', properties: { readAt: { type: ['string', 'null'], format: 'date-time' } } }] };
const outboxNote = {
  allOf: [
    ref('Notes'),
    {
      type: 'object',
      properties: {
        reads: {
          type: 'array',
          items: { type: 'object', properties: { subject: { type: 'string' }, name: { type: ['string', 'null'] }, readAt: { type: 'string', format: 'date-time' } } },
        },
      },
    },
  ],
};

/**
 * Inbox, outbox and read state of notes (the notes themselves are a resource): a note is in the
 * inbox of every person it names and of everyone holding one of its roles; each reader's read
 * state is their own.
 */
export default async function noteRoutes(app: FastifyInstance) {
  const { models, repository } = app.resources;
  const notes = models.get('notes')!;
  const store = new NoteStore(app.db, notes, { models, db: app.db, cache: app.customerScopeCache });
  const read = { capability: 'console.read' as const };
  const tags = ['Notes'];

  app.get(
    '/api/inbox',
    { config: read, schema: docs({ summary: 'Notes addressed to me or my roles, unread first', tags, query: inboxQuery, response: { 200: { type: 'array', items: inboxNote } } }) },
    async (request) => {
      const { unread } = parseInput(inboxQuery, request.query, 'query');
      const rows = await store.inbox(principalOf(request), unread === 'true');
      return rows.map((row) => ({ ...repository.toRecord(notes, row), readAt: row.read_at }));
    },
  );

  app.get(
    '/api/inbox/unread-count',
    { config: read, schema: docs({ summary: 'How many notes addressed to me I have not read', tags, response: { 200: z.object({ count: z.number().int() }) } }) },
    async (request) => ({ count: await store.unreadCount(principalOf(request)) }),
  );

  /** Marks a note read (PUT) or unread again (DELETE) for the caller only. */
  async function setRead(request: FastifyRequest, isRead: boolean) {
    const { id } = parseInput(idParams, request.params, 'path');
    const principal = principalOf(request);
    const note = await store.addressedNote(principal, id);
    if (!note) {
      const visible = await repository.get(notes, id, principal);
      if (!visible) throw new HttpError(404, 'not_found', `No note ${id}`);
      throw new HttpError(409, 'not_addressed', 'This note is not addressed to you or your roles, so it has no read state of yours');
    }
    await store.setRead(note.id, principal.subject, isRead);
    // The author's outbox shows who has read it.
    await repository.announceChanged(notes, note.id);
    return { id: note.id, read: isRead };
  }

  const readDocs = (summary: string) => docs({ summary, tags, params: idParams, response: { 200: readAnswer } });
  app.put('/api/notes/:id/read', { config: read, schema: readDocs('Marks a note addressed to me as read') }, (request) => setRead(request, true));
  app.delete('/api/notes/:id/read', { config: read, schema: readDocs('Marks a note addressed to me as unread again') }, (request) => setRead(request, false));

  app.get(
    '/api/outbox',
    { config: read, schema: docs({ summary: 'Notes I wrote, each with who has read it', tags, response: { 200: { type: 'array', items: outboxNote } } }) },
    async (request) => {
      const rows = await store.outbox(principalOf(request));
      return rows.map((row) => ({ ...repository.toRecord(notes, row), reads: row.reads ?? [] }));
    },
  );
}
