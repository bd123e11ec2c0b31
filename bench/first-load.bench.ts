import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, freePort, launchBrowser, startServer } from '../tests/e2e/harness';
import { signInThroughProvider } from '../tests/e2e/sign-in-helpers';
import { ensureBuild, ROOT } from './lib/build';
import { FIRST_LOAD_BUDGET_KB, measureFirstLoad } from './lib/first-load';
import type { Bench, Figure } from './lib/result';
import { median, repeat, round } from './lib/stats';

const SPA_DIR = path.join(ROOT, 'dist/spa');

/** Lighthouse on the signed-in dashboard: the profile keeps the session, Lighthouse keeps the storage. */
async function lighthouseScores(url: string, preset: 'desktop' | 'mobile') {
  const { default: lighthouse } = await import('lighthouse');
  const desktop = (await import('lighthouse/core/config/desktop-config.js')).default;
  const port = await freePort();
  const executablePath = chromiumPath()!;
  const context = await chromium.launchPersistentContext('', {
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInThroughProvider(page, url, 'admin');
    await page.getByTestId('dashboard').waitFor();
    const result = await lighthouse(
      `${url}/`,
      { port, output: 'json', logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance', 'accessibility'] },
      preset === 'desktop' ? desktop : undefined,
    );
    const lhr = result!.lhr;
    const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && lhr.categories.accessibility!.auditRefs.some((r) => r.id === a.id && r.weight > 0));
    return {
      failingAccessibility: failing.map((a) => a.id),
      lhr,
      performance: lhr.categories.performance!.score ?? 0,
      accessibility: lhr.categories.accessibility!.score ?? 0,
      lcpMs: lhr.audits['largest-contentful-paint']!.numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time']!.numericValue ?? NaN,
    };
  } finally {
    await context.close();
  }
}

export const firstLoad: Bench = {
  name: 'first-load',
  quick: true,
  async run({ quick, log }) {
    ensureBuild();
    const server = await startServer();
    const figures: Figure[] = [];
    try {
      // Sizes are fixed by the build; the times are medians over fresh browser profiles.
      const runs = await repeat(quick ? 3 : 5, async () => {
        const browser = await launchBrowser();
        try {
          const started = performance.now();
          const load = await measureFirstLoad(browser.page, server.url, SPA_DIR);
          return { load, ms: performance.now() - started };
        } finally {
          await browser.close();
        }
      });
      const { load } = runs[0]!;
      log(`first load: login ${load.login.gzipKb} KB, dashboard ${load.dashboard.gzipKb} KB (gzip)`);
      figures.push(
        {
          bench: 'first-load',
          name: 'JS+CSS before the login screen is interactive (gzip)',
          value: load.login.gzipKb,
          unit: 'KB',
          target: { max: FIRST_LOAD_BUDGET_KB.login },
          budget: true,
          note: `${load.login.assets.length} files; Brotli as sent to Chromium: ${load.login.transferredKb} KB`,
        },
        {
          bench: 'first-load',
          name: 'JS+CSS until the dashboard is interactive after sign-in (gzip)',
          value: load.dashboard.gzipKb,
          unit: 'KB',
          target: { max: FIRST_LOAD_BUDGET_KB.dashboard },
          budget: true,
          note: `${load.dashboard.assets.length} files; Brotli: ${load.dashboard.transferredKb} KB`,
        },
        {
          bench: 'first-load',
          name: 'login → provider → dashboard, whole flow on loopback (median)',
          value: round(median(runs.map((r) => r.ms)), 0),
          unit: 'ms',
          note: `${runs.length} fresh profiles`,
        },
      );
      // Lighthouse runs in the full bench only: its scores swing by ±0.05 on this shared machine.
      for (const preset of quick ? ([] as const) : (['desktop', 'mobile'] as const)) {
        const scores = await lighthouseScores(server.url, preset);
        log(
          `lighthouse ${preset}: performance ${scores.performance}, accessibility ${scores.accessibility}${scores.failingAccessibility.length ? ` (failing: ${scores.failingAccessibility.join(', ')})` : ''}`,
        );
        if (process.env.BENCH_LIGHTHOUSE_DUMP) fs.writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_DUMP, `lighthouse-${preset}.json`), JSON.stringify(scores.lhr));
        figures.push(
          {
            bench: 'first-load',
            name: `Lighthouse ${preset}: dashboard performance`,
            value: scores.performance,
            unit: 'score',
            target: { min: preset === 'desktop' ? 0.95 : 0.85 },
            budget: true,
          },
          { bench: 'first-load', name: `Lighthouse ${preset}: dashboard accessibility`, value: scores.accessibility, unit: 'score', target: { min: 0.95 }, budget: true },
          { bench: 'first-load', name: `Lighthouse ${preset}: largest contentful paint`, value: round(scores.lcpMs, 0), unit: 'ms' },
          { bench: 'first-load', name: `Lighthouse ${preset}: total blocking time`, value: round(scores.tbtMs, 0), unit: 'ms' },
        );
      }
    } finally {
      await server.stop();
    }
    return figures;
  },
};
