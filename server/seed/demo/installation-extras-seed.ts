import type { Queryable } from '../../db/database.js';
import type { SeedSet } from '../seed-set.js';
import { stampTicketDueTimes } from '../../modules/communication/ticket-due-times.js';
import { random, seedWriter } from './seed-writer.js';

/** How soon support turns to a demo ticket follows what it affects. */
const PRIORITY_OF_IMPACT: Record<string, string> = { low: 'low', medium: 'medium', high: 'high', critical: 'urgent' };
/** Who works on the demo's open tickets: the support team (some are still unassigned). */
const SUPPORT_STAFF = ['demo-firstlevel', 'demo-secondlevel', 'demo-connector'];

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type TicketTemplate = { subject: string; topic: string; impact: string; description: string };
const ticket = (subject: string, topic: string, impact: string, description: string): TicketTemplate => ({ subject, topic, impact, description });

/** What customers raise about each kind of installation: mostly small things, now and then a line down. */
const TICKETS: Record<string, TicketTemplate[]> = {
  startFinish: [
    ticket('Finish photocell drops out in the cold', 'timing', 'high', 'Below -15 °C the finish photocell loses the signal for a few seconds.'),
    ticket('Start gate opens a second late', 'timing', 'medium', 'Racers wait at the gate after the beep; since Tuesday.'),
    ticket('Results board shows yesterday’s times', 'timing', 'medium', 'The display at the finish reads from the wrong race day.'),
    ticket('Timing PDF without the club names', 'timing', 'low', 'The result list prints the bib but not the club.'),
  ],
  video: [
    ticket('Video of lane 2 is a second late', 'video', 'medium', 'Guests see their run start one second after the gate opens.'),
    ticket('Camera 1 picture too dark in the morning', 'video', 'low', 'Until about 10:00 the videos are nearly black.'),
    ticket('Guests cannot find their video by ticket number', 'video', 'high', 'The app answers “no video” for runs we can see on the recorder.'),
  ],
  videoDirector: [
    ticket('Director cuts to the wrong camera at the jump', 'video', 'medium', 'The cut to camera 3 comes before the rider is in the picture.'),
    ticket('Event movie without the sponsor intro', 'video', 'low', 'Since the new season the intro clip is missing.'),
  ],
  photopoint: [
    ticket('Photopoint uploads stall in the afternoon', 'photo', 'medium', 'Uploads queue up between 14:00 and 16:00; the uplink is saturated.'),
    ticket('Photos cropped at the top', 'photo', 'low', 'Heads are cut off on the portrait photos.'),
  ],
  phototrap: [ticket('Phototrap fires without a skier', 'photo', 'low', 'Snowfall triggers photos of the empty slope.')],
  terminal: [
    ticket('Terminal prints receipts without logo', 'terminal', 'low', 'Since the update the receipt header is empty.'),
    ticket('Card payments refused at the valley terminal', 'terminal', 'high', 'Every third card payment ends with “declined”.'),
  ],
  other: [ticket('Invoice lists a licence twice', 'billing', 'low', 'The November invoice has the video licence on two lines.')],
};
/** Now and then a line is down: a critical ticket, on a few installations only. */
const OUTAGE = ticket('VPN to the valley station down', 'network', 'critical', 'No connection since the power cut this morning.');

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
      // Most tickets are history (resolved, closed); an installation has at most one or two still open.
      const templates = TICKETS[installation.type] ?? TICKETS.other!;
      for (let k = 0; k < 1 + (n % 3); k++) {
        const open = k === 0 && n % 4 === 0;
        const template = open && n % 17 === 4 ? OUTAGE : templates[(n + k + Math.floor(n / 4)) % templates.length]!;
        const status = open ? (n % 2 ? 'open' : 'pending') : k === 1 ? 'resolved' : 'closed';
        // Raised over the past weeks: open ones in the last days, history further back.
        const minutesAgo = open ? 20 + ((n * 211) % (4 * 24 * 60)) : (5 + ((n * 7 + k * 11) % 40)) * 24 * 60 + ((n * 97) % 600);
        const created = await create('tickets', {
          ...template,
          installationId: installation.id,
          status,
          priority: PRIORITY_OF_IMPACT[template.impact],
          assigneeId: n % 4 === 3 && k === 0 ? null : SUPPORT_STAFF[(n + k) % SUPPORT_STAFF.length],
          environment: 'production',
          contactId: contact?.id ?? null,
          externalId: rnd() < 0.5 ? String(10_000 + n * 7 + k) : null,
        });
        const createdAt = new Date(Date.now() - minutesAgo * 60_000);
        // Support has answered every ticket but the open ones, most within the hour.
        await tx.query(
          `update tickets set created_at = $2::timestamptz, updated_at = $2::timestamptz, first_responded_at = case when $3::boolean then $2::timestamptz + make_interval(mins => $4::int) end where id = $1`,
          [created.id, createdAt, status !== 'open', 10 + ((n * 13 + k * 7) % 90)],
        );
        await stampTicketDueTimes(tx, { ...created, createdAt });
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
