import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_ELEMENT_KINDS } from '../../core/video-theme';
import { ffmpegAvailable } from '../../server/modules/video-preview/ffmpeg-render';
import { labelPng, toneWav } from '../../server/seed/demo/media-files';
import { apiAs, launchBrowser, screenshot, startServer, type Browser, type RunningServer } from './harness';
import { signInThroughProvider } from './sign-in-helpers';

const FONT = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf'].find((f) => fs.existsSync(f));
const CLIP = path.resolve('server/seed/demo/media/intro.webm');

let server: RunningServer;
let browser: Browser;
let page: Page;
let api: Awaited<ReturnType<typeof apiAs>>['api'];

beforeAll(async () => {
  server = await startServer();
  ({ api } = await apiAs(server, 'secondlevel'));
  browser = await launchBrowser();
  page = browser.page;
  await signInThroughProvider(page, server.url, 'secondlevel', '/videopostprocessing');
  await page.getByRole('tab', { name: 'Themes' }).waitFor();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const pathname = () => decodeURIComponent(new URL(page.url()).pathname);
const KIND_NAMES: Record<string, string> = {
  layoutImage: 'Layout image',
  layoutText: 'Layout text',
  userDependentText: 'User-dependent text',
  userDependentImage: 'User-dependent image',
  sound: 'Sound',
};

describe('video post-processing in the console', () => {
  let themeId = '';

  it('creates a theme only with a name, asking for it first', async () => {
    expect(pathname()).toBe('/videopostprocessing/theme');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByLabel('Description').fill('Floodlit Friday runs');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText("Please enter the theme's name").waitFor();
    await page.getByLabel('Name *').fill('E2E Night Race');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(pathname, { timeout: 15_000 }).toMatch(/^\/videopostprocessing\/theme\/[0-9a-f-]{36}$/);
    themeId = pathname().split('/').pop()!;
    await page.getByText('This theme has no elements yet.').waitFor();
  });

  it('adds one element of every kind, shows them in the preview, and keeps them after a reload', async () => {
    for (const kind of THEME_ELEMENT_KINDS) {
      await page.goto(`${server.url}/videopostprocessing/theme/${themeId}`);
      await page.getByRole('button', { name: `Add ${KIND_NAMES[kind]}` }).click();
      await expect.poll(pathname, { timeout: 15_000 }).toMatch(new RegExp(`/videopostprocessing/theme/${themeId}/[a-z]+/[0-9a-f-]{36}$`));
      // Each element gets its own page: the form, and the preview marking it.
      await page.getByTestId('theme-preview').waitFor();
    }
    // The layout image draws from a collection: choose the demo logos.
    const elements = await api<Array<{ id: string; kind: string; version: number }>>('GET', `/theme-elements?filter=${encodeURIComponent(JSON.stringify({ theme: themeId }))}`);
    expect(elements.map((e) => e.kind).sort()).toEqual([...THEME_ELEMENT_KINDS].sort());
    const image = elements.find((e) => e.kind === 'layoutImage')!;
    await page.goto(`${server.url}/videopostprocessing/theme/${themeId}/layoutimageelement/${image.id}`);
    await page.getByLabel('Collection').click();
    await page.getByRole('option', { name: 'Resort logos' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId(`preview-element-${image.id}`).locator('img').waitFor({ timeout: 15_000 });

    await page.reload();
    await page.goto(`${server.url}/videopostprocessing/theme/${themeId}`);
    for (const kind of THEME_ELEMENT_KINDS)
      await page
        .getByRole('link', { name: new RegExp(`Open New element: ${KIND_NAMES[kind]}|Open New ${KIND_NAMES[kind]}`) })
        .first()
        .waitFor();
    // At the finish: the logo, the texts with the sample racer and the finish picture's slot are on the frame.
    const slider = page.getByRole('slider', { name: 'Moment of the run' });
    await slider.focus();
    await page.keyboard.press('End');
    await expect.poll(() => page.getByTestId('preview-frame').locator('[data-testid^="preview-element-"]').count()).toBeGreaterThanOrEqual(4);
    expect(await page.getByTestId('preview-frame').textContent()).toContain('Anna Berger');
    await screenshot(page, 'video-theme-editor-en');
  });

  it('uploads a collection picture, a sound, a font and an intro clip, and shows or plays each', async () => {
    const collection = await api<{ id: string }>('POST', '/video-collections', { name: 'E2E banners' });
    await page.goto(`${server.url}/videopostprocessing/collections/${collection.id}`);
    await page.getByTestId('file-input-image').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await labelPng({ text: 'Banner', colour: '#1b7f4b' }) });
    // The thumbnail is drawn: the picture's bytes arrived and decoded (the element comes first).
    const thumbnail = page.getByRole('img', { name: 'banner.png' });
    await thumbnail.waitFor({ timeout: 20_000 });
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);

    await page.goto(`${server.url}/videopostprocessing/sounds`);
    await page.getByTestId('file-input-audio').setInputFiles({ name: 'cheer.wav', mimeType: 'audio/wav', buffer: toneWav({ seconds: 1, frequencies: [523, 659] }) });
    await page.getByRole('link', { name: 'cheer' }).waitFor({ timeout: 20_000 });
    const player = page.getByRole('row', { name: /cheer/ }).locator('audio');
    const duration = await player.evaluate(async (audio: HTMLAudioElement) => {
      audio.preload = 'auto';
      audio.load();
      await new Promise((resolve) => audio.addEventListener('loadedmetadata', resolve, { once: true }));
      return audio.duration;
    });
    expect(duration).toBeCloseTo(1, 1);
    await screenshot(page, 'video-sounds-en');

    if (!FONT) throw new Error('No TrueType font on this machine (.ci/run installs fonts-dejavu-core)');
    await page.goto(`${server.url}/videopostprocessing/fonts`);
    await page.getByTestId('file-input-font').setInputFiles(FONT);
    const card = page.locator('[data-testid^="font-"]', { hasText: path.basename(FONT) });
    await card.locator('[data-font-state="ready"]').waitFor({ timeout: 20_000 });
    await screenshot(page, 'video-fonts-en');

    const introOutro = await api<{ id: string }>('POST', '/intro-outros', { name: 'E2E season' });
    await page.goto(`${server.url}/videopostprocessing/introoutro/${introOutro.id}/intro`);
    await page.getByTestId('file-input-video').setInputFiles(CLIP);
    await page.getByText('Intro saved').waitFor({ timeout: 20_000 });
    const video = page.getByTestId('intro-player');
    const seconds = await video.evaluate(async (v: HTMLVideoElement) => {
      if (v.readyState < 1) await new Promise((resolve) => v.addEventListener('loadedmetadata', resolve, { once: true }));
      v.muted = true;
      await v.play();
      // Seeking asks the server for a range of the file.
      v.currentTime = 1.2;
      await new Promise((resolve) => v.addEventListener('seeked', resolve, { once: true }));
      return v.duration;
    });
    expect(seconds).toBeGreaterThan(1.5);
    await screenshot(page, 'video-intro-en');
    expect(browser.consoleErrors).toEqual([]);
  });

  it('renders a preview clip of a theme with its intro and outro in the background, showing progress, and plays it', async () => {
    const [theme] = await api<Array<{ id: string }>>('GET', `/video-themes?filter=${encodeURIComponent(JSON.stringify({ q: 'Alpbach Classic' }))}`);
    await page.goto(`${server.url}/videopostprocessing/theme/${theme!.id}`);
    const section = page.getByTestId('preview-clip');
    await section.waitFor();
    if (!ffmpegAvailable()) {
      await section.getByText(/ffmpeg is not installed on the server/).waitFor();
      return;
    }
    await section.getByRole('button', { name: 'Render preview clip' }).click();
    await section
      .getByText(/Waiting for the renderer|Rendering: \d+ %/)
      .first()
      .waitFor();
    const player = section.getByTestId('preview-clip-player');
    await player.waitFor({ timeout: 120_000 });
    const seconds = await player.evaluate(async (v: HTMLVideoElement) => {
      if (v.readyState < 1) await new Promise((resolve) => v.addEventListener('loadedmetadata', resolve, { once: true }));
      return v.duration;
    });
    // Intro (2 s), the sample run (52 s), outro (2 s).
    expect(seconds).toBeGreaterThan(54);
    await screenshot(page, 'video-preview-clip-en');
  }, 150_000);

  it('says "Error saving Intro!" when the clip is refused', async () => {
    const introOutro = await api<{ id: string }>('POST', '/intro-outros', { name: 'E2E refused' });
    await page.goto(`${server.url}/videopostprocessing/introoutro/${introOutro.id}/intro`);
    await page.getByTestId('file-input-video').setInputFiles({ name: 'not-a-clip.webm', mimeType: 'video/webm', buffer: Buffer.from('plain text, not a video') });
    await page.getByText('Error saving Intro!').waitFor({ timeout: 15_000 });
    await page
      .getByText(/"not-a-clip.webm" is of no recognised type/)
      .first()
      .waitFor();
    browser.consoleErrors.length = 0;
  });

  it('shows the area in German', async () => {
    const german = await launchBrowser({ locale: 'de-DE' });
    try {
      await signInThroughProvider(german.page, server.url, 'secondlevel', `/videopostprocessing/theme/${themeId}`);
      await german.page.getByRole('tab', { name: 'Sounds' }).waitFor();
      await german.page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('de')));
      await german.page.reload();
      await german.page.getByRole('tab', { name: 'Klänge' }).waitFor();
      await german.page.getByText('Vorschau mit einem Beispiellauf').waitFor();
      await screenshot(german.page, 'video-theme-editor-de');
      await german.page.goto(`${server.url}/videopostprocessing/cutconfig`);
      await german.page.getByText('Schnittpunkte in der Reihenfolge, in der sie gelten').waitFor();
      await screenshot(german.page, 'video-cutconfig-de');
    } finally {
      await german.close();
    }
  });
});
