import { recordSchema, withDefaults } from '../../../core/resource-kit/index.js';
import { RESOURCES } from '../../../resources/index.js';
import type { Queryable } from '../../db/database.js';
import { DEMO_USERS } from '../../idp/demo-users.js';
import type { SeedSet } from '../seed-set.js';
import { random, seedWriter } from './seed-writer.js';

const DAY = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const isWeekday = (day: string) => ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/** Who logs time in the demo: the staff accounts that record their time. */
const WORKERS = ['admin', 'firstlevel', 'connector', 'secondlevel', 'projects', 'moderation'];
const TEXTS = [
  'Checked the finish photocell alignment after the night’s snowfall',
  'Remote session: recorder disk nearly full, moved old sessions to the archive',
  'Phone support: terminal printer out of paper roll alarm',
  'Updated the timing software and ran a test race',
  'Camera PTZ preset drifted; re-taught the start and finish presets',
  'Answered the resort’s question about the video publisher delay',
  'Replaced the start gate cable with the spare from the depot',
  'Planned the rollout of the new photopoint firmware',
];

/**
 * Worklogs over the last 120 days, absences with entitlements, SLA rates for the invoice and a
 * season of timed runs on the timing installations. Records are validated by their definitions;
 * the many worklogs and runs are written in bulk (a seed of thousands through the repository one
 * by one would slow every demo start).
 */
