import type { Queryable } from '../../db/database.js';
import type { SeedSet } from '../seed-set.js';
import { instantOf } from '../../../core/zoned-time.js';
import { seedWriter } from './seed-writer.js';

const DAY = 86_400_000;
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
/** 08:00 in Vienna on the day `days` from now, whether that day is in summer or winter time. */
const morning = (days: number) => instantOf(new Date(`${day(days)}T08:00:00.000Z`), 'Europe/Vienna').toISOString();
const at = (days: number, hourUtc: number) => `${day(days)}T${String(hourUtc).padStart(2, '0')}:00:00.000Z`;

const TECHNICIANS = ['Lukas Gruber', 'Marco Bernasconi', 'Claire Martin', 'Sofia Rossi'];
/** The support rotation's members: demo console users (the notes seed made them), so on duty is someone who signs in. */
const SUPPORT_ROTA = ['demo-secondlevel', 'demo-firstlevel', 'demo-connector', 'demo-admin'];
const CARRIERS = ['DHL Express', 'Österreichische Post', 'Swiss Post', 'DPD'];
const ITEMS = ['Finish photocell PC-200', 'Start gate SG-4', 'Recorder R-8 with 4 TB', 'PTZ camera HD-30x', 'Receipt printer TP-80', 'Photopoint camera PP-2'];

/** On-duty rotations with a cover and a swap, deliveries, rollouts and assignments around today. */
export const demoCalendarSeed: SeedSet = {
  name: 'demo-calendars',
  demo: true,
  async run(tx: Queryable) {
    const create = seedWriter(tx);
    const second = await create('on-duty-rotations', {
      name: 'Second-level support',
      members: SUPPORT_ROTA,
      firstShiftAt: morning(-40),
      shiftHours: 24,
      frequency: 'daily',
      interval: 1,
      timeZone: 'Europe/Vienna',
      country: 'AT',
      notes: 'Handover at 08:00 with the morning check of all open problems.',
    });
    await create('on-duty-rotations', {
      name: 'Weekend video desk',
      members: ['demo-moderation', 'demo-secondlevel'],
      firstShiftAt: instantOf(new Date(`${day(-40)}T07:00:00.000Z`), 'Europe/Zurich').toISOString(),
      shiftHours: 12,
      frequency: 'weekly',
      interval: 1,
      weekdays: ['SA', 'SU'],
      timeZone: 'Europe/Zurich',
      country: 'CH',
    });
    // Whom the rotation gives a day to: it began 40 days ago.
    const scheduled = (days: number) => SUPPORT_ROTA[(40 + days) % SUPPORT_ROTA.length];
    await create('on-duty-overrides', {
      rotationId: second.id,
      kind: 'override',
      // Project management steps in: someone outside the rotation.
      person: 'demo-projects',
      replaces: scheduled(3),
      startsAt: morning(3),
      endsAt: morning(4),
      reason: 'Dentist',
    });
    await create('on-duty-overrides', {
      rotationId: second.id,
      kind: 'swap',
      person: scheduled(14),
      replaces: scheduled(9),
      startsAt: morning(9),
      endsAt: morning(10),
      returnStartsAt: morning(14),
      returnEndsAt: morning(15),
      reason: 'Family visit',
    });

    const { rows: installations } = await tx.query<{ id: string; name: string; type: string }>(
      `select id, name, type from installations where status in ('active', 'maintenance') order by id limit 24`,
    );
    const { rows: versions } = await tx.query<{ id: string }>(`select id from software_component_versions where state = 'released' order by id limit 6`);
    const { rows: bulk } = await tx.query<{ id: string }>('select id from bulk_commands order by id limit 1');
    for (const [n, installation] of installations.entries()) {
      const ships = (n % 20) - 6;
      await create('deliveries', {
        installationId: installation.id,
        item: ITEMS[n % ITEMS.length],
        quantity: 1 + (n % 3),
        carrier: CARRIERS[n % CARRIERS.length],
        trackingReference: `JD0146${String(100_000 + n * 7919).slice(0, 6)}`,
        state: ships + 2 < 0 ? 'delivered' : ships < 0 ? 'shipped' : 'planned',
        shipsOn: day(ships),
        arrivesOn: day(ships + 1 + (n % 3)),
      });
      const version = versions[n % Math.max(versions.length, 1)];
      if (version && n % 2 === 0) {
        const start = (n % 24) - 8;
        await create('rollouts', {
          installationId: installation.id,
          kind: n % 6 === 0 ? 'goLive' : 'rollout',
          componentVersionId: version.id,
          startsAt: at(start, 19),
          endsAt: at(start, 21),
          state: start < 0 ? 'done' : 'planned',
          ...(n === 0 && bulk[0] && { bulkCommandId: bulk[0].id }),
          notes: 'After the lifts close; the night check confirms the version.',
        });
      }
      if (n < 12) {
        const start = (n * 3) % 25;
        await create('resource-assignments', {
          resourceKind: n % 4 === 3 ? 'equipment' : 'staff',
          resourceName: n % 4 === 3 ? `Spare photocell #${4400 + n}` : TECHNICIANS[n % TECHNICIANS.length],
          summary: n % 4 === 3 ? `On loan to ${installation.name}` : `Season check at ${installation.name}`,
          installationId: installation.id,
          project: 'Winter 26/27',
          startsOn: day(start - 7),
          endsOn: day(start - 7 + 1 + (n % 3)),
          ...(n % 3 === 0 && { jiraIssueKey: `OPS-${120 + n}` }),
        });
      }
    }
  },
};
