import { openPostgres } from '../server/db/postgres-database';
import { apiAs } from '../tests/e2e/harness';
import { startSeededServer } from './lib/seeded';
import { ensureBuild } from './lib/build';
import type { Bench, Figure } from './lib/result';
import { median, percentile, round } from './lib/stats';

const PEOPLE = 50;
const WORKLOGS = 100_000;

/** A year of worklogs for 50 people at the demo installations, about 8 a working day each. */
async function fillYear(databaseUrl: string, log: (line: string) => void) {
  const db = await openPostgres({ url: databaseUrl, poolSize: 2 });
  try {
    await db.query(
      `insert into staff_users (id, name, email, roles, created_by, updated_by)
       select 'bench-emp-' || n, 'Bench Person ' || n, 'bench' || n || '@gondola.example', '{firstlevel}', 'bench', 'bench' from generate_series(1, $1::int) n
       on conflict (id) do nothing`,
      [PEOPLE],
    );
    await db.query(
      `with installations as (select id, customer_id, row_number() over (order by id) - 1 as k, count(*) over () as n from installations)
       insert into worklogs (employee_id, employee_name, worked_on, start_time, duration_minutes, customer_id, installation_id, task, billable, description, created_by, updated_by)
       select 'bench-emp-' || (1 + w % $2), 'Bench Person ' || (1 + w % $2), current_date - ((w / $2) % 365)::int, time '08:00' + (w % 8) * interval '1 hour',
              15 + (w % 12) * 15, i.customer_id, i.id, w % 4 = 0, w % 5 <> 0, 'Bench worklog ' || w, 'bench', 'bench'
       from generate_series(0, $1::int - 1) w join installations i on i.k = w % i.n`,
      [WORKLOGS, PEOPLE],
    );
    await db.query('analyze worklogs');
    log(`${WORKLOGS.toLocaleString('en')} worklogs of ${PEOPLE} people over a year`);
  } finally {
    await db.close();
  }
}

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const range = (fromDays: number, toDays: number) => `from=${day(fromDays)}T00:00:00Z&to=${day(toDays)}T00:00:00Z&timeZone=UTC`;

/**
 * Reports (issue 29): over a year of worklogs for 50 people (100,000 rows) on PostgreSQL, each
 * report answers within 300 ms at the median (through HTTP, as the console asks); a PDF of 500
 * worklog lines is made within 3 s.
 */
export const reports: Bench = {
  name: 'reports',
  quick: true,
  async run({ quick, databaseUrl, log }) {
    ensureBuild();
    const { server, databaseUrl: url, stop } = await startSeededServer(databaseUrl, 'gondola_bench_reports');
    try {
      await fillYear(url, log);
      const { headers } = await apiAs(server, 'admin');
      const get = async (path: string) => {
        const started = performance.now();
        const response = await fetch(`${server.url}/api${path}`, { headers });
        const body = Buffer.from(await response.arrayBuffer());
        if (!response.ok) throw new Error(`${path}: ${response.status} ${body.toString('utf8').slice(0, 300)}`);
        return { ms: performance.now() - started, body };
      };
      const year = range(-366, 1);
      const scenarios: Array<[string, string]> = [
        ['employee worklog report, everyone, a year', `/reports/employee-worklog?${year}`],
        ['customer worklog overview, a year', `/reports/customer-worklog-overview?${year}`],
        ['support invoice, a year', `/reports/accounting-support-invoice?${year}`],
        ['customer worklog report, one customer, a year', `/reports/customer-worklog?${year}&customer=cust-silvretta`],
      ];
      const rounds = quick ? 7 : 21;
      const figures: Figure[] = [];
      for (const [name, path] of scenarios) {
        await get(path);
        const times: number[] = [];
        for (let i = 0; i < rounds; i++) times.push((await get(path)).ms);
        log(`${name}: median ${round(median(times))} ms, p90 ${round(percentile(times, 90))} ms`);
        figures.push({
          bench: 'reports',
          name: `${name} (median)`,
          value: round(median(times)),
          unit: 'ms',
          target: { max: 300 },
          budget: true,
          note: `${rounds} requests over HTTP on PostgreSQL, ${WORKLOGS.toLocaleString('en')} worklogs`,
        });
      }
      // About 500 worklog lines: one person's quarter (2,000 worklogs a year each).
      const quarter = `${range(-91, 1)}&employee=bench-emp-7`;
      const lines = (JSON.parse((await get(`/reports/employee-worklog?${quarter}`)).body.toString('utf8')) as { tables: Array<{ rows: unknown[] }> }).tables[0]!.rows.length;
      const { body: first } = await get(`/reports/employee-worklog/pdf?${quarter}`);
      const pdfTimes: number[] = [];
      for (let i = 0; i < (quick ? 3 : 7); i++) pdfTimes.push((await get(`/reports/employee-worklog/pdf?${quarter}`)).ms);
      log(`PDF of ${lines} worklog lines (${Math.round(first.length / 1024)} KB): median ${round(median(pdfTimes))} ms`);
      figures.push({
        bench: 'reports',
        name: `PDF of ${lines} worklog lines (median)`,
        value: round(median(pdfTimes)),
        unit: 'ms',
        target: { max: 3000 },
        budget: true,
        note: `pdfmake on the server, ${Math.round(first.length / 1024)} KB`,
      });
      return figures;
    } finally {
      await stop();
    }
  },
};
