import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, launchBrowser, screenshot, startServer, type Browser, type RunningServer } from './harness';
import { signInThroughProvider } from './sign-in-helpers';

let server: RunningServer;
let browser: Browser;
let page: Page;
let api: Awaited<ReturnType<typeof apiAs>>['api'];
let installationId: string;
let recorder: string;

type Shape = { id: string; kind: string; points: Array<[number, number]> };
type Config = { id: string; version: number; areas: Shape[]; objectLostFrames: number };

const address = (lane = 1) => `/installation/${installationId}/tracker/config/videodirector/${recorder}/lane/${lane}`;
const configOf = async (lane = 1) => (await api<Config[]>('GET', `/video-director-configs?filter=${encodeURIComponent(JSON.stringify({ installationId, recorder, lane }))}`))[0];

/** Clicks picture points given as fractions of the picture (the SVG fills the picture's box). */
async function clickAt(p: Page, points: Array<[number, number]>) {
  const box = (await p.getByTestId('director-canvas').boundingBox())!;
  for (const [x, y] of points) await p.mouse.click(box.x + x * box.width, box.y + y * box.height);
}

async function draw(p: Page, kind: RegExp, points: Array<[number, number]>, close: 'first' | 'enter') {
  await p.getByRole('toolbar').getByRole('button', { name: kind }).click();
  await clickAt(p, points);
  if (close === 'first') await clickAt(p, [points[0]!]);
  else await p.keyboard.press('Enter');
  await p.getByTestId('drawing').waitFor({ state: 'detached' });
}

