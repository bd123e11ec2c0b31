import { MEDIA_KINDS, REJECT_REASONS, type MediaKind, type MediaReport, type RejectReason } from '../../../core/media-review.js';
import type { Queryable } from '../../db/database.js';

const DAY = 86_400_000;

/** What waits for review now, per kind: how many, how many a reviewer holds, since when the oldest waits (the report, the home). */
export async function mediaBacklog(db: Queryable): Promise<Array<{ kind: MediaKind; waiting: number; inReview: number; oldestArrivedAt: string | null }>> {
  const { rows } = await db.query<{ kind: string; waiting: number; in_review: number; oldest: Date | string | null }>(
    `select kind, count(*)::int as waiting, count(*) filter (where lease_owner is not null and lease_until > now())::int as in_review, min(arrived_at) as oldest
       from media where state = 'pending' and arrived_at is not null group by kind`,
  );
  return MEDIA_KINDS.map((kind) => {
    const r = rows.find((row) => row.kind === kind);
    return { kind, waiting: r?.waiting ?? 0, inReview: r?.in_review ?? 0, oldestArrivedAt: r?.oldest ? new Date(r.oldest).toISOString() : null };
  });
}

/**
 * Decisions made in [from, to) (UTC days), per day, moderator and kind: how many, confirmed,
 * rejected by reason and the median time from arrival to decision; undone decisions do not count.
 * The backlog is now's: what waits per kind and since when.
 */
export async function mediaReport(db: Queryable, from: Date, to: Date): Promise<MediaReport> {
  const range = [from.toISOString(), to.toISOString()];
  const [grouped, backlog] = await Promise.all([
    db.query<{ day: string; reviewer: string; reviewer_name: string; kind: MediaKind; decision: string; reason: RejectReason | null; n: number; median: number | null }>(
      `select to_char(date_trunc('day', d.decided_at at time zone 'UTC'), 'YYYY-MM-DD') as day, d.reviewer, max(d.reviewer_name) as reviewer_name,
              d.kind, d.decision, d.reason, count(*)::int as n,
              percentile_cont(0.5) within group (order by extract(epoch from d.decided_at - d.arrived_at))::float8 as median
       from media_decisions d where d.undone_at is null and d.decided_at >= $1 and d.decided_at < $2
       group by grouping sets ((1, 2, 4, 5, 6), (1, 2, 4)) order by 1 desc, 3, 4`,
      range,
    ),
    mediaBacklog(db),
  ]);
  const rows = new Map<string, MediaReport['rows'][number]>();
  const days = new Map<string, { day: string; confirmed: number; rejected: number }>();
  for (let t = Math.floor(from.getTime() / DAY) * DAY; t < to.getTime(); t += DAY) {
    const day = new Date(t).toISOString().slice(0, 10);
    days.set(day, { day, confirmed: 0, rejected: 0 });
  }
  for (const g of grouped.rows) {
    const key = `${g.day}|${g.reviewer}|${g.kind}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        day: g.day,
        reviewer: g.reviewer,
        reviewerName: g.reviewer_name,
        kind: g.kind,
        reviewed: 0,
        confirmed: 0,
        rejected: Object.fromEntries(REJECT_REASONS.map((r) => [r, 0])) as Record<RejectReason, number>,
        medianDecisionS: null,
      };
      rows.set(key, row);
    }
    // The grouping set without decision and reason carries the row's median over all its decisions.
    if (g.decision === null) {
      row.medianDecisionS = g.median === null ? null : Math.round(g.median);
      continue;
    }
    row.reviewed += g.n;
    const day = days.get(g.day);
    if (g.decision === 'confirmed') {
      row.confirmed += g.n;
      if (day) day.confirmed += g.n;
    } else {
      row.rejected[g.reason ?? 'other'] += g.n;
      if (day) day.rejected += g.n;
    }
  }
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    rows: [...rows.values()],
    days: [...days.values()],
    backlog: backlog.map(({ kind, waiting, oldestArrivedAt }) => ({ kind, waiting, oldestArrivedAt })),
  };
}
