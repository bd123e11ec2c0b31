import type { Queryable } from '../../db/database.js';
import type { SeedSet } from '../seed-set.js';
import { seedWriter } from './seed-writer.js';

const EMAIL_TEMPLATES = [
  {
    name: 'Störung bekannt',
    language: 'de',
    purpose: 'problem',
    subject: 'Wir kümmern uns um {installation}',
    body: 'Guten Tag {contact},\n\nwir wissen von der Störung an {installation} in {resort} und arbeiten daran; ein Techniker ist informiert. Wir melden uns, sobald die Anlage wieder läuft.\n\nIhr Gondola-Support',
  },
  {
    name: 'Problem known',
    language: 'en',
    purpose: 'problem',
    subject: 'We are on it: {installation}',
    body: 'Hello {contact},\n\nwe know about the problem at {installation} in {resort} and are working on it; a technician is informed. We will tell you as soon as it runs again.\n\nYour Gondola support',
  },
  {
    name: 'Wartung',
    language: 'de',
    purpose: 'maintenance',
    subject: 'Wartung bei {installation} am {date}',
    body: 'Guten Tag {contact},\n\nam {date} ab {time} warten wir {installation} in {resort}. Die Anlage ist etwa 30 Minuten nicht verfügbar.\n\nBei Fragen erreichen Sie uns jederzeit.\n\nIhr Gondola-Support',
  },
  {
    name: 'Maintenance',
    language: 'en',
    purpose: 'maintenance',
    subject: 'Maintenance at {installation} on {date}',
    body: 'Hello {contact},\n\non {date} from {time} we service {installation} in {resort}. It will be unavailable for about 30 minutes.\n\nReach us any time with questions.\n\nYour Gondola support',
  },
  {
    name: 'Störung behoben',
    language: 'de',
    purpose: 'resolved',
    subject: '{installation} läuft wieder',
    body: 'Guten Tag {contact},\n\n{installation} in {resort} läuft seit {time} wieder. Danke für Ihre Geduld.\n\nIhr Gondola-Support',
  },
  {
    name: 'Problem resolved',
    language: 'en',
    purpose: 'resolved',
    subject: '{installation} is running again',
    body: 'Hello {contact},\n\n{installation} in {resort} is running again since {time}. Thank you for your patience.\n\nYour Gondola support',
  },
];

const CONVERSATION = [
  { kind: 'reply', body: 'Thank you for the report. We are looking at the logs of the installation now.' },
  { kind: 'note', body: 'Firmware of the finish unit is two versions behind; plan the update with the on-site operator.' },
  { kind: 'reply', body: 'We updated the finish unit remotely. Please tell us whether the problem comes back.' },
];

/** E-mail templates for the notification wizard, and a conversation on a few of the demo tickets. */
export const demoCommunicationSeed: SeedSet = {
  name: 'demo-communication',
  demo: true,
  async run(tx: Queryable) {
    const create = seedWriter(tx);
    for (const t of EMAIL_TEMPLATES) await create('email-templates', { ...t });
    const { rows: tickets } = await tx.query<{ id: string }>(`select id from tickets where status in ('open', 'pending') order by id limit 6`);
    for (const [n, ticket] of tickets.entries()) {
      for (const entry of CONVERSATION.slice(0, 1 + (n % CONVERSATION.length))) await create('ticket-conversations', { ticketId: ticket.id, ...entry });
    }
  },
};
