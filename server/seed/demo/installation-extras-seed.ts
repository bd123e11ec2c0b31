import type { Queryable } from '../../db/database.js';
import type { SeedSet } from '../seed-set.js';
import { stampTicketDueTimes } from '../../modules/communication/ticket-due-times.js';
import { random, seedWriter } from './seed-writer.js';

/** How soon support turns to a demo ticket follows what it affects. */
const PRIORITY_OF_IMPACT: Record<string, string> = { low: 'low', medium: 'medium', high: 'high', critical: 'urgent' };
/** Who works on the demo's open tickets: the support team (some are still unassigned). */
const SUPPORT_STAFF = ['demo-firstlevel', 'demo-secondlevel', 'demo-connector'];

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const TICKETS = [
  { subject: 'Finish photocell drops out in the cold', topic: 'timing', impact: 'high', description: 'Below -15 °C the finish photocell loses the signal for a few seconds.' },
  { subject: 'Video of lane 2 is a second late', topic: 'video', impact: 'medium', description: 'Guests see their run start one second after the gate opens.' },
  { subject: 'Terminal prints receipts without logo', topic: 'terminal', impact: 'low', description: 'Since the update the receipt header is empty.' },
  { subject: 'Photopoint uploads stall in the afternoon', topic: 'photo', impact: 'medium', description: 'Uploads queue up between 14:00 and 16:00; the uplink is saturated.' },
  { subject: 'VPN to the valley station down', topic: 'network', impact: 'critical', description: 'No connection since the power cut this morning.' },
];

/** Tickets, events and assigned staff and equipment of the demo installations. */
export const demoInstallationExtrasSeed: SeedSet = {
  name: 'demo-installation-extras',
  demo: true,
  async run(tx: Queryable) {
    const create = seedWriter(tx);
    const rnd = random(4711);
    const { rows: installations } = await tx.query<{ id: string; name: string; type: string; customer_id: string }>(
      `select id, name, type, customer_id from installations where status in ('active', 'maintenance') order by id`,
    );
    const { rows: contacts } = await tx.query<{ id: string; customer_id: string }>('select id, customer_id from contacts order by id');
    for (const [n, installation] of installations.entries()) {
      const contact = contacts.find((c) => c.customer_id === installation.customer_id);
      for (let k = 0; k < 1 + (n % 3); k++) {
        const ticket = TICKETS[(n + k) % TICKETS.length]!;
        const created = await create('tickets', {
          ...ticket,
          installationId: installation.id,
          status: ['open', 'pending', 'resolved', 'closed'][(n + k) % 4],
          priority: PRIORITY_OF_IMPACT[ticket.impact],
          assigneeId: n % 4 === 3 && k === 0 ? null : SUPPORT_STAFF[(n + k) % SUPPORT_STAFF.length],
          environment: 'production',
          contactId: contact?.id ?? null,
          externalId: rnd() < 0.5 ? String(10_000 + n * 7 + k) : null,
        });
        await stampTicketDueTimes(tx, created);
      }
      if (installation.type === 'startFinish' || installation.type === 'video') {
        await create('installation-events', {
          installationId: installation.id,
          name: `${installation.name.split(' ')[0]} ${['Ski Cross Cup', 'Kids Race', 'Night Slalom', 'Season Opening'][n % 4]}`,
          type: n % 4 === 3 ? 'campaign' : 'race',
          startsOn: daysFromNow(5 + (n % 40)),
          endsOn: daysFromNow(5 + (n % 40) + (n % 3)),
          organiser: `Ski Club ${installation.name.split(' ')[0]}`,
          notes: n % 2 ? 'Live timing on the big screen; two extra lanes.' : null,
        });
      }
      await create('installation-resources', {
        installationId: installation.id,
        kind: 'equipment',
        name: `Spare ${installation.type === 'terminal' ? 'receipt printer' : 'photocell'} #${4400 + n}`,
        role: 'Spare part on site',
        quantity: 1,
      });
      if (n % 2 === 0)
        await create('installation-resources', {
          installationId: installation.id,
          kind: 'staff',
          name: ['Lukas Gruber', 'Marco Bernasconi', 'Claire Martin', 'Sofia Rossi'][n % 4],
          role: 'Service technician',
          from: daysFromNow(-30),
          until: daysFromNow(120),
        });
    }
  },
};
