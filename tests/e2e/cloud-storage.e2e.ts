import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelPng } from '../../server/seed/demo/media-files';
import { launchBrowser, screenshot, startServer, type Browser, type RunningServer } from './harness';
import { signInThroughProvider } from './sign-in-helpers';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = browser.page;
  await signInThroughProvider(page, server.url, 'firstlevel', '/cloudstorage');
  await page.getByTestId('cloud-entries').getByRole('link', { name: 'Manuals' }).waitFor({ timeout: 30_000 });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const pathname = () => decodeURIComponent(new URL(page.url()).pathname);
const table = () => page.getByTestId('cloud-entries');

/** Drops files on the drop zone the way a file manager does (a DataTransfer with File objects). */
async function dropFiles(files: Array<{ name: string; type: string; base64: string }>) {
  const transfer = await page.evaluateHandle((list) => {
    const data = new DataTransfer();
    for (const f of list) data.items.add(new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
    return data;
  }, files);
  await page.getByTestId('dropzone-any').dispatchEvent('drop', { dataTransfer: transfer });
}

describe('cloud storage in the console', () => {
  it('browses into folders with a breadcrumb that matches the address, and previews a text', async () => {
    await table().getByRole('link', { name: 'Manuals' }).click();
    await expect.poll(pathname).toBe('/cloudstorage/Manuals');
    await page.getByTestId('cloud-path').getByText('Manuals').waitFor();
    await table().getByRole('button', { name: 'Camera set-up.txt', exact: true }).click();
    await page
      .getByTestId('text-preview')
      .getByText(/Mount the camera 4 m above the finish line/)
      .waitFor();
    await screenshot(page, 'cloud-storage-preview-en');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('cloud-path').getByRole('link', { name: 'Cloud storage' }).click();
    await expect.poll(pathname).toBe('/cloudstorage');
  });

  it('makes a folder, takes files by drop and by the file picker with progress, renames and deletes them', async () => {
    await page.getByRole('button', { name: 'New folder' }).click();
    await page.getByLabel('Folder name').fill('Season 2026');
    await page.getByRole('button', { name: 'Create' }).click();
    await table().getByRole('link', { name: 'Season 2026' }).click();
    await expect.poll(pathname).toBe('/cloudstorage/Season 2026');
    await page.getByText('This folder is empty.').waitFor();

    const png = (await labelPng({ text: 'Lift 3', colour: '#37474f' })).toString('base64');
    await dropFiles([
      { name: 'lift-3.png', type: 'image/png', base64: png },
      { name: 'notes.txt', type: 'text/plain', base64: Buffer.from('Check the wand on Monday').toString('base64') },
    ]);
    await table().getByRole('button', { name: 'lift-3.png', exact: true }).waitFor({ timeout: 20_000 });
    await table().getByRole('button', { name: 'notes.txt', exact: true }).waitFor();
    await page.getByTestId('file-input-any').setInputFiles({ name: 'plan.txt', mimeType: 'text/plain', buffer: Buffer.from('Plan for the opening day') });
    await table().getByRole('button', { name: 'plan.txt', exact: true }).waitFor({ timeout: 20_000 });
    await page.getByText('plan.txt uploaded').waitFor();
    await table().getByRole('button', { name: 'lift-3.png', exact: true }).click();
    await page.getByRole('dialog').getByRole('img', { name: 'lift-3.png' }).waitFor();
    await screenshot(page, 'cloud-storage-image-en');
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Rename notes.txt' }).click();
    await page.getByLabel('New name').fill('monday.txt');
    await page.getByRole('button', { name: 'Rename', exact: true }).click();
    await table().getByRole('button', { name: 'monday.txt', exact: true }).waitFor();
    expect(await table().getByRole('button', { name: 'notes.txt', exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Delete plan.txt' }).click();
    await page.getByText('Delete "plan.txt"?').waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('"plan.txt" deleted').waitFor();
    // The toast can come before the list's reload: wait for the row to go, not for one frame.
    await expect.poll(() => table().getByRole('button', { name: 'plan.txt', exact: true }).count()).toBe(0);

    await screenshot(page, 'cloud-storage-folder-en');
    // The search covers every folder: from the top, a file two folders away, with where it lies.
    await page.getByTestId('cloud-path').getByRole('link', { name: 'Cloud storage' }).click();
    await expect.poll(pathname).toBe('/cloudstorage');
    await page.getByLabel('Search all folders').fill('LIFT-3');
    const found = table().locator('tbody tr', { has: page.getByRole('button', { name: 'lift-3.png', exact: true }) });
    await found.getByRole('link', { name: 'Season 2026' }).waitFor();
    await expect.poll(() => table().locator('tbody tr').count()).toBe(1);
    await screenshot(page, 'cloud-storage-search-en');
    await found.getByRole('link', { name: 'Season 2026' }).click();
    await expect.poll(pathname).toBe('/cloudstorage/Season 2026');
  });

  it('refuses a file whose content contradicts its name, saying so', async () => {
    await page.getByLabel('Search all folders').fill('');
    await page.getByTestId('file-input-any').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('no picture here') });
    await page.getByText(/fake\.png was not uploaded: "fake\.png" does not contain image\/png data/).waitFor({ timeout: 15_000 });
    expect(browser.consoleErrors.filter((e) => !e.includes('415'))).toEqual([]);
  });

  it('lets a read-only role browse and download, with no upload, rename or delete', async () => {
    const zero = await launchBrowser({ locale: 'de-DE' });
    try {
      await signInThroughProvider(zero.page, server.url, 'zerolevel', '/cloudstorage/Manuals');
      await zero.page.getByRole('link', { name: 'Download Camera set-up.txt' }).waitFor({ timeout: 30_000 });
      await zero.page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('de')));
      await zero.page.reload();
      await zero.page.getByRole('link', { name: 'Camera set-up.txt herunterladen' }).waitFor({ timeout: 30_000 });
      expect(await zero.page.getByTestId('dropzone-any').count()).toBe(0);
      expect(await zero.page.getByRole('button', { name: /umbenennen|löschen/ }).count()).toBe(0);
      await screenshot(zero.page, 'cloud-storage-readonly-de');
    } finally {
      await zero.close();
    }
  });

  it("shows a customer user only their customers' folders", async () => {
    const customer = await launchBrowser();
    try {
      await signInThroughProvider(customer.page, server.url, 'customer', '/cloudstorage');
      const entries = customer.page.getByTestId('cloud-entries');
      // Each folder is called by its customer's name, not the customer's id.
      await entries.getByRole('link', { name: 'Silvrettaseilbahn AG' }).waitFor({ timeout: 30_000 });
      expect(await entries.getByRole('link', { name: 'Manuals' }).count()).toBe(0);
      expect(await entries.getByRole('link', { name: 'cust-silvretta' }).count()).toBe(0);
      await entries.getByRole('link', { name: 'Silvrettaseilbahn AG' }).click();
      await entries.getByRole('button', { name: 'Season report 2025-26.txt', exact: true }).waitFor();
      await customer.page.getByTestId('cloud-path').getByText('Silvrettaseilbahn AG').waitFor();
      // The way back leads to their top, never to the folder of all customers they may not open.
      expect(await customer.page.getByTestId('cloud-path').getByRole('link').allInnerTexts()).toEqual(['Cloud storage']);
      await screenshot(customer.page, 'cloud-storage-customer-en');
    } finally {
      await customer.close();
    }
  });
});
