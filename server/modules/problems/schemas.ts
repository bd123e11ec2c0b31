import { z } from 'zod';

// What the problem routes take and give, in zod: the handlers validate with these, the API document shows them.

const SOURCES = ['zabbix', 'tracker', 'skimovie'] as const;

export const acknowledgeBody = z
  .object({
    message: z.string().trim().max(2000).nullish(),
    severity: z.number().int().min(0).max(5).nullish(),
    close: z.boolean().optional(),
    unacknowledge: z.boolean().optional(),
  })
  .strict();
export const bulkBody = z
  .object({
    ids: z.array(z.string().min(1).max(64)).min(1).max(200).describe('the selected problems, at most 200'),
    action: z.enum(['acknowledge', 'close', 'silence']),
    message: z.string().trim().max(2000).nullish(),
    until: z.iso.datetime({ offset: true }).nullish().describe('silence: until when; null lifts the silence'),
  })
  .strict()
  .refine((b) => b.action !== 'silence' || b.until !== undefined, { path: ['until'], message: 'silencing needs an end (until), or null to lift it' });
export const bulkAnswer = z.object({
  total: z.number().int(),
  succeeded: z.number().int(),
  results: z.array(z.object({ id: z.string(), ok: z.boolean(), error: z.string().optional() })),
});
export const acknowledgeAllBody = acknowledgeBody.extend({ installationId: z.string().min(1).max(64), source: z.enum(SOURCES) }).strict();
export const idParams = z.object({ id: z.string().min(1).max(64) });
export const triggerParams = z.object({ source: z.enum(SOURCES), triggerId: z.string().min(1).max(128) });
export const rangeQuery = z.object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) });
export const groupsQuery = z.object({ filter: z.string().optional().describe('JSON, as the problem list takes it') });

const counts = z.object({ open: z.number().int(), unacknowledged: z.number().int() });
export const countsAnswer = z.object({
  bySeverity: z.record(z.string(), counts),
  open: z.number().int(),
  unacknowledged: z.number().int(),
  inMaintenance: z.number().int().describe('open problems raised during maintenance, left out of the other figures'),
});
export const ingestAnswer = z.object({
  id: z.string(),
  change: z.string().describe('what the event did: opened, reopened, resolved, unchanged, …'),
  installationId: z.string().nullable(),
  reread: z.enum(['ok', 'failed', 'off']).describe('whether the event was read again from the Zabbix API'),
});
const sourceAnswer = z.object({ state: z.enum(['ok', 'failed', 'local']), detail: z.string().optional() });
export const acknowledgeAnswer = z.object({ id: z.string(), ok: z.boolean(), source: sourceAnswer, error: z.string().optional() });
export const acknowledgeAllAnswer = z.object({ total: z.number().int(), acknowledged: z.number().int(), results: z.array(acknowledgeAnswer) });
export const groupsAnswer = z.object({
  groups: z.array(
    z.object({
      installationId: z.string().nullable(),
      installationName: z.string().nullable(),
      problems: z.number().int(),
      unacknowledged: z.number().int(),
      worstSeverity: z.number().int(),
      oldestStartedAt: z.string(),
      sources: z.array(z.string()),
    }),
  ),
  truncated: z.boolean(),
});
export const mismatchedAnswer = z.array(
  z.object({
    kind: z.enum(['problemsInMaintenance', 'problemsWhileNotActive', 'unmappedHost']),
    installationId: z.string().nullable(),
    installationName: z.string().nullable(),
    installationStatus: z.string().nullable(),
    host: z.string().nullable(),
    openProblems: z.number().int(),
    worstSeverity: z.number().int(),
    since: z.string(),
  }),
);
export const reportAnswer = z.object({
  from: z.string(),
  to: z.string(),
  bucket: z.enum(['hour', 'day']),
  buckets: z.array(z.object({ start: z.string(), total: z.number().int(), bySeverity: z.record(z.string(), z.number()), bySource: z.record(z.string(), z.number()) })),
  total: z.number().int(),
  meanTimeToAcknowledgeS: z.number().nullable(),
  meanTimeToResolveS: z.number().nullable(),
  top: z.array(z.object({ installationId: z.string(), name: z.string(), count: z.number().int() })),
});