export const demoReportsSeed: SeedSet = {
  name: 'demo-reports',
  demo: true,
  async run(tx: Queryable) {
    const rnd = random(2029);
    const create = seedWriter(tx);
    const people = DEMO_USERS.filter((u) => WORKERS.includes(u.username));
    const { rows: installations } = await tx.query<{ id: string; customer_id: string; type: string }>(
      `select id, customer_id, type from installations where status in ('active', 'maintenance') order by id limit 30`,
    );
    const { rows: components } = await tx.query<{ id: string; type_id: string; installation_id: string }>(
      `select id, type_id, installation_id from software_components order by id`,
    );
    const componentsOf = new Map<string, typeof components>();
    for (const c of components) componentsOf.set(c.installation_id, [...(componentsOf.get(c.installation_id) ?? []), c]);

    // SLA prices: per level, in the installation's country's currency; in force for the whole demo period.
    await tx.query(
      `update slas s set hourly_rate = case s.level when 'basic' then 95 when 'standard' then 115 when 'premium' then 140 else 165 end,
         currency = case when i.country = 'CH' then 'CHF' else 'EUR' end, valid_from = least(s.valid_from, $1::date)
       from installations i where i.id = s.installation_id`,
      [dayFromNow(-130)],
    );

    const worklogs = RESOURCES.find((d) => d.name === 'worklogs')!;
    const check = recordSchema(worklogs, 'create');
    const values: unknown[] = [];
    const tuples: string[] = [];
    const flush = async () => {
      if (!tuples.length) return;
      await tx.query(
        `insert into worklogs (employee_id, employee_name, worked_on, start_time, duration_minutes, customer_id, installation_id, master_component_id, component_id, jira_issue, task, billable, description, created_by, updated_by)
         values ${tuples.join(', ')}`,
        values,
      );
      values.length = 0;
      tuples.length = 0;
    };
    for (let d = -120; d <= 0; d++) {
      const day = dayFromNow(d);
      if (!isWeekday(day)) continue;
      for (const person of people) {
        const entries = 1 + Math.floor(rnd() * 3);
        for (let e = 0; e < entries; e++) {
          const installation = installations[Math.floor(rnd() * installations.length)]!;
          const own = componentsOf.get(installation.id) ?? [];
          const component = own.length ? own[Math.floor(rnd() * own.length)]! : undefined;
          const task = rnd() < 0.25;
          const body = check.parse(
            withDefaults(worklogs, {
              workedOn: day,
              startTime: `${String(8 + e * 3).padStart(2, '0')}:${rnd() < 0.5 ? '00' : '30'}`,
              durationMinutes: 15 * (1 + Math.floor(rnd() * 12)),
              installationId: installation.id,
              masterComponentId: component?.type_id,
              componentId: component?.id,
              jiraIssue: rnd() < 0.3 ? `OPS-${100 + Math.floor(rnd() * 400)}` : undefined,
              task,
              billable: !task && rnd() < 0.8,
              description: TEXTS[Math.floor(rnd() * TEXTS.length)]!,
            }),
          ) as Record<string, unknown>;
          const row = [
            person.id,
            person.name,
            body.workedOn,
            body.startTime,
            body.durationMinutes,
            installation.customer_id,
            body.installationId,
            body.masterComponentId ?? null,
            body.componentId ?? null,
            body.jiraIssue ?? null,
            body.task,
            body.billable,
            body.description,
          ];
          tuples.push(`(${row.map((v) => `$${values.push(v)}`).join(', ')}, 'system:demo-seed', 'system:demo-seed')`);
        }
      }
      if (values.length > 20_000) await flush();
    }
    // After the loop, not on its last day: on a weekend the last day is skipped, and the demo had no worklogs.
    await flush();

    const year = Number(dayFromNow(0).slice(0, 4));
    for (const [n, person] of people.entries()) {
      await create('absence-entitlements', { employeeId: person.id, type: 'vacation', year, days: 25, carriedOverDays: [3, 0, 5.5, 1, 0, 2][n] });
      await create('absence-entitlements', { employeeId: person.id, type: 'homeOffice', year, days: 60 });
      await create('absence-entitlements', { employeeId: person.id, type: 'timeCompensation', year, days: 10 });
      const as = { subject: person.id, email: person.email, name: person.name, roles: person.roles, scope: 'staff' as const, customerIds: [] };
      const plan: Array<[string, number, number, boolean, boolean, string]> = [
        ['vacation', -75 + n * 3, -71 + n * 3, false, false, 'approved'],
        ['vacation', 20 + n * 4, 24 + n * 4, false, n % 2 === 0, n % 3 === 0 ? 'requested' : 'approved'],
        ['homeOffice', -10 + n, -10 + n, false, false, 'approved'],
        ['homeOffice', -3 - n, -3 - n, n % 2 === 1, false, 'approved'],
        ['timeCompensation', -30 + n * 2, -30 + n * 2, false, false, 'approved'],
        ['timeCompensation', 6 + n, 6 + n, n % 2 === 0, false, 'requested'],
      ];
      for (const [type, from, to, halfStart, halfEnd, state] of plan) {
        const absence = await create('absences', { type, startsOn: dayFromNow(from), endsOn: dayFromNow(to), halfDayStart: halfStart, halfDayEnd: halfEnd }, as);
        if (state !== 'requested') await tx.query(`update absences set state = $2, decided_by = 'Paula Projects' where id = $1`, [absence.id, state]);
      }
    }

    // A season of timed runs: 09:00–16:00 on each timing installation's lanes, now and then an invalid one.
    const { rows: timing } = await tx.query<{ id: string }>(`select id from installations where type = 'startFinish' and status = 'active' order by id limit 6`);
    // The same demo runs on every machine.
    await tx.query('select setseed(0.2029)');
    for (const [n, installation] of timing.entries()) {
      const lanes = 1 + (n % 3);
      const base = 38_000 + n * 6_000;
      await tx.query(
        `insert into timing_runs (installation_id, lane, started_at, runtime_ms, valid, invalid_reason, start_number, created_by, updated_by)
         select $1, lane, started, case when r < 0.03 then null else ($2 + (random() * 0.25 - 0.05) * $2)::int end,
                r >= 0.07, case when r < 0.03 then 'noFinish' when r < 0.05 then 'falseStart' when r < 0.07 then 'tooFast' end,
                (1 + floor(random() * 200))::text, 'system:demo-seed', 'system:demo-seed'
         from (
           select lane, day + time '09:00' + (random() * interval '7 hours') as started, random() as r
           from generate_series(1, $3::int) lane,
                generate_series(current_date - 45, current_date, interval '1 day') day,
                generate_series(1, 25) k
         ) runs
         where started <= now()`,
        [installation.id, base, lanes],
      );
    }
  },
};
