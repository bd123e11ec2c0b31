import { sameSecret } from '../../http/same-secret.js';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import type { Queryable } from '../../db/database.js';
import type { ProblemReport } from '../../../core/problem-signal.js';
import type { ZabbixClient, ZabbixHost } from './json-rpc.js';

const SEVERITY_NAMES: Record<string, number> = { 'not classified': 0, information: 1, warning: 2, average: 3, high: 4, disaster: 5 };

const id = z.union([z.string().trim().min(1).max(64), z.number().int().nonnegative()]).transform(String);

/**
 * What the Gondola media type posts (docs/OPERATIONS.md has the script): Zabbix's event and
 * trigger ids, host, event name, severity, whether the problem started or ended, and when.
 */
export const zabbixWebhookPayload = z
  .object({
    eventId: id,
    triggerId: id,
    host: z.string().trim().min(1).max(255),
    name: z.string().trim().min(1).max(1000),
    severity: z.union([
      z.number().int().min(0).max(5),
      z
        .string()
        .trim()
        .transform((v, ctx) => {
          const n = /^[0-5]$/.test(v) ? Number(v) : SEVERITY_NAMES[v.toLowerCase()];
          if (n === undefined) ctx.addIssue({ code: 'custom', message: 'expects 0–5 or a Zabbix severity name' });
          return n ?? 0;
        }),
    ]),
    status: z.union([z.string(), z.number()]).transform((v, ctx) => {
      const s = String(v).trim().toUpperCase();
      if (s === 'PROBLEM' || s === '1') return 'problem' as const;
      if (s === 'RESOLVED' || s === 'OK' || s === '0') return 'resolved' as const;
      ctx.addIssue({ code: 'custom', message: 'expects PROBLEM or RESOLVED' });
      return 'problem' as const;
    }),
    /** ISO 8601 with offset, or Unix seconds. */
    time: z.union([
      z.iso.datetime({ offset: true }).transform((v) => new Date(v).toISOString()),
      z
        .number()
        .int()
        .positive()
        .transform((v) => new Date(v * 1000).toISOString()),
    ]),
    /** The host's `{$GONDOLA.INSTALLATION}` macro, when the media type passes it. */
    installation: z.string().trim().max(64).optional(),
    tags: z
      .array(z.object({ tag: z.string().max(255), value: z.string().max(255).default('') }))
      .max(50)
      .optional(),
  })
  .strict();
export type ZabbixWebhookPayload = z.infer<typeof zabbixWebhookPayload>;

/** Constant-time comparison of the shared secret. */
export function secretMatches(expected: string, given: unknown): boolean {
  return typeof given === 'string' && sameSecret(given, expected);
}

/** The installation of a Zabbix host: its macro, else the configured host tag, else a host group, else its name. */
export async function installationOf(db: Queryable, config: AppConfig['zabbix'], payload: ZabbixWebhookPayload, host: ZabbixHost | undefined): Promise<string | null> {
  const groups = host?.hostgroups ?? host?.groups ?? [];
  const candidates = [
    payload.installation,
    host?.tags?.find((t) => t.tag === config.hostTag)?.value,
    groups.find((g) => g.name.startsWith(config.hostGroupPrefix))?.name.slice(config.hostGroupPrefix.length),
    payload.host,
  ].filter((c): c is string => !!c && c.length <= 64);
  for (const candidate of candidates) {
    const { rows } = await db.query<{ id: string }>('select id from installations where id = $1', [candidate]);
    if (rows[0]) return rows[0].id;
  }
  return null;
}

/**
 * Turns a webhook call into a problem report; with the API configured, the event is re-read from
 * Zabbix first (its current name, severity and host), so a stale or partial webhook does not win.
 */
export async function reportFromWebhook(
  db: Queryable,
  config: AppConfig['zabbix'],
  payload: ZabbixWebhookPayload,
  client?: ZabbixClient,
): Promise<ProblemReport & { reread: 'ok' | 'failed' | 'off' }> {
  let name = payload.name;
  let severity = payload.severity;
  let host: ZabbixHost | undefined;
  let reread: 'ok' | 'failed' | 'off' = 'off';
  if (client) {
    try {
      const event = await client.event(payload.eventId);
      if (event) {
        name = event.name || name;
        severity = Number(event.severity ?? severity);
        const hostId = event.hosts?.[0]?.hostid;
        if (hostId) host = await client.host(hostId);
      }
      reread = 'ok';
    } catch {
      reread = 'failed';
    }
  }
  return {
    source: 'zabbix',
    triggerId: payload.triggerId,
    eventId: payload.eventId,
    installationId: await installationOf(db, config, payload, host),
    host: payload.host,
    name,
    severity,
    status: payload.status,
    at: payload.time,
    tags: (payload.tags ?? []).map((t) => (t.value ? `${t.tag}:${t.value}` : t.tag)),
    reread,
  };
}
