import { LEASE_SECONDS, UNDO_SECONDS, type DecisionInput, type MediaAnnouncement, type MediaKind, type ReviewFilter } from '../../../core/media-review.js';
import { SqlParams } from '../../crud/sql-params.js';
import type { Database, Queryable } from '../../db/database.js';

/** A medium's row as the review API reads it (links are added by the routes). */
export interface MediaRow {
  id: string;
  kind: MediaKind;
  installation_id: string;
  installation_name: string;
  resort_name: string | null;
  device_id: string | null;
  lane: number | null;
  photopoint_id: string | null;
  photopoint_name: string | null;
  device_name: string | null;
  session_id: string | null;
  order_id: string | null;
  taken_at: Date;
  arrived_at: Date;
  content_type: string;
  size: string | number;
  file_key: string;
  thumbnail_key: string | null;
  state: 'pending' | 'confirmed' | 'rejected';
  reason: string | null;
  reason_text: string | null;
  reviewer_name: string | null;
  reviewed_at: Date | null;
  version: number;
  lease_until: Date | null;
}

const ITEM_COLUMNS = `m.id, m.kind, m.installation_id, i.name as installation_name, r.name as resort_name, m.device_id, d.name as device_name, m.lane,
  m.photopoint_id, pp.name as photopoint_name,
  m.session_id, m.order_id, m.taken_at, m.arrived_at, m.content_type, m.size, m.file_key, m.thumbnail_key, m.state, m.reason, m.reason_text,
  m.reviewer_name, m.reviewed_at, m.version, m.lease_until`;
// A device names the photopoint it took a picture at by the photopoint's id; one of another resort is no name of it.
const ITEM_FROM = `media m join installations i on i.id = m.installation_id left join resorts r on r.id = i.resort_id
  left join devices d on d.id = m.device_id left join photopoints pp on pp.id = m.photopoint_id and pp.resort_id = i.resort_id`;

/** The filter's conditions on `m` (the medium) and `i` (its installation). */
function filterSql(filter: ReviewFilter, params: SqlParams): string {
  const where: string[] = [];
  if (filter.installationId) where.push(`m.installation_id = ${params.add(filter.installationId)}`);
  if (filter.resortId) where.push(`m.installation_id in (select id from installations where resort_id = ${params.add(filter.resortId)})`);
  if (filter.from) where.push(`m.taken_at >= ${params.add(filter.from)}`);
  if (filter.to) where.push(`m.taken_at < ${params.add(filter.to)}`);
  return where.map((w) => ` and ${w}`).join('');
}

/** A device's announcement: the medium is recorded (once, whatever the repeats) and waits for its file. */
export async function recordAnnouncement(db: Queryable, device: { id: string; installation_id: string }, a: MediaAnnouncement): Promise<'created' | 'known'> {
  const { rowCount } = await db.query(
    `insert into media (id, kind, installation_id, device_id, lane, photopoint_id, session_id, order_id, taken_at, content_type, size)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (id) do nothing`,
    [a.mediaId, a.kind, device.installation_id, device.id, a.lane ?? null, a.photopointId ?? null, a.sessionId ?? null, a.orderId ?? null, a.takenAt, a.contentType, a.size],
  );
  return rowCount ? 'created' : 'known';
}

export interface AnnouncedMedium {
  id: string;
  kind: MediaKind;
  device_id: string | null;
  installation_id: string;
  content_type: string;
  size: string | number;
  file_key: string | null;
}

export async function announcedMedium(db: Queryable, id: string): Promise<AnnouncedMedium | undefined> {
  const { rows } = await db.query<AnnouncedMedium>('select id, kind, device_id, installation_id, content_type, size, file_key from media where id = $1', [id]);
  return rows[0];
}

/** The file arrived: the medium joins the queue. False when another upload got there first. */
export async function attachFile(db: Queryable, id: string, fileKey: string, thumbnailKey: string | null, size: number): Promise<boolean> {
  const { rowCount } = await db.query('update media set file_key = $2, thumbnail_key = $3, size = $4, arrived_at = now() where id = $1 and file_key is null', [
    id,
    fileKey,
    thumbnailKey,
    size,
  ]);
  return rowCount === 1;
}

