import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Principal } from '../../../core/access.js';
import type { CalendarName } from '../../../core/calendars.js';
import type { Queryable } from '../../db/database.js';

export interface FeedRow {
  id: string;
  calendar: CalendarName;
  created_at: Date;
  last_used_at: Date | null;
}

/** What a feed keeps of its owner: enough to scope as they were, and the language of its texts. */
export interface FeedOwner {
  principal: Principal;
  language: 'en' | 'de';
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createFeed(db: Queryable, owner: FeedOwner, calendar: CalendarName): Promise<{ row: FeedRow; token: string }> {
  // 256 bits, URL-safe: the address is the only secret a calendar client can hold.
  const token = randomBytes(32).toString('base64url');
  const { rows } = await db.query<FeedRow>(
    `insert into calendar_feeds (id, subject, calendar, principal, token_hash) values ($1, $2, $3, $4, $5)
     returning id, calendar, created_at, last_used_at`,
    [randomUUID(), owner.principal.subject, calendar, JSON.stringify(owner), hashOf(token)],
  );
  return { row: rows[0]!, token };
}

export async function feedsOf(db: Queryable, subject: string): Promise<FeedRow[]> {
  const { rows } = await db.query<FeedRow>(`select id, calendar, created_at, last_used_at from calendar_feeds where subject = $1 and revoked_at is null order by created_at desc`, [
    subject,
  ]);
  return rows;
}

/** Revokes one of the subject's feeds; false when they have no such live feed. */
export async function revokeFeed(db: Queryable, subject: string, id: string): Promise<boolean> {
  const { rowCount } = await db.query(`update calendar_feeds set revoked_at = now() where id = $1 and subject = $2 and revoked_at is null`, [id, subject]);
  return (rowCount ?? 0) > 0;
}

/** The live feed a token opens, marked as used. */
export async function openFeed(db: Queryable, token: string): Promise<{ calendar: CalendarName; owner: FeedOwner } | undefined> {
  const { rows } = await db.query<{ calendar: CalendarName; principal: FeedOwner }>(
    `update calendar_feeds set last_used_at = now() where token_hash = $1 and revoked_at is null returning calendar, principal`,
    [hashOf(token)],
  );
  const row = rows[0];
  return row && { calendar: row.calendar, owner: row.principal };
}
