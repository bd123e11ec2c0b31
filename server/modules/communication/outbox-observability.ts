import type { FastifyInstance } from 'fastify';

/** A message waiting longer than this means the channel is stuck: readiness says so. */
export const STUCK_AFTER_S = 600;
const READ_EVERY_MS = 15_000;

interface ChannelBacklog {
  channel: string;
  waiting: number;
  oldestWaitingS: number;
  failed: number;
}

/** Per channel: messages waiting (queued or being sent), how long the oldest has waited, and those that failed. */
async function backlog(app: FastifyInstance): Promise<ChannelBacklog[]> {
  const { rows } = await app.db.query<ChannelBacklog>(
    `select channel,
       count(*) filter (where status in ('queued', 'sending'))::int as "waiting",
       coalesce(extract(epoch from now() - min(created_at) filter (where status in ('queued', 'sending'))), 0)::float8 as "oldestWaitingS",
       count(*) filter (where status = 'failed')::int as "failed"
     from outbox_messages where status in ('queued', 'sending', 'failed') group by channel`,
  );
  return rows;
}

/**
 * The outbox for operators: its backlog per channel in /metrics, and mail and SMS in readiness
 * (off when not configured; down when a message has waited past STUCK_AFTER_S).
 */
export function observeOutbox(app: FastifyInstance, transports: { mail: 'smtp' | 'sink'; sms: 'provider' | 'sink' | 'off' }) {
  let cached: { at: number; rows: Promise<ChannelBacklog[]> } | undefined;
  const read = () => {
    if (!cached || Date.now() - cached.at > READ_EVERY_MS / 3) cached = { at: Date.now(), rows: backlog(app) };
    return cached.rows;
  };
  const set = (field: 'waiting' | 'oldestWaitingS' | 'failed') => async (gauge: { reset(): void; set(labels: { channel: string }, value: number): void }) => {
    const rows = await read();
    gauge.reset();
    for (const row of rows) gauge.set({ channel: row.channel }, row[field]);
  };
  app.metrics.gauge({ name: 'gondola_outbox_waiting', help: 'Outgoing messages waiting to be sent, by channel', labelNames: ['channel'], collect: set('waiting') });
  app.metrics.gauge({
    name: 'gondola_outbox_oldest_waiting_seconds',
    help: 'How long the oldest waiting outgoing message has waited, by channel',
    labelNames: ['channel'],
    collect: set('oldestWaitingS'),
  });
  app.metrics.gauge({ name: 'gondola_outbox_failed', help: 'Outgoing messages that failed for good, by channel', labelNames: ['channel'], collect: set('failed') });

  const channelCheck = (channel: 'email' | 'sms', transport: string) => async () => {
    if (transport === 'off') return { status: 'OFF' as const, data: { reason: 'no SMS provider configured' } };
    const row = (await read()).find((r) => r.channel === channel);
    const stuck = !!row && row.oldestWaitingS > STUCK_AFTER_S;
    return {
      status: stuck ? ('DOWN' as const) : ('UP' as const),
      data: {
        transport,
        waiting: row?.waiting ?? 0,
        oldestWaitingS: Math.round(row?.oldestWaitingS ?? 0),
        ...(stuck && { error: `a message has waited over ${STUCK_AFTER_S} s` }),
      },
    };
  };
  app.readiness.add('mail', channelCheck('email', transports.mail), { cacheMs: READ_EVERY_MS });
  app.readiness.add('sms', channelCheck('sms', transports.sms), { cacheMs: READ_EVERY_MS });
}
