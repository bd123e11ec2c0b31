import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type A11yPage, a11yPages } from './a11y-routes';
import { apiAs, apiQuiet, appBarTitled, goInAppRendered, launchBrowser, NO_RATE_LIMITS, RESULTS_DIR, sidewaysOverflow, startServer, type RunningServer } from './harness';
import { signInThroughProvider } from './sign-in-helpers';

// Issue 33: axe (WCAG 2.0/2.1/2.2 A and AA rules) over every page of the console. Two passes cover
// both themes, both languages and both widths: light, English, desktop; dark, German, 390 px.
let server: RunningServer;
let pages: A11yPage[];

beforeAll(async () => {
  server = await startServer(NO_RATE_LIMITS);
  const { api } = await apiAs(server);
  pages = await a11yPages(api);
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PASSES = [
  { name: 'light theme, English, desktop', theme: 'light', language: 'en', viewport: { width: 1366, height: 860 } },
  { name: 'dark theme, German, 390 px', theme: 'dark', language: 'de', viewport: { width: 390, height: 844 } },
] as const;

/** What a page must have besides axe's rules: one h1, the three landmarks, a document title naming it. */
function structure(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const h1s = [...document.querySelectorAll('h1')].filter((h) => h.textContent?.trim());
    if (h1s.length !== 1) problems.push(`${h1s.length} h1 headings`);
    for (const role of ['banner', 'navigation', 'main']) {
      const tag = { banner: 'header', navigation: 'nav', main: 'main' }[role]!;
      if (!document.querySelector(`[role="${role}"], ${tag}`)) problems.push(`no ${role} landmark`);
    }
    // The title names the page: it holds the heading, or the heading holds one of the title's first
    // two parts ("Edit · Vertical Hunter · Adventures" for "Adventure Vertical Hunter").
    const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
    const heading = squash(h1s[0]?.textContent ?? '');
    const title = squash(document.title);
    const parts = title.split(' · ');
    const named = title.includes(heading) || parts.slice(0, 2).some((part) => !!part && heading.includes(part));
    if (!title || (heading && !named)) problems.push(`document title "${document.title}" does not name the page "${heading}"`);
    return problems;
  });
}

/** Reflow (WCAG 1.4.10): the page never scrolls sideways; a wide table or tab bar scrolls inside its own box. */
async function reflow(page: Page) {
  const { scrollWidth, clientWidth, wide } = await sidewaysOverflow(page);
  return scrollWidth > clientWidth + 1 ? [`the page is ${scrollWidth} px wide on a ${clientWidth} px screen (${wide.join('; ')})`] : [];
}

describe('accessibility: every page, axe clean at WCAG 2.2 AA', () => {
  // Both passes at once, each in a browser of its own (a page mostly waits for its requests to settle).
  it.concurrent.for(PASSES)(
    '$name: no critical or serious violation, one h1, landmarks and a title on every page',
    { timeout: 900_000 },
    async ({ theme, language, viewport }, { expect }) => {
      const browser = await launchBrowser({ viewport, locale: language === 'de' ? 'de-DE' : 'en-GB' });
      const { page } = browser;
      // Motion off, as the theme honours it: axe reads colours at rest, not halfway through a transition.
      await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: theme });
      const settle = apiQuiet(page);
      const failures: string[] = [];
      // Moderate and minor findings do not fail the pass; they are written down for ACCESSIBILITY.md.
      const lesser = new Map<string, { impact: string; pages: string[] }>();
      try {
        await signInThroughProvider(page, server.url, 'admin', '/');
        await page.getByTestId('dashboard').waitFor({ timeout: 30_000 });
        await page.evaluate(
          ([t, l]) => {
            localStorage.setItem('RaStore.theme', JSON.stringify(t));
            localStorage.setItem('RaStore.locale', JSON.stringify(l));
          },
          [theme, language],
        );
        await page.reload();
        await page.getByTestId('dashboard').waitFor({ timeout: 30_000 });
        for (const { path, what } of [{ path: '/', what: 'home' }, ...pages]) {
          await goInAppRendered(page, path);
          await settle();
          await appBarTitled(page);
          // Legacy mode runs axe.run in the page itself; the default opens a blank tab per page to
          // merge frame results, which doubled each page's cost. The console's frames are its own.
          const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
          for (const v of result.violations.filter((v) => v.impact === 'moderate' || v.impact === 'minor')) {
            const seen = lesser.get(v.id) ?? { impact: v.impact ?? '', pages: [] };
            seen.pages.push(path);
            lesser.set(v.id, seen);
          }
          for (const v of result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')) {
            failures.push(`${path} (${what}): ${v.impact} ${v.id} ×${v.nodes.length}: ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
          }
          for (const problem of [...(await structure(page)), ...(await reflow(page))]) failures.push(`${path} (${what}): ${problem}`);
        }
      } finally {
        await browser.close();
        fs.mkdirSync(RESULTS_DIR, { recursive: true });
        const report = Object.fromEntries([...lesser].map(([id, { impact, pages: where }]) => [id, { impact, pages: where.length, first: where.slice(0, 5) }]));
        fs.writeFileSync(path.join(RESULTS_DIR, `a11y-lesser-${theme}-${language}.json`), `${JSON.stringify(report, null, 2)}\n`);
      }
      expect(pages.length).toBeGreaterThan(100);
      expect(failures).toEqual([]);
    },
  );
});
