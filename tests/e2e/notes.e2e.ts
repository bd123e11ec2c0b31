import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, startServer, type Browser, type RunningServer } from './harness';
import { signInThroughProvider, storedAccessToken } from './sign-in-helpers';

let server: RunningServer;
let writer: Browser;
let reader: Browser;

beforeAll(async () => {
  server = await startServer();
  [writer, reader] = await Promise.all([launchBrowser(), launchBrowser()]);
});
afterAll(async () => {
  await writer?.close();
  await reader?.close();
  await server?.stop();
});

const badge = (page: Page) => page.getByTestId('inbox-badge');
const unreadShown = async (page: Page) => Number((await badge(page).getAttribute('data-count')) ?? '-1');
const atPath = (page: Page, path: string) => expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(path);

describe("a note from an installation's operation page to another user's role", () => {
  it("arrives live in the reader's inbox, is read through /inbox/{noteId}, and shows as read in the writer's outbox", async () => {
    await signInThroughProvider(reader.page, server.url, 'secondlevel', '/notes');
    await reader.page.locator('tbody tr').first().waitFor();
    await expect.poll(() => unreadShown(reader.page)).toBeGreaterThanOrEqual(0);
    const before = await unreadShown(reader.page);

    await signInThroughProvider(writer.page, server.url, 'firstlevel', '/installations');
    await writer.page.locator('tbody tr').first().waitFor();
    const token = await storedAccessToken(writer.page);
    const [installation] = (await (
      await fetch(`${server.url}/api/installations?filter=${encodeURIComponent('{"type":"startFinish"}')}&range=[0,0]`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as Array<{ id: string; name: string }>;
    await writer.page.goto(`${server.url}/installation/${installation!.id}/operation`);
    const composer = writer.page.getByTestId('note-composer');
    await composer.waitFor();
    await writer.page.getByRole('heading', { name: installation!.name, level: 1 }).waitFor();

    // An empty or blank text is refused before anything is sent.
    await composer.getByLabel('Text *').fill('   ');
    await composer.getByRole('button', { name: 'Save note' }).click();
    await composer.getByText('please enter some text').waitFor();
    await screenshot(writer.page, 'note-empty-refused');

    await composer.getByLabel('Text *').fill('Camera 2 at lane 3 reboots every night; **ticket open** with the resort.');
    await composer.getByLabel('Second level').check();
    await composer.getByRole('button', { name: 'Save note' }).click();
    const card = writer.page.getByTestId('installation-notes').getByTestId('note-card').filter({ hasText: 'Camera 2 at lane 3 reboots every night' });
    await card.waitFor();
    const noteId = (await card.getAttribute('data-note-id'))!;
    await screenshot(writer.page, 'note-written-on-operation-page');

    // The reader's badge counts it without a reload (server-sent events).
    await expect.poll(() => unreadShown(reader.page), { timeout: 15_000 }).toBe(before + 1);
    await screenshot(reader.page, 'note-unread-badge');

    await reader.page.getByTestId('inbox-button').click();
    await atPath(reader.page, '/inbox');
    await reader.page.goto(`${server.url}/inbox/${noteId}`);
    const opened = reader.page.getByTestId('note-card').filter({ hasText: 'Camera 2 at lane 3' });
    await opened.waitFor();
    // The note reads as written in Markdown: the emphasis drawn, not its marks.
    await opened.locator('strong', { hasText: 'ticket open' }).waitFor();
    expect(await opened.innerText()).not.toContain('**');
    await expect.poll(() => unreadShown(reader.page), { timeout: 15_000 }).toBe(before);
    await screenshot(reader.page, 'inbox-note-opened-en');

    await writer.page.goto(`${server.url}/outbox`);
    const sent = writer.page.getByTestId('note-card').filter({ hasText: 'Camera 2 at lane 3' });
    await sent.getByText(/Sven Second/).waitFor();
    await screenshot(writer.page, 'outbox-read-by-en');

    // The same pages in German.
    await reader.page.evaluate(() => localStorage.setItem('gondolaSpaLanguage', 'de'));
    await reader.page.goto(`${server.url}/inbox/${noteId}`);
    await reader.page.getByRole('button', { name: 'Als ungelesen markieren' }).waitFor();
    await screenshot(reader.page, 'inbox-note-opened-de');
    await reader.page.getByRole('button', { name: 'Als ungelesen markieren' }).click();
    await expect.poll(() => unreadShown(reader.page), { timeout: 15_000 }).toBe(before + 1);
    await writer.page.evaluate(() => localStorage.setItem('gondolaSpaLanguage', 'de'));
    await writer.page.goto(`${server.url}/installation/${installation!.id}/operation/${noteId}`);
    await writer.page.getByText('Notiz schreiben').first().waitFor();
    await writer.page.getByTestId('note-composer').getByRole('button', { name: 'Notiz speichern' }).click();
    await writer.page.getByText('Bitte etwas Text eingeben').waitFor();
    await screenshot(writer.page, 'operation-page-de');
    expect([...writer.consoleErrors, ...reader.consoleErrors].filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
