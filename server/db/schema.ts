import { sql } from 'drizzle-orm';
import { RESOURCES } from '../../resources/index.js';
import { resourceTables } from './resource-tables.js';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Tables that belong to the platform itself. Entity tables are derived from resources/ by the
 * resource kit; drizzle-kit reads this module to generate the committed SQL migrations.
 */

/** Server-side application settings (monitoring mode, maintenance mode, …), one row per key. */
/** @public drizzle-kit reads it (drizzle-schema.cjs). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  updatedBy: text('updated_by'),
});

/** Records which seed sets ran, so a restart never seeds twice nor overwrites edited data. */
/** @public drizzle-kit reads it (drizzle-schema.cjs). */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** The embedded identity provider's sessions, grants, codes and tokens (demo and tests only). */
/** @public drizzle-kit reads it (drizzle-schema.cjs). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_id_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_expires_at_idx').on(t.expiresAt),
  ],
);

/** One row per sign-in session seen by the API (first use of a token session): the login audit. */
/** @public drizzle-kit reads it (drizzle-schema.cjs). */
export const loginAudit = pgTable(
  'login_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionKey: text('session_key').notNull().unique(),
    subject: text('subject').notNull(),
    email: text('email'),
    name: text('name'),
    roles: text('roles').array().notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('login_audit_created_at_idx').on(t.createdAt), index('login_audit_subject_idx').on(t.subject, t.createdAt)],
);

/**
 * Signed-out sessions (sid) and tokens (jti), kept until the tokens they killed have expired: the
 * API refuses them, so a stolen token dies with the sign-out.
 */
/** @public drizzle-kit reads it (drizzle-schema.cjs). */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    key: text('key').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * The login data vault's secrets, one envelope per entry (AES-256-GCM data key wrapped by the
 * master key `kid`); gone with the entry.
 */
/** @public drizzle-kit reads it (drizzle-schema.cjs). */
export const loginDataSecrets = pgTable(
  'login_data_secrets',
  {
    entryId: text('entry_id')
      .primaryKey()
      .references((): AnyPgColumn => (resourceTablesByName.resource_login_data as unknown as { id: AnyPgColumn }).id, { onDelete: 'cascade' }),
    keyId: text('key_id').notNull(),
    envelope: jsonb('envelope').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('login_data_secrets_key_idx').on(t.keyId)],
);

/** Each vault master key's check value: a wrong VAULT_KEY stops start-up instead of serving garbage. */
/** @public drizzle-kit reads it (drizzle-schema.cjs). */
export const vaultKeys = pgTable('vault_keys', {
  keyId: text('key_id').primaryKey(),
  checkValue: text('check_value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** Every create, update and delete of a resource record, written in the same transaction. */
/** @public drizzle-kit reads it (drizzle-schema.cjs). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
    actor: text('actor').notNull(),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    changes: jsonb('changes').notNull(),
  },
  (t) => [index('audit_log_record_idx').on(t.resource, t.recordId, t.id), index('audit_log_at_idx').on(t.at)],
);

/** The resource kit's tables, one per file in resources/ (drizzle-schema.cjs spreads them for drizzle-kit). */
export const resourceTablesByName = resourceTables(RESOURCES);

/** Who has read which note: one row per reader, gone with the note. */
/** @public drizzle-kit reads it (drizzle-schema.cjs). */
export const noteReads = pgTable(
  'note_reads',
  {
    noteId: text('note_id')
      .notNull()
      .references((): AnyPgColumn => (resourceTablesByName.resource_notes as unknown as { id: AnyPgColumn }).id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'string' }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.noteId, t.subject] }), index('note_reads_subject_idx').on(t.subject)],
);

/**
 * A theme's rendered preview clip (video post-processing): one row per theme, claimed by one
 * renderer at a time; a row left `rendering` by a stopped process is queued again at start.
 */
