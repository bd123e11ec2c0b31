import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, goInApp, launchBrowser, screenshot, startServer, type Browser, type RunningServer } from './harness';
import { signInThroughProvider } from './sign-in-helpers';

let server: RunningServer;
let moderator: Browser;
let second: Browser;
let api: Awaited<ReturnType<typeof apiAs>>['api'];

/** The ids the strip shows: what this browser's moderator holds. */
const held = (page: Page) => page.locator('[role=option][id^=review-thumb-]').evaluateAll((els) => els.map((e) => e.id.replace('review-thumb-', '')));
const shown = (page: Page) => page.getByTestId('review-preview').getAttribute('data-id');

/** One key press that decides the shown item: waits until another one is shown. */
async function decideWith(page: Page, keys: string[]) {
  const before = await shown(page);
  for (const key of keys) await page.keyboard.press(key);
  await page.waitForFunction((id) => document.querySelector('[data-testid=review-preview]')?.getAttribute('data-id') !== id, before);
  return before!;
}

beforeAll(async () => {
  // No new media from the simulated devices while this runs: the numbers below are the seeded queue's.
  server = await startServer({ SIMULATOR_MEDIA_EVERY_S: '0' });
  ({ api } = await apiAs(server, 'moderation'));
  moderator = await launchBrowser({ viewport: { width: 1440, height: 1000 } });
  second = await launchBrowser({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
  await second.page.goto(server.url);
  await second.page.evaluate(() => localStorage.setItem('RaStore.locale', '"de"'));
}, 180_000);
afterAll(async () => {
  await moderator?.close();
  await second?.close();
  await server?.stop();
});

describe('media review in Chromium', () => {
  it('hands two moderators disjoint items; one reviews 30 with the keyboard only; the report counts them', async () => {
    const a = moderator.page;
    const b = second.page;
    await signInThroughProvider(a, server.url, 'moderation', '/photo-media-review');
    await a.getByTestId('review-preview').waitFor({ timeout: 30_000 });
    await signInThroughProvider(b, server.url, 'admin', '/photo-media-review');
    await b.getByTestId('review-preview').waitFor({ timeout: 30_000 });
    const heldByA = await held(a);
    const heldByB = await held(b);
    expect(heldByA).toHaveLength(20);
    expect(heldByB.length).toBeGreaterThan(10);
    expect(heldByA.filter((id) => heldByB.includes(id))).toEqual([]);
    await screenshot(a, 'media-review-moderator-en');
    await screenshot(b, 'media-review-second-de');

    // The second moderator decides four, then leaves: what they still hold goes back to the queue.
    const decidedByB: string[] = [];
    for (let i = 0; i < 4; i++) decidedByB.push(await decideWith(b, ['c']));
    await goInApp(b, '/media-review-report');
    await b.getByTestId('review-report-table').waitFor();

    // Keyboard only: confirm, reject with a reason code, a range of three at once, an undo.
    const decidedByA = new Set<string>();
    let count = 0;
    while (count < 30) {
      if (count === 5) {
        decidedByA.add(await decideWith(a, ['r', '3', 'Enter']));
        count += 1;
      } else if (count === 10) {
        await a.keyboard.press('Shift+ArrowRight');
        await a.keyboard.press('Shift+ArrowRight');
        await a.getByRole('button', { name: 'Confirm 3' }).waitFor();
        const range = await a.locator('[role=option][aria-selected=true]').evaluateAll((els) => els.map((e) => e.id.replace('review-thumb-', '')));
        expect(range).toHaveLength(3);
        await decideWith(a, ['c']);
        for (const id of range) decidedByA.add(id);
        count += 3;
      } else if (count === 15) {
        const id = await decideWith(a, ['c']);
        await a.keyboard.press('u');
        await a.getByText('Decision undone: the item is back in front of you').waitFor();
        expect(await shown(a)).toBe(id);
        decidedByA.add(await decideWith(a, ['c']));
        count += 1;
      } else {
        decidedByA.add(await decideWith(a, ['c']));
        count += 1;
      }
      // Never an item the other moderator decided or holds.
      expect(decidedByB).not.toContain(await shown(a));
    }
    expect(decidedByA.size).toBe(30);
    expect(decidedByB.filter((id) => decidedByA.has(id))).toEqual([]);
    await a.waitForFunction(() => /Confirmed|Rejected/.test(document.querySelector('[data-testid=review-notice]')?.textContent ?? ''));
    await screenshot(a, 'media-review-after-30-en');

    // Decisions never wait for the network: the last one may still be on its way (the notice above
    // can be the one before's). The server has all 30 before the report page reads them.
    const range = `from=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`;
    const reviewedByMia = async () =>
      (await api<{ rows: Array<{ reviewerName: string; kind: string; reviewed: number }> }>('GET', `/media-review/report?${range}`)).rows.find(
        (r) => r.reviewerName === 'Mia Moderation' && r.kind === 'photo',
      )?.reviewed;
    await expect.poll(reviewedByMia, { timeout: 10_000 }).toBe(30);

    // The report: 30 reviewed by Mia today (one rejected as a technical defect), 4 by Anna.
    await goInApp(a, '/media-review-report');
    await a.getByRole('button', { name: 'Last hour' }).click();
    const table = a.getByTestId('review-report-table');
    await expect.poll(async () => (await table.textContent()) ?? '', { timeout: 10_000 }).toMatch(/Mia Moderation\s*Photos\s*30\s*29\s*0\s*0\s*1\s*0/);
    expect(await table.textContent()).toMatch(/Anna Admin\s*Photos\s*4\s*4/);
    await screenshot(a, 'media-review-report-en');
    await b.getByRole('button', { name: 'Letzte Stunde' }).click();
    await expect.poll(async () => (await b.getByTestId('review-report-table').textContent()) ?? '').toMatch(/Mia Moderation\s*Fotos\s*30/);
    await screenshot(b, 'media-review-report-de');

    expect(await reviewedByMia()).toBe(30);
  }, 240_000);
});
