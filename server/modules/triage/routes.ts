import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../auth/authenticate.js';
import { docs } from '../../http/route-docs.js';
import { NoteStore } from '../notes/note-store.js';
import { TriageStore } from './triage-store.js';

const problem = z.object({
  id: z.string(),
  name: z.string(),
  severity: z.number().int(),
  installationId: z.string().nullable(),
  installationName: z.string().nullable(),
  deviceId: z.string().nullable(),
  startedAt: z.string(),
  acknowledged: z.boolean(),
  flapping: z.boolean(),
});
const device = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  installationId: z.string(),
  installationName: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
});
const installation = z.object({ id: z.string(), name: z.string(), devices: z.number().int(), lastSeenAt: z.string().nullable() });
const ticket = z.object({
  id: z.string(),
  subject: z.string(),
  status: z.string(),
  impact: z.string().nullable(),
  installationId: z.string(),
  installationName: z.string().nullable(),
  createdAt: z.string(),
});
const note = z.object({ id: z.string(), text: z.string(), authorName: z.string().nullable(), createdAt: z.string() });
const maintenance = z.object({
  installationId: z.string(),
  installationName: z.string().nullable(),
  windowId: z.string().optional(),
  startsAt: z.string().optional(),
  endsAt: z.string().optional(),
  reason: z.string().optional(),
});
const counts = z.object({ open: z.number().int(), unacknowledged: z.number().int() });
const triageAnswer = z.object({
  problems: z.object({
    bySeverity: z.record(z.string(), counts),
    open: z.number().int(),
    unacknowledged: z.number().int(),
    flapping: z.number().int(),
    inMaintenance: z.number().int(),
    oldestUnacknowledgedAt: z.string().nullable(),
    top: z.array(problem),
  }),
  offlineDevices: z.object({ total: z.number().int(), top: z.array(device) }),
  offlineInstallations: z.object({ total: z.number().int(), top: z.array(installation) }),
  unreadNotes: z.object({ total: z.number().int(), top: z.array(note) }),
  openTickets: z.object({ total: z.number().int(), top: z.array(ticket) }),
  maintenance: z.object({ now: z.array(maintenance), upcoming: z.array(maintenance) }),
});

/** The triage home: what is broken, silent, unread, open and in maintenance, for the signed-in user. */
export default async function triageRoutes(app: FastifyInstance) {
  const { models } = app.resources;
  const ctx = { models, db: app.db, cache: app.customerScopeCache };
  const store = new TriageStore(ctx, new NoteStore(app.db, models.get('notes')!, ctx));
  app.get(
    '/api/triage',
    {
      config: { capability: 'console.read' },
      schema: docs({
        summary: 'The triage home: open problems (worst and unacknowledged first), offline devices and installations, unread notes, open tickets, maintenance',
        tags: ['Triage'],
        response: { 200: triageAnswer },
      }),
    },
    async (request) => store.triage(principalOf(request)),
  );
}
