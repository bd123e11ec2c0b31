import type { Page } from 'playwright-core';
import { openPostgres } from '../server/db/postgres-database';
import { launchBrowser, WITH_MOTION } from '../tests/e2e/harness';
import { signInThroughProvider } from '../tests/e2e/sign-in-helpers';
import { startSeededServer } from './lib/seeded';
import { ensureBuild } from './lib/build';
import type { Bench, Figure } from './lib/result';
import { median, round } from './lib/stats';

const EVENTS = 2000;

/** The first day (YYYY-MM-DD) of the month `offset` months from this one. */
function monthStart(offset: number): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
}

/** 2,000 one- to three-day events spread over the month, at the demo installations. */
async function fillMonth(databaseUrl: string, month: string, log: (line: string) => void) {
  const db = await openPostgres({ url: databaseUrl, poolSize: 2 });
  try {
    await db.query(
      `insert into installation_events (installation_id, name, type, starts_on, ends_on)
       select i.id, 'Bench event ' || n, (array['race','campaign','shooting','training','specialOperation','other'])[1 + n % 6],
              $1::date + (n % 28), $1::date + (n % 28) + (n % 3)
         from generate_series(1, $2) as n
         join lateral (select id from installations order by id offset (n % 40) limit 1) i on true`,
      [month, EVENTS],
    );
    await db.query('analyze installation_events');
    log(`${EVENTS} events in the month of ${month}`);
  } finally {
    await db.close();
  }
}

/**
 * From the click on "next" to the frame after the month's entries are on screen: the entries'
 * request, building the calendar's events and laying them out. A string, not a function: tsx would
 * wrap named arrow functions in a helper the page lacks.
 */
function nextMonthTime(page: Page): Promise<{ total: number; request: number }> {
  return page.evaluate(`new Promise((resolve, reject) => {
    let request = 0;
    // A console that has run a while has filled the default buffer of 250 resource timings.
    performance.clearResourceTimings();
    performance.setResourceTimingBufferSize(10000);
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name.includes('/api/calendars/events/entries')) request = e.duration;
    });
    observer.observe({ type: 'resource', buffered: false });
    const started = performance.now();
    const before = document.querySelector('.ec-toolbar .ec-title').textContent;
    // The toolbar starts with "previous", "next".
    document.querySelectorAll('.ec-toolbar button')[1].click();
    // On screen: the new month's title and its days full (entries, and "+ n more" for the rest).
    const check = () => {
      const title = document.querySelector('.ec-toolbar .ec-title').textContent;
      const more = [...document.querySelectorAll('.ec-event')].filter((e) => e.textContent.includes('+ ')).length;
      if (title !== before && document.querySelectorAll('.ec-event').length > 0 && more > 20) {
        requestAnimationFrame(() => { observer.disconnect(); resolve({ total: performance.now() - started, request }); });
        return;
      }
      if (performance.now() - started > 20000) return reject(new Error('the month did not render in 20 s: ' + JSON.stringify({ title, before, request, events: document.querySelectorAll('.ec-event').length, more, sample: document.querySelector('.ec-day') && document.querySelector('.ec-day').textContent.slice(0, 80) })));
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })`) as Promise<{ total: number; request: number }>;
}

/**
 * Calendars (issue 28): a month with 2,000 events renders in Chromium within 500 ms (the median of
 * several month changes: request, events, layout). The calendar's code loads with its pages only
 * (the first-load bench proves the console's first screen did not grow).
 */
export const calendarMonth: Bench = {
  name: 'calendar-month',
  quick: true,
  async run({ databaseUrl, log }) {
    ensureBuild();
    const { server, databaseUrl: url, stop } = await startSeededServer(databaseUrl, 'gondola_bench_calendar');
    const browser = await launchBrowser({ ...WITH_MOTION, viewport: { width: 1440, height: 1000 } });
    const page = browser.page;
    try {
      await fillMonth(url, monthStart(1), log);
      await signInThroughProvider(page, server.url, 'admin', '/event-calendar');
      await page.locator('[data-testid=calendar][data-loaded=true]').waitFor({ timeout: 30_000 });
      // Six in both runs: the median of three swung across the target with one slow step on a busy machine.
      const rounds = 6;
      const totals: number[] = [];
      const requests: number[] = [];
      let events = 0;
      // One step unmeasured first: the server starts on a seeded copy and has not run this query
      // yet, nor has the browser the calendar's layout code hot; the figure is a month change.
      for (let i = -1; i < rounds; i++) {
        // The measured step from this month into the full one (its entries fetched anew each time), then back.
        const { total, request } = await nextMonthTime(page);
        if (i >= 0) {
          totals.push(total);
          requests.push(request);
        }
        events = await page.locator('.ec-event').count();
        await page.locator('.ec-toolbar button').first().click();
        await page.waitForTimeout(1500);
      }
      log(
        `a month with ${EVENTS} events on screen: median ${round(median(totals))} ms (its request ${round(median(requests))} ms), ${events} event elements drawn, the rest behind "+ n more"`,
      );
      return [
        {
          bench: 'calendar-month',
          name: `a month with ${EVENTS} events rendered (click to frame, median)`,
          value: round(median(totals)),
          unit: 'ms',
          target: { max: 500 },
          budget: true,
          note: `${rounds} month changes in Chromium on PostgreSQL; the entries request alone ${round(median(requests))} ms`,
        },
      ] satisfies Figure[];
    } finally {
      await browser.close();
      await stop();
    }
  },
};
