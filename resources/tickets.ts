import { defineResource, f } from '../core/resource-kit/authoring';
import { TICKET_IMPACTS, TICKET_PRIORITIES, TICKET_STATUSES } from './shared/ticket-options';

export { TICKET_STATUSES };

/** Spec §4: ticket lists show open or pending versus resolved or closed. */
export const TICKET_STATUS_GROUPS = { active: ['open', 'pending'], done: ['resolved', 'closed'] } as const;

// Support tickets kept in the console (Freshdesk-style fields, spec §3); an installation's
// `freshdesk` page lists its own. The Freshdesk integration, when configured, feeds the same shape.
export default defineResource({
  name: 'tickets',
  icon: 'ConfirmationNumber',
  menu: false,
  label: { en: { one: 'Ticket', many: 'Tickets' }, de: { one: 'Ticket', many: 'Tickets' } },
  id: { strategy: 'uuid' },
  fields: {
    subject: f.text(['Subject', 'Betreff'], { required: true, searchable: true, maxLength: 250 }),
    installationId: f.reference(['Installation', 'Installation'], 'installations', { required: true }),
    status: f.choice(['Status', 'Status'], TICKET_STATUSES, { required: true, default: 'open' }),
    topic: f.choice(
      ['Topic', 'Thema'],
      [
        f.option('timing', 'Timing', 'Zeitmessung'),
        f.option('video', 'Video', 'Video'),
        f.option('photo', 'Photo', 'Foto'),
        f.option('terminal', 'Terminal', 'Terminal'),
        f.option('network', 'Network', 'Netzwerk'),
        f.option('billing', 'Billing', 'Abrechnung'),
        f.option('other', 'Other', 'Sonstiges'),
      ],
      { required: true },
    ),
    impact: f.choice(['Impact', 'Auswirkung'], TICKET_IMPACTS, { required: true }),
    priority: f.choice(['Priority', 'Priorität'], TICKET_PRIORITIES, { required: true, default: 'medium' }),
    assigneeId: f.reference(['Assignee', 'Zuständig'], 'staff-users', {
      foreignKey: false,
      help: f.help('The staff member working on the ticket.', 'Die Person im Team, die das Ticket bearbeitet.'),
    }),
    // Set by the server when the ticket is raised, from the installation's SLA in force then
    // (server/modules/communication/ticket-due-times.ts); none without an SLA.
    responseDueAt: f.dateTime(['First response due', 'Erste Antwort fällig'], {
      readOnly: true,
      help: f.help('From the SLA’s response time, counted in its support hours.', 'Aus der Reaktionszeit des SLA, gezählt in dessen Supportzeiten.'),
    }),
    // Set by the server with the ticket's first reply to the customer (server/modules/communication/ticket-mirroring.ts).
    firstRespondedAt: f.dateTime(['First response', 'Erste Antwort'], {
      readOnly: true,
      help: f.help(
        'When support first replied to the customer; in time when not after the first response due.',
        'Wann der Support dem Kunden zuerst geantwortet hat; rechtzeitig, wenn nicht nach „Erste Antwort fällig“.',
      ),
    }),
    resolutionDueAt: f.dateTime(['Resolution due', 'Lösung fällig'], {
      readOnly: true,
      help: f.help('From the SLA’s resolution time, counted in its support hours.', 'Aus der Lösungszeit des SLA, gezählt in dessen Supportzeiten.'),
    }),
    environment: f.choice(['Environment', 'Umgebung'], [f.option('production', 'Production', 'Produktion'), f.option('test', 'Test', 'Test')], {
      required: true,
      default: 'production',
    }),
    contactId: f.reference(['Contact', 'Kontakt'], 'contacts'),
    description: f.longText(['Description', 'Beschreibung'], { searchable: true, maxLength: 20_000 }),
    externalId: f.text(['Freshdesk id', 'Freshdesk-ID'], {
      maxLength: 40,
      help: f.help('Set when the ticket lives in Freshdesk too.', 'Gesetzt, wenn das Ticket auch in Freshdesk liegt.'),
    }),
  },
  list: {
    phoneRows: true,
    columns: ['subject', 'installationId', 'status', 'priority', 'impact', 'assigneeId', 'resolutionDueAt', 'updatedAt'],
    defaultSort: { field: 'updatedAt', order: 'DESC' },
  },
  recordRepresentation: 'subject',
  access: { read: 'console.read', create: 'support.write', update: 'support.write', delete: 'admin.manage' },
  scope: { through: 'installationId' },
  example: {
    subject: 'Finish photocell drops out in the cold',
    topic: 'timing',
    impact: 'high',
    priority: 'high',
    description: 'Below -15 °C the finish photocell loses the signal for a few seconds.',
  },
});
