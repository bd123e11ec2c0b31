import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { RESULTS_DIR } from './harness';

/** WCAG 2.0/2.1/2.2 A and AA rules (issue 33). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** An axe pass: a theme, a language and a width, both themes and widths covered between the passes. */
export interface AxePass {
  name: string;
  theme: 'light' | 'dark';
  language: 'en' | 'de';
  viewport: { width: number; height: number };
}

export const LIGHT_PASS: AxePass = { name: 'light theme, English, desktop', theme: 'light', language: 'en', viewport: { width: 1366, height: 860 } };
export const DARK_PASS: AxePass = { name: 'dark theme, German, 390 px', theme: 'dark', language: 'de', viewport: { width: 390, height: 844 } };

/** What a page must have besides axe's rules: one h1, the three landmarks, a document title naming it. */
export function structure(page: Page): Promise<string[]> {
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

/**
 * axe over the page as it stands: critical and serious findings are failures; moderate and minor
 * ones are written down (for ACCESSIBILITY.md) by `report()`.
 */
export function axeChecker(pass: AxePass) {
  const lesser = new Map<string, { impact: string; pages: string[] }>();
  return {
    async check(page: Page, where: string): Promise<string[]> {
      // Legacy mode runs axe.run in the page itself; the default opens a blank tab per page to
      // merge frame results, which doubled each page's cost. The console's frames are its own.
      const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
      for (const v of result.violations.filter((v) => v.impact === 'moderate' || v.impact === 'minor')) {
        const seen = lesser.get(v.id) ?? { impact: v.impact ?? '', pages: [] };
        seen.pages.push(where);
        lesser.set(v.id, seen);
      }
      const failures = result.violations
        .filter((v) => v.impact === 'critical' || v.impact === 'serious')
        .map((v) => `${where}: ${v.impact} ${v.id} ×${v.nodes.length}: ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary?.split('\n')[1]?.trim() ?? ''}`);
      for (const problem of await structure(page)) failures.push(`${where}: ${problem}`);
      return failures;
    },
    report() {
      fs.mkdirSync(RESULTS_DIR, { recursive: true });
      const report = Object.fromEntries([...lesser].map(([id, { impact, pages: at }]) => [id, { impact, pages: at.length, first: at.slice(0, 5) }]));
      fs.writeFileSync(path.join(RESULTS_DIR, `a11y-lesser-${pass.theme}-${pass.language}.json`), `${JSON.stringify(report, null, 2)}\n`);
    },
  };
}

/** Theme and language as a user leaves them (react-admin's store), then the page loaded again. */
export async function chooseThemeAndLanguage(page: Page, pass: AxePass) {
  // Motion off, as the theme honours it: axe reads colours at rest, not halfway through a transition.
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: pass.theme });
  await page.evaluate(
    ([t, l]) => {
      localStorage.setItem('RaStore.theme', JSON.stringify(t));
      localStorage.setItem('RaStore.locale', JSON.stringify(l));
    },
    [pass.theme, pass.language],
  );
}