/** @public drizzle-kit reads it (drizzle-schema.cjs). */
export const themePreviews = pgTable('theme_previews', {
  themeId: text('theme_id').primaryKey(),
  state: text('state').notNull(),
  progress: integer('progress').notNull().default(0),
  error: text('error'),
  file: jsonb('file'),
  requestedBy: text('requested_by'),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().default(sql`now()`),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * Photos, photopoint pictures and videos the devices deliver (media review, spec §4): announced
 * over MQTT, their file uploaded afterwards (`arrived_at`), then pending until a moderator confirms
 * or rejects them. A pending medium is held by one moderator at a time (`lease_owner` until
 * `lease_until`); only confirmed media are published.
 */
/** @public drizzle-kit reads it (drizzle-schema.cjs). */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    installationId: text('installation_id')
      .notNull()
      .references((): AnyPgColumn => (resourceTablesByName.resource_installations as unknown as { id: AnyPgColumn }).id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    lane: integer('lane'),
    photopointId: text('photopoint_id'),
    sessionId: text('session_id'),
    orderId: text('order_id'),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    announcedAt: timestamp('announced_at', { withTimezone: true }).notNull().default(sql`now()`),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    fileKey: text('file_key'),
    thumbnailKey: text('thumbnail_key'),
    state: text('state').notNull().default('pending'),
    reason: text('reason'),
    reasonText: text('reason_text'),
    reviewer: text('reviewer'),
    reviewerName: text('reviewer_name'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('media_queue_idx').on(t.kind, t.arrivedAt, t.id).where(sql`state = 'pending' and arrived_at is not null`),
    index('media_lease_idx').on(t.leaseOwner, t.kind).where(sql`lease_owner is not null`),
    index('media_decided_idx').on(t.kind, t.state, t.reviewedAt),
    index('media_installation_idx').on(t.installationId, t.takenAt),
  ],
);

/** Every decision on a medium (and its undoing): the report's facts and the change-of-mind trail. */
/** @public drizzle-kit reads it (drizzle-schema.cjs). */
export const mediaDecisions = pgTable(
  'media_decisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    reviewer: text('reviewer').notNull(),
    reviewerName: text('reviewer_name').notNull(),
    decision: text('decision').notNull(),
    reason: text('reason'),
    reasonText: text('reason_text'),
    previousState: text('previous_state').notNull(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().default(sql`now()`),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('media_decisions_decided_idx').on(t.decidedAt), index('media_decisions_reviewer_idx').on(t.reviewer, t.id), index('media_decisions_media_idx').on(t.mediaId)],
);

/**
 * Private iCalendar feeds (calendars): calendar clients cannot sign in with OpenID Connect, so a
 * user subscribes with a long random token in the address. Only its SHA-256 is stored; the feed
 * serves what its owner could see when they made it (their roles and customers, kept with it, as a
 * calendar client brings no token to check them by); revoking ends it at once.
 */
/** @public drizzle-kit reads it (drizzle-schema.cjs). */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey(),
    subject: text('subject').notNull(),
    calendar: text('calendar').notNull(),
    principal: jsonb('principal').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Who ended it: its owner or an admin (their subject), `sign-out` (the owner signed out everywhere) or `denied` (their account was refused). */
    revokedBy: text('revoked_by'),
    /** A feed ends by itself; its owner renews it (each renewal another lifetime from then). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().default(sql`now() + interval '90 days'`),
  },
  (t) => [index('calendar_feeds_subject_idx').on(t.subject, t.createdAt), index('calendar_feeds_created_idx').on(t.createdAt)],
);

/**
 * Where an incremental import from another system stopped (Jira's worklogs: the `until` of the last
 * page read), so the next run asks only for what changed since.
 */
/** @public drizzle-kit reads it (drizzle-schema.cjs). */
export const importCursors = pgTable('import_cursors', {
  name: text('name').primaryKey(),
  position: text('position').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * What the demo sinks received (the embedded SMTP server and the SMS sink): one row per message
 * key, so a message sent again after a crash is seen as the same message (the e-mail's Message-ID,
 * the SMS provider's idempotency key). `copies` counts every arrival, for the tests to prove once.
 */
/** @public drizzle-kit reads it (drizzle-schema.cjs). */
export const sinkMessages = pgTable(
  'sink_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    key: text('key').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    copies: integer('copies').notNull().default(1),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('sink_messages_channel_key_idx').on(t.channel, t.key), index('sink_messages_received_at_idx').on(t.receivedAt)],
);

/**
 * The reprocessing of a video session that is under way: who holds it until when (a worker that
 * died lets go when its claim runs out, and the next one resumes from the session's last finished
 * step) and how often it was tried.
 */
/** @public drizzle-kit reads it (drizzle-schema.cjs). */
export const sessionReprocessing = pgTable(
  'session_reprocessing',
  {
    sessionId: text('session_id')
      .primaryKey()
      .references((): AnyPgColumn => (resourceTablesByName.resource_video_sessions as unknown as { id: AnyPgColumn }).id, { onDelete: 'cascade' }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    requestedBy: text('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('session_reprocessing_claimed_until_idx').on(t.claimedUntil)],
);

/**
 * Rate-limit counts shared by the replicas (http/shared-rate-counts.ts): one row per limiter, key
 * and one-minute window, so replicas behind a balancer spend one budget, not one each.
 */
/** @public drizzle-kit reads it (drizzle-schema.cjs). */
export const rateLimitCounts = pgTable(
  'rate_limit_counts',
  {
    limiter: text('limiter').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.limiter, t.key, t.windowStart] }), index('rate_limit_counts__window_start__idx').on(t.windowStart)],
);