export async function summary(db: Queryable, kind: MediaKind, filter: ReviewFilter, reviewer: string) {
  const params = new SqlParams();
  const k = params.add(kind);
  const me = params.add(reviewer);
  const { rows } = await db.query<{ waiting: string; oldest: Date | null; others: string }>(
    `select count(*) as waiting, min(m.arrived_at) as oldest,
            count(*) filter (where m.lease_until > now() and m.lease_owner <> ${me}) as others
     from media m where m.kind = ${k} and m.state = 'pending' and m.arrived_at is not null${filterSql(filter, params)}`,
    params.values,
  );
  const row = rows[0]!;
  return { waiting: Number(row.waiting), oldestArrivedAt: row.oldest ? new Date(row.oldest).toISOString() : null, leasedByOthers: Number(row.others) };
}

/**
 * Hands a reviewer up to `size` pending media, oldest first: the ones they already hold (renewed)
 * and free ones topped up. `skip locked` lets twenty reviewers claim at once without waiting on or
 * taking each other's rows; a row another claim took meanwhile no longer matches when locked.
 */
export async function claim(db: Database, kind: MediaKind, filter: ReviewFilter, reviewer: string, size: number): Promise<MediaRow[]> {
  return db.transaction(async (tx) => {
    const params = new SqlParams();
    const k = params.add(kind);
    const me = params.add(reviewer);
    const lease = params.add(LEASE_SECONDS);
    const filters = filterSql(filter, params);
    const held = await tx.query<{ id: string }>(
      `update media m set lease_until = now() + make_interval(secs => ${lease})
       where m.lease_owner = ${me} and m.lease_until > now() and m.kind = ${k} and m.state = 'pending'${filters} returning m.id`,
      params.values,
    );
    const room = Math.max(0, size - held.rows.length);
    if (room > 0) {
      const limit = params.add(room);
      await tx.query(
        `update media set lease_owner = ${me}, lease_until = now() + make_interval(secs => ${lease})
         where id in (select m.id from media m
                      where m.kind = ${k} and m.state = 'pending' and m.arrived_at is not null
                        and (m.lease_until is null or m.lease_until <= now())${filters}
                      order by m.arrived_at, m.id limit ${limit} for update skip locked)`,
        params.values,
      );
    }
    return heldBy(tx, kind, reviewer);
  });
}

/** What a reviewer holds of a kind right now, oldest first. */
async function heldBy(db: Queryable, kind: MediaKind, reviewer: string): Promise<MediaRow[]> {
  const { rows } = await db.query<MediaRow>(
    `select ${ITEM_COLUMNS} from ${ITEM_FROM}
     where m.lease_owner = $1 and m.kind = $2 and m.state = 'pending' and m.lease_until > now() order by m.arrived_at, m.id`,
    [reviewer, kind],
  );
  return rows;
}

/** A reviewer still at work keeps what they hold for another lease period. */
export async function renew(db: Queryable, kind: MediaKind, reviewer: string): Promise<{ held: number; leaseUntil: Date | null }> {
  const { rows } = await db.query<{ lease_until: Date }>(
    `update media set lease_until = now() + make_interval(secs => $3)
     where lease_owner = $1 and kind = $2 and state = 'pending' and lease_until > now() returning lease_until`,
    [reviewer, kind, LEASE_SECONDS],
  );
  return { held: rows.length, leaseUntil: rows[0]?.lease_until ?? null };
}

/** Gives back what a reviewer holds (all of a kind, or the named ones): others get it at once. */
export async function release(db: Queryable, kind: MediaKind, reviewer: string, ids?: string[]): Promise<number> {
  const { rowCount } = await db.query(
    `update media set lease_owner = null, lease_until = null
     where lease_owner = $1 and kind = $2 and state = 'pending'${ids ? ' and id = any($3::uuid[])' : ''}`,
    ids ? [reviewer, kind, ids] : [reviewer, kind],
  );
  return rowCount ?? 0;
}

