import type { Principal } from '../../../core/access.js';
import type { ScopeContext } from '../../crud/scope.js';
import { scopeCondition } from '../../crud/scope.js';
import { SqlParams } from '../../crud/sql-params.js';
import type { TableModel } from '../../crud/table-model.js';
import type { Queryable } from '../../db/database.js';

const INBOX_LIMIT = 500;

type Row = Record<string, unknown>;

/**
 * Notes and their read state, per reader: a note is in the inbox of every person it names and of
 * everyone holding one of its roles, within what the reader's customer scope lets them see.
 */
export class NoteStore {
  private readonly columns: string;

  constructor(
    private readonly db: Queryable,
    private readonly notes: TableModel,
    private readonly context: ScopeContext,
  ) {
    this.columns = notes.columns.map((c) => `t."${c.column}"`).join(', ');
  }

  /** SQL for "notes this person may see and that are addressed to them". */
  private async addressedTo(principal: Principal, params: SqlParams) {
    const scope = await scopeCondition(this.notes, principal, params, 't', this.context);
    const mine = `(t.recipient_users @> array[${params.add(principal.subject)}]::text[] or t.recipient_roles && ${params.add(principal.roles)}::text[])`;
    return `${mine}${scope ? ` and ${scope}` : ''}`;
  }

  /** Unread first, then pinned, newest first; each row with the reader's read time. */
  async inbox(principal: Principal, unreadOnly: boolean, limit = INBOX_LIMIT): Promise<Array<Row & { read_at: string | null }>> {
    const params = new SqlParams();
    const where = await this.addressedTo(principal, params);
    const { rows } = await this.db.query<Row & { read_at: string | null }>(
      `select ${this.columns}, r.read_at from notes t left join note_reads r on r.note_id = t.id and r.subject = ${params.add(principal.subject)}
       where ${where}${unreadOnly ? ' and r.read_at is null' : ''} order by (r.read_at is null) desc, t.pinned desc, t.created_at desc, t.id limit ${Math.min(limit, INBOX_LIMIT)}`,
      params.values,
    );
    return rows;
  }

  async unreadCount(principal: Principal): Promise<number> {
    const params = new SqlParams();
    const where = await this.addressedTo(principal, params);
    const { rows } = await this.db.query<{ count: number }>(
      `select count(*)::int as count from notes t where ${where}
       and not exists (select 1 from note_reads r where r.note_id = t.id and r.subject = ${params.add(principal.subject)})`,
      params.values,
    );
    return rows[0]?.count ?? 0;
  }

  /** The note, if it is addressed to the reader (with its customer, for the live event). */
  async addressedNote(principal: Principal, id: string): Promise<{ id: string; customer_id: string | null } | undefined> {
    const params = new SqlParams();
    const where = await this.addressedTo(principal, params);
    const { rows } = await this.db.query<{ id: string; customer_id: string | null }>(
      `select t.id, i.customer_id from notes t left join installations i on i.id = t.installation_id where t.id = ${params.add(id)} and ${where}`,
      params.values,
    );
    return rows[0];
  }

  async setRead(noteId: string, subject: string, read: boolean): Promise<void> {
    if (read) await this.db.query('insert into note_reads (note_id, subject) values ($1, $2) on conflict do nothing', [noteId, subject]);
    else await this.db.query('delete from note_reads where note_id = $1 and subject = $2', [noteId, subject]);
  }

  /** Notes the person wrote, newest first, each with who has read it. */
  async outbox(principal: Principal): Promise<Array<Row & { reads: Array<{ subject: string; name: string | null; readAt: string }> | null }>> {
    const params = new SqlParams();
    const scope = await scopeCondition(this.notes, principal, params, 't', this.context);
    const { rows } = await this.db.query<Row & { reads: Array<{ subject: string; name: string | null; readAt: string }> | null }>(
      `select ${this.columns},
         (select coalesce(json_agg(json_build_object('subject', r.subject, 'name', u.name, 'readAt', r.read_at) order by r.read_at), '[]'::json)
          from note_reads r left join staff_users u on u.id = r.subject where r.note_id = t.id) as reads
       from notes t where t.author_id = ${params.add(principal.subject)}${scope ? ` and ${scope}` : ''}
       order by t.created_at desc, t.id limit ${INBOX_LIMIT}`,
      params.values,
    );
    return rows;
  }
}
