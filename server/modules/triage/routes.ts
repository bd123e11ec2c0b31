import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../auth/authenticate.js';
import { docs } from '../../http/route-docs.js';
import { NoteStore } from '../notes/note-store.js';
import { triageAnswer } from '../../../core/triage-schema.js';
import { TriageStore } from './triage-store.js';
import { CalendarEntries } from '../calendars/entries.js';
import { homeFocus } from '../../../core/triage.js';
import { FocusCards } from './focus-cards.js';

/** The triage home: what is broken, silent, unread, open and in maintenance, for the signed-in user. */
export default async function triageRoutes(app: FastifyInstance) {
  const { models } = app.resources;
  const ctx = { models, db: app.db, cache: app.customerScopeCache };
  const store = new TriageStore(ctx, new NoteStore(app.db, models.get('notes')!, ctx));
  const calendars = new CalendarEntries(app);
  const focusCards = new FocusCards(ctx, calendars);
  app.get(
    '/api/triage',
    {
      config: { capability: 'console.read' },
      schema: docs({
        summary:
          'The triage home: open problems (worst and unacknowledged first), offline devices and installations, unread notes, open tickets, maintenance, who is on duty now; and for whom it concerns the review queues, absence requests to decide, the coming rollouts and deliveries, a customer’s own installations',
        tags: ['Triage'],
        response: { 200: triageAnswer },
      }),
    },
    async (request) => {
      const principal = principalOf(request);
      const [triage, onDuty, cards] = await Promise.all([store.triage(principal), calendars.onDutyNow(principal), focusCards.of(principal)]);
      const broker = principal.scope === 'staff' ? app.devices?.gateway.state : undefined;
      return { ...triage, onDuty, focus: homeFocus(principal), ...cards, ...(broker && { deviceBroker: { status: broker.status, since: broker.since } }) };
    },
  );
}