export interface Actor {
  subject: string;
  name: string;
}

export interface DecidedRow {
  id: string;
  decision_id: string;
  decision: 'confirmed' | 'rejected';
}

/**
 * Decides media the reviewer holds, all or none: any item whose lease ran out (or that someone
 * else decided) refuses the whole request and names it. Decision rows and audit rows are written
 * in the same transaction.
 */
export async function decide(db: Database, kind: MediaKind, actor: Actor, decisions: DecisionInput[]): Promise<{ decided: DecidedRow[] } | { lost: string[] }> {
  return db.transaction(async (tx) => {
    const ids = decisions.map((d) => d.id);
    const { rows: locked } = await tx.query<{ id: string }>(
      `select id from media
       where id = any($1::uuid[]) and kind = $2 and state = 'pending' and lease_owner = $3 and lease_until > now() order by id for update`,
      [ids, kind, actor.subject],
    );
    if (locked.length !== ids.length) {
      const held = new Set(locked.map((r) => r.id));
      return { lost: ids.filter((id) => !held.has(id)) };
    }
    const decided = await applyDecisions(tx, actor, decisions, 'pending');
    return { decided };
  });
}

/** Writes the decisions on rows already locked: the medium, its decision row, its audit row. */
async function applyDecisions(tx: Queryable, actor: Actor, decisions: DecisionInput[], previousState: string): Promise<DecidedRow[]> {
  const { rows } = await tx.query<DecidedRow>(
    `with input as (
       select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) as t(id, decision, reason, reason_text)
     ), updated as (
       update media m set state = input.decision, reason = input.reason, reason_text = input.reason_text, reviewer = $5, reviewer_name = $6,
              reviewed_at = now(), lease_owner = null, lease_until = null, version = m.version + 1
       from input where m.id = input.id
       returning m.id, m.kind, m.arrived_at, m.state, m.reason, m.reason_text
     ), logged as (
       insert into media_decisions (media_id, kind, reviewer, reviewer_name, decision, reason, reason_text, previous_state, arrived_at)
       select id, kind, $5, $6, state, reason, reason_text, $7, arrived_at from updated returning id, media_id
     ), audited as (
       insert into audit_log (actor, actor_name, action, resource, record_id, changes)
       select $5, $6, 'update', 'media', u.id::text,
              jsonb_build_object('state', jsonb_build_object('from', $7::text, 'to', u.state))
                || case when u.reason is null then '{}'::jsonb else jsonb_build_object('reason', jsonb_build_object('from', null, 'to', u.reason)) end
                || case when u.reason_text is null then '{}'::jsonb else jsonb_build_object('reasonText', jsonb_build_object('from', null, 'to', u.reason_text)) end
       from updated u
     )
     select u.id, l.id::text as decision_id, u.state as decision from updated u join logged l on l.media_id = u.id`,
    [
      decisions.map((d) => d.id),
      decisions.map((d) => d.decision),
      decisions.map((d) => (d.decision === 'rejected' ? (d.reason ?? null) : null)),
      decisions.map((d) => (d.decision === 'rejected' ? (d.reasonText ?? null) : null)),
      actor.subject,
      actor.name,
      previousState,
    ],
  );
  return rows;
}

/**
 * Takes back the reviewer's latest decision of a kind made in the last quarter hour, as long as
 * nobody decided the medium again since: it is pending again and held by the reviewer.
 */