beforeAll(async () => {
  server = await startServer({ SIMULATOR_FAULT_RATE: '0' });
  ({ api } = await apiAs(server));
  const configs = await api<Array<{ installationId: string; recorder: string }>>('GET', '/video-director-configs');
  // A demo recorder with a seeded configuration on lane 1: this test works on its lane 2, empty.
  installationId = configs[0]!.installationId;
  recorder = configs[0]!.recorder;
  browser = await launchBrowser({ viewport: { width: 1440, height: 1000 } });
  page = browser.page;
  await signInThroughProvider(page, server.url, 'admin', address(2));
  await page.getByTestId('director-canvas').waitFor({ timeout: 30_000 });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the video director in Chromium', () => {
  it('draws every area kind and both point kinds with the mouse, saves, and shows the same geometry after a reload', async () => {
    await page.getByText('Nothing drawn yet').waitFor();
    await draw(
      page,
      /Init area/,
      [
        [0.44, 0.3],
        [0.6, 0.3],
        [0.6, 0.38],
        [0.44, 0.38],
      ],
      'first',
    );
    await draw(
      page,
      /Release area/,
      [
        [0.42, 0.42],
        [0.64, 0.42],
        [0.64, 0.5],
      ],
      'enter',
    );
    await draw(
      page,
      /Flow area/,
      [
        [0.38, 0.54],
        [0.7, 0.54],
        [0.8, 0.88],
        [0.2, 0.88],
      ],
      'first',
    );
    await draw(
      page,
      /Turn-off area/,
      [
        [0.1, 0.92],
        [0.9, 0.92],
        [0.9, 0.98],
        [0.1, 0.98],
      ],
      'enter',
    );
    await draw(
      page,
      /Motion detection area/,
      [
        [0.05, 0.4],
        [0.2, 0.4],
        [0.2, 0.6],
      ],
      'enter',
    );
    await draw(
      page,
      /Zoom points/,
      [
        [0.52, 0.35],
        [0.54, 0.6],
      ],
      'enter',
    );
    await draw(
      page,
      /Border area points/,
      [
        [0.02, 0.3],
        [0.98, 0.3],
        [0.98, 0.99],
      ],
      'enter',
    );
    await expect.poll(() => page.locator('[data-shape-id]').count()).toBe(7);
    // Undo the last shape and redo it: the keyboard path of the history.
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.locator('[data-shape-id]').count()).toBe(6);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => page.locator('[data-shape-id]').count()).toBe(7);
    await screenshot(page, 'video-director-drawn-en');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Video director configuration saved').waitFor();
    const saved = (await configOf(2))!;
    expect(saved.areas.map((s) => s.kind)).toEqual(['init', 'release', 'flow', 'turnOff', 'motion', 'zoom', 'border']);
    expect(saved.areas[0]!.points[1]![0]).toBeCloseTo(0.6, 2);
    expect(saved.areas[3]!.points[2]![1]).toBeCloseTo(0.98, 2);

    await page.reload();
    await page.getByTestId('director-canvas').waitFor();
    await expect.poll(() => page.locator('[data-shape-id]').count()).toBe(7);
    const drawn = await page.locator('[data-shape-id]').evaluateAll((groups) => groups.map((g) => [g.getAttribute('data-shape-id'), g.getAttribute('data-kind')]));
    expect(drawn).toEqual(saved.areas.map((s) => [s.id, s.kind]));
    expect(await page.getByTestId('director-version').textContent()).toBe(`Version ${saved.version}`);
  });

  it('drags a vertex, asks before leaving with unsaved changes, and applies the saved version to the recorder', async () => {
    await page.getByRole('button', { name: /^Flow area 1/ }).click();
    const vertex = page.locator('[data-shape-id="s3"] [data-vertex="2"]');
    const box = (await vertex.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x - 40, box.y - 20, { steps: 8 });
    await page.mouse.up();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Installations' }).click();
    await page.getByRole('dialog', { name: 'There are unsaved changes!' }).waitFor();
    await page.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe(address(2));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Video director configuration saved').waitFor();
    const saved = (await configOf(2))!;
    await page.getByRole('button', { name: 'Apply to recorder' }).click();
    await page.getByText(`Recorder runs version ${saved.version}`).waitFor({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Copy to lane…' }).click();
    await page.getByRole('dialog').getByLabel('Lane').fill('3');
    await page.getByRole('dialog').getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied to lane 3').waitFor();
    expect((await configOf(3))?.areas).toEqual(saved.areas);
  });

  it('shows a second editor who saves a stale version what changed, and lets them take the other version', async () => {
    const second = await launchBrowser({ viewport: { width: 1440, height: 1000 } });
    try {
      await signInThroughProvider(second.page, server.url, 'secondlevel', address(2));
      await second.page.getByTestId('director-canvas').waitFor({ timeout: 30_000 });
      await expect.poll(() => second.page.locator('[data-shape-id]').count()).toBe(7);
      // The first editor removes the motion area and saves. The save is known done by the stored
      // version, not by the toast: the previous test's "saved" toast may still be on screen (CI saw both).
      const before = (await configOf(2))!.version;
      await page.getByRole('button', { name: 'Delete Motion detection area 1' }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(async () => (await configOf(2))!.version).toBeGreaterThan(before);
      await expect.poll(() => page.getByTestId('director-version').textContent()).not.toBe(`Version ${before}`);
      // The second, still on the old version, moves the init area and saves.
      await second.page.getByRole('button', { name: /^Init area 1/ }).click();
      await second.page.keyboard.press('Shift+ArrowRight');
      await second.page.getByRole('button', { name: 'Save', exact: true }).click();
      const dialog = second.page.getByTestId('conflict-dialog');
      await dialog.getByText('removed Motion detection area 1').waitFor();
      await screenshot(second.page, 'video-director-conflict-en');
      await dialog.getByRole('button', { name: /Take theirs/ }).click();
      await expect.poll(() => second.page.locator('[data-shape-id]').count()).toBe(6);
      const current = (await configOf(2))!;
      expect(current.areas.map((s) => s.id)).not.toContain('s5');
    } finally {
      await second.close();
    }
  });

  it('reads the same in German, and read-only for zerolevel', async () => {
    const zero = await launchBrowser({ locale: 'de-DE', viewport: { width: 1440, height: 1000 } });
    try {
      await zero.page.goto(server.url);
      await zero.page.evaluate(() => localStorage.setItem('RaStore.locale', '"de"'));
      await signInThroughProvider(zero.page, server.url, 'zerolevel', `/installation/${installationId}/videodirector/${recorder}`);
      await zero.page.getByTestId('director-canvas').waitFor({ timeout: 30_000 });
      await zero.page.getByText('Legende').waitFor();
      await zero.page.getByText(/Ändern braucht Geräteverwaltungsrechte/).waitFor();
      expect(await zero.page.getByRole('button', { name: 'Speichern' }).count()).toBe(0);
      expect(await zero.page.getByRole('toolbar').count()).toBe(0);
      await screenshot(zero.page, 'video-director-readonly-de');
    } finally {
      await zero.close();
    }
  });
});
