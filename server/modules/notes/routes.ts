import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../../../core/access.js';
import { principalOf } from '../../auth/authenticate.js';
import { scopeCondition } from '../../crud/scope.js';
import { SqlParams } from '../../crud/sql-params.js';
import { HttpError } from '../../http/errors.js';

const INBOX_LIMIT = 500;

/**
 * Inbox, outbox and read state of notes (the notes themselves are a resource): a note is in the
 * inbox of every person it names and of everyone holding one of its roles; each reader's read
 * state is their own.
 */
export default async function noteRoutes(app: FastifyInstance) {
  const { models, repository } = app.resources;
  const notes = models.get('notes')!;
  const context = { models, db: app.db, cache: app.customerScopeCache };
  const read = { config: { capability: 'console.read' as const } };

  /** SQL for "notes this person may see and that are addressed to them". */
  async function addressedTo(principal: Principal, params: SqlParams) {
    const scope = await scopeCondition(notes, principal, params, 't', context);
    const mine = `(t.recipient_users @> array[${params.add(principal.subject)}]::text[] or t.recipient_roles && ${params.add(principal.roles)}::text[])`;
    return `${mine}${scope ? ` and ${scope}` : ''}`;
  }

  const columns = notes.columns.map((c) => `t."${c.column}"`).join(', ');

  app.get('/api/inbox', read, async (request: FastifyRequest<{ Querystring: { unread?: string } }>) => {
    const principal = principalOf(request);
    const params = new SqlParams();
    const where = await addressedTo(principal, params);
    const unreadOnly = request.query.unread === 'true' ? ' and r.read_at is null' : '';
    const { rows } = await app.db.query<Record<string, unknown> & { read_at: string | null }>(
      `select ${columns}, r.read_at from notes t left join note_reads r on r.note_id = t.id and r.subject = ${params.add(principal.subject)}
       where ${where}${unreadOnly} order by (r.read_at is null) desc, t.pinned desc, t.created_at desc, t.id limit ${INBOX_LIMIT}`,
      params.values,
    );
    return rows.map((row) => ({ ...repository.toRecord(notes, row), readAt: row.read_at }));
  });

  app.get('/api/inbox/unread-count', read, async (request) => {
    const principal = principalOf(request);
    const params = new SqlParams();
    const where = await addressedTo(principal, params);
    const { rows } = await app.db.query<{ count: number }>(
      `select count(*)::int as count from notes t where ${where}
       and not exists (select 1 from note_reads r where r.note_id = t.id and r.subject = ${params.add(principal.subject)})`,
      params.values,
    );
    return { count: rows[0]?.count ?? 0 };
  });

  /** Marks a note read (PUT) or unread again (DELETE) for the caller only. */
  async function setRead(request: FastifyRequest<{ Params: { id: string } }>, isRead: boolean) {
    const principal = principalOf(request);
    const params = new SqlParams();
    const where = await addressedTo(principal, params);
    const { rows } = await app.db.query<{ id: string; customer_id: string | null }>(
      `select t.id, i.customer_id from notes t left join installations i on i.id = t.installation_id where t.id = ${params.add(request.params.id)} and ${where}`,
      params.values,
    );
    const note = rows[0];
    if (!note) {
      const visible = await repository.get(notes, request.params.id, principal);
      if (!visible) throw new HttpError(404, 'not_found', `No note ${request.params.id}`);
      throw new HttpError(409, 'not_addressed', 'This note is not addressed to you or your roles, so it has no read state of yours');
    }
    if (isRead) {
      await app.db.query('insert into note_reads (note_id, subject) values ($1, $2) on conflict do nothing', [note.id, principal.subject]);
    } else {
      await app.db.query('delete from note_reads where note_id = $1 and subject = $2', [note.id, principal.subject]);
    }
    // The author's outbox shows who has read it.
    app.events.publish({ resource: 'notes', id: note.id, kind: 'updated', customerIds: note.customer_id ? [note.customer_id] : [] });
    return { id: note.id, read: isRead };
  }

  app.put<{ Params: { id: string } }>('/api/notes/:id/read', read, (request) => setRead(request, true));
  app.delete<{ Params: { id: string } }>('/api/notes/:id/read', read, (request) => setRead(request, false));

  app.get('/api/outbox', read, async (request) => {
    const principal = principalOf(request);
    const params = new SqlParams();
    const scope = await scopeCondition(notes, principal, params, 't', context);
    const { rows } = await app.db.query<Record<string, unknown> & { reads: Array<{ subject: string; name: string | null; readAt: string }> | null }>(
      `select ${columns},
         (select coalesce(json_agg(json_build_object('subject', r.subject, 'name', u.name, 'readAt', r.read_at) order by r.read_at), '[]'::json)
          from note_reads r left join staff_users u on u.id = r.subject where r.note_id = t.id) as reads
       from notes t where t.author_id = ${params.add(principal.subject)}${scope ? ` and ${scope}` : ''}
       order by t.created_at desc, t.id limit ${INBOX_LIMIT}`,
      params.values,
    );
    return rows.map((row) => ({ ...repository.toRecord(notes, row), reads: row.reads ?? [] }));
  });
}