export async function undoLast(db: Database, kind: MediaKind, actor: Actor): Promise<{ id: string } | { refused: 'nothing' | 'changed' }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; media_id: string; decision: string; previous_state: string }>(
      `select id, media_id, decision, previous_state from media_decisions
       where reviewer = $1 and kind = $2 and undone_at is null and decided_at > now() - make_interval(secs => $3)
       order by id desc limit 1 for update`,
      [actor.subject, kind, UNDO_SECONDS],
    );
    const last = rows[0];
    if (!last) return { refused: 'nothing' };
    const { rows: media } = await tx.query<{ state: string; latest: string }>(
      `select m.state, (select max(id) from media_decisions d where d.media_id = m.id and d.undone_at is null)::text as latest
       from media m where m.id = $1 for update`,
      [last.media_id],
    );
    if (!media[0] || media[0].state !== last.decision || media[0].latest !== String(last.id)) return { refused: 'changed' };
    const back = last.previous_state;
    await tx.query(
      `update media set state = $2, reason = null, reason_text = null, reviewer = null, reviewer_name = null, reviewed_at = null,
              lease_owner = case when $2 = 'pending' then $3 else null end,
              lease_until = case when $2 = 'pending' then now() + make_interval(secs => $4) else null end, version = version + 1
       where id = $1`,
      [last.media_id, back, actor.subject, LEASE_SECONDS],
    );
    await tx.query('update media_decisions set undone_at = now() where id = $1', [last.id]);
    await tx.query(
      `insert into audit_log (actor, actor_name, action, resource, record_id, changes)
       values ($1, $2, 'update', 'media', $3, jsonb_build_object('state', jsonb_build_object('from', $4::text, 'to', $5::text), 'undo', jsonb_build_object('from', null, 'to', true)))`,
      [actor.subject, actor.name, last.media_id, last.decision, back],
    );
    return { id: last.media_id };
  });
}

/** A change of mind about a decided medium (confirmed ↔ rejected, or another reason), checked against the version seen. */
export async function redecide(
  db: Database,
  actor: Actor,
  decision: DecisionInput,
  version: number,
): Promise<{ decided: DecidedRow } | { refused: 'missing' | 'pending' | 'stale'; current?: number }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ state: string; version: number }>('select state, version from media where id = $1 for update', [decision.id]);
    const row = rows[0];
    if (!row) return { refused: 'missing' };
    if (row.state === 'pending') return { refused: 'pending' };
    if (row.version !== version) return { refused: 'stale', current: row.version };
    const [decided] = await applyDecisions(tx, actor, [decision], row.state);
    return { decided: decided! };
  });
}

export async function mediumById(db: Queryable, id: string): Promise<MediaRow | undefined> {
  const { rows } = await db.query<MediaRow>(`select ${ITEM_COLUMNS} from ${ITEM_FROM} where m.id = $1`, [id]);
  return rows[0];
}

/** Decided media of a kind, latest decision first (the "change of mind" view). */
export async function decidedMedia(db: Queryable, kind: MediaKind, state: 'confirmed' | 'rejected', filter: ReviewFilter, limit: number, offset: number) {
  const params = new SqlParams();
  const k = params.add(kind);
  const s = params.add(state);
  const filters = filterSql(filter, params);
  const { rows } = await db.query<MediaRow & { total: string }>(
    `select ${ITEM_COLUMNS}, count(*) over () as total from ${ITEM_FROM}
     where m.kind = ${k} and m.state = ${s}${filters}
     order by m.reviewed_at desc nulls last, m.id limit ${params.add(limit)} offset ${params.add(offset)}`,
    params.values,
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/** Confirmed media of an installation: what is published (a rejected or pending one never is). */
/** An installation's newest media: the confirmed ones (what guests see), or every one that arrived (what support looks at). */
export async function publishedMedia(db: Queryable, installationId: string, limit: number, which: 'confirmed' | 'arrived' = 'confirmed') {
  const { rows } = await db.query<MediaRow>(
    `select ${ITEM_COLUMNS} from ${ITEM_FROM} where m.installation_id = $1 and ${which === 'confirmed' ? "m.state = 'confirmed'" : 'm.file_key is not null'}
     order by m.taken_at desc, m.id limit $2`,
    [installationId, limit],
  );
  return rows;
}

export interface MediaDevice {
  id: string;
  type: string;
  installation_id: string | null;
  secret: string | null;
}

/** A device as the media intake checks it: its type, installation and secret. */
export async function mediaDevice(db: Queryable, id: string): Promise<MediaDevice | undefined> {
  const { rows } = await db.query<MediaDevice>('select id, type, installation_id, secret from devices where id = $1', [id]);
  return rows[0];
}
