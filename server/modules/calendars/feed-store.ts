import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Principal } from '../../../core/access.js';
import { FEED_LIFETIME_DAYS, type CalendarName } from '../../../core/calendars.js';
import type { Queryable } from '../../db/database.js';

export interface FeedRow {
  id: string;
  calendar: CalendarName;
  created_at: Date;
  last_used_at: Date | null;
  expires_at: Date;
}

/** A feed as an admin sees it among everyone's: whose it is besides what it is. */
export interface OwnedFeedRow extends FeedRow {
  subject: string;
  owner_name: string;
}

/** What a feed keeps of its owner: their roles and customers at their latest sign-in, and the language of its texts. */
export interface FeedOwner {
  principal: Principal;
  language: 'en' | 'de';
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const COLUMNS = 'id, calendar, created_at, last_used_at, expires_at';
const LIVE = 'revoked_at is null and expires_at > now()';

export async function createFeed(db: Queryable, owner: FeedOwner, calendar: CalendarName): Promise<{ row: FeedRow; token: string }> {
  // 256 bits, URL-safe: the address is the only secret a calendar client can hold.
  const token = randomBytes(32).toString('base64url');
  const { rows } = await db.query<FeedRow>(
    `insert into calendar_feeds (id, subject, calendar, principal, token_hash, expires_at) values ($1, $2, $3, $4, $5, now() + make_interval(days => $6))
     returning ${COLUMNS}`,
    [randomUUID(), owner.principal.subject, calendar, JSON.stringify(owner), hashOf(token), FEED_LIFETIME_DAYS],
  );
  return { row: rows[0]!, token };
}

export async function feedsOf(db: Queryable, subject: string): Promise<FeedRow[]> {
  const { rows } = await db.query<FeedRow>(`select ${COLUMNS} from calendar_feeds where subject = $1 and ${LIVE} order by created_at desc`, [subject]);
  return rows;
}

/** Everyone's live feeds, newest first (for admins, who may end any). */
export async function allFeeds(db: Queryable): Promise<OwnedFeedRow[]> {
  const { rows } = await db.query<OwnedFeedRow>(
    `select ${COLUMNS}, subject, coalesce(principal->'principal'->>'name', subject) as owner_name from calendar_feeds where ${LIVE} order by created_at desc limit 1000`,
  );
  return rows;
}

/** Another lifetime from now for one of the subject's live feeds; undefined when they have no such feed. */
export async function renewFeed(db: Queryable, subject: string, id: string): Promise<FeedRow | undefined> {
  const { rows } = await db.query<FeedRow>(
    `update calendar_feeds set expires_at = now() + make_interval(days => $3) where id = $1 and subject = $2 and ${LIVE} returning ${COLUMNS}`,
    [id, subject, FEED_LIFETIME_DAYS],
  );
  return rows[0];
}

/**
 * Ends a live feed: the owner's own (`owner` given) or anyone's (an admin's, `owner` undefined).
 * Answers the ended feed with its owner, or undefined when there was no such live feed.
 */
export async function revokeFeed(db: Queryable, id: string, by: string, owner?: string): Promise<OwnedFeedRow | undefined> {
  const { rows } = await db.query<OwnedFeedRow>(
    `update calendar_feeds set revoked_at = now(), revoked_by = $2 where id = $1 and ($3::text is null or subject = $3) and ${LIVE}
     returning ${COLUMNS}, subject, coalesce(principal->'principal'->>'name', subject) as owner_name`,
    [id, by, owner ?? null],
  );
  return rows[0];
}

/** Ends every live feed of the subject (they signed out everywhere); answers how many. */
export async function revokeFeedsOf(db: Queryable, subject: string, by: string): Promise<number> {
  const { rowCount } = await db.query(`update calendar_feeds set revoked_at = now(), revoked_by = $2 where subject = $1 and ${LIVE}`, [subject, by]);
  return rowCount ?? 0;
}

/** The owner signed in again: their feeds answer with the roles and customers they have now. */
export async function refreshFeedOwner(db: Queryable, principal: Principal): Promise<void> {
  await db.query(`update calendar_feeds set principal = jsonb_set(principal, '{principal}', $2::jsonb) where subject = $1 and ${LIVE}`, [
    principal.subject,
    JSON.stringify(principal),
  ]);
}

/** The live feed a token opens, marked as used. */
export async function openFeed(db: Queryable, token: string): Promise<{ calendar: CalendarName; owner: FeedOwner } | undefined> {
  const { rows } = await db.query<{ calendar: CalendarName; principal: FeedOwner }>(
    `update calendar_feeds set last_used_at = now() where token_hash = $1 and ${LIVE} returning calendar, principal`,
    [hashOf(token)],
  );
  const row = rows[0];
  return row && { calendar: row.calendar, owner: row.principal };
}
