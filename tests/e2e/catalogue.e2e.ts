import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, startServer, type Browser, type RunningServer } from './harness';
import { signInThroughProvider, storedAccessToken } from './sign-in-helpers';

let server: RunningServer;
let browser: Browser;
let page: Page;
let token: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = browser.page;
  await signInThroughProvider(page, server.url, 'admin', '/acknowledgemessages');
  await page.getByTestId('ordered-acknowledgemessages').waitFor();
  token = (await storedAccessToken(page))!;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const api = async <T = Array<Record<string, unknown>>>(path: string): Promise<T> => {
  const response = await fetch(`${server.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as T;
};
const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');
const atPath = (path: string | RegExp) =>
  typeof path === 'string'
    ? expect.poll(() => decodeURIComponent(new URL(page.url()).pathname), { timeout: 15_000 }).toBe(path)
    : expect.poll(() => decodeURIComponent(new URL(page.url()).pathname), { timeout: 15_000 }).toMatch(path);

describe('the catalogue routes for an admin', () => {
  it.each([
    ['/software-component-types', 'Tracker core'],
    ['/software-components', 'Photo uploader'],
    ['/software-component-versions', '4.10.0'],
    ['/licences', 'Tracker Pro'],
    ['/licence-report', 'Tracker Pro'],
    ['/smsmanagement/template', 'Störung'],
    ['/smsmanagement/incomplete', 'Contact has no mobile number'],
    ['/acknowledgemessages', 'Technician on the way.'],
    ['/installation-questions/template', 'Start/finish site survey'],
    ['/changelogs', 'Frost-proof start gate handling'],
    ['/peak', 'Peak'],
  ])('%s opens with data', async (path, text) => {
    await page.goto(`${server.url}${path}`);
    await page.getByText(text).first().waitFor();
    await screenshot(page, `catalogue${path.replace(/\//g, '-')}`);
  });

  it('opens a component type with its commands at /software-component-types/{id}', async () => {
    await page.goto(`${server.url}/software-component-types/tracker-core`);
    await page.getByLabel('Name *').waitFor();
    const commands = page.getByTestId('ordered-component-commands');
    await commands.getByText('Test start gate').waitFor();
    expect(await commands.locator('tbody tr').count()).toBe(4);
    await screenshot(page, 'catalogue-component-type-with-commands');
  });

  it('finds a component by URL and by name, and a Peak account by abbreviation and by name', async () => {
    const [component] = await api(`/software-components?${q({ filter: { typeId: 'tracker-core' }, range: [3, 3] })}`);
    const url = (component!.urls as string[])[0]!;
    await page.goto(`${server.url}/software-components/s/${encodeURIComponent(url)}`);
    await atPath(`/software-components/${component!.id}/show`);
    await page.getByText(String(component!.name)).first().waitFor();
    await page.goto(`${server.url}/software-components/n/${encodeURIComponent(String(component!.name).toUpperCase())}`);
    await atPath(`/software-components/${component!.id}/show`);
    // Something that names no component exactly opens the list searched for it.
    await page.goto(`${server.url}/software-components/n/Tracker`);
    await atPath('/software-components');
    await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(1);

    const [peak] = await api(`/peak?${q({ range: [2, 2] })}`);
    await page.goto(`${server.url}/peak/a/${String(peak!.abbreviation).toLowerCase()}`);
    await atPath(`/peak/${peak!.id}/show`);
    await page.goto(`${server.url}/peak/n/${encodeURIComponent(String(peak!.name))}`);
    await atPath(`/peak/${peak!.id}/show`);
    await page.getByText(String(peak!.loginName)).first().waitFor();
  });

  it('opens every installation-level record page of an installation with its records', async () => {
    // A timing installation that feeds a video point has every kind of record in the demo data.
    const [relation] = await api(`/installation-relations?${q({ filter: { kind: 'feeds' }, sort: ['installationId', 'ASC'], range: [0, 0] })}`);
    const id = String(relation!.installationId);
    const [peak] = await api(`/peak?${q({ filter: { installationId: id } })}`);
    const pages: Array<[string, string]> = [
      ['sla', 'SLA'],
      ['installation-contacts', 'Installation contacts'],
      ['installation-relations', 'Related installations'],
      ['converterConfigs', 'Skipass to tracker'],
      ['converterSections', 'Birth date'],
      ['converterRoutingRules', 'Season passes'],
      ['software-components', 'Tracker core'],
      ['changelog', 'Frost-proof start gate handling'],
      ...(peak
        ? ([
            [`peak-login/${peak.loginName}`, String(peak.abbreviation)],
            ['adventures', 'Vertical Hunter'],
          ] as Array<[string, string]>)
        : []),
    ];
    for (const [sub, text] of pages) {
      await page.goto(`${server.url}/installation/${id}/${sub}`);
      await page.getByText(text).first().waitFor();
      if (!sub.startsWith('peak-login')) await page.locator('tbody tr').first().waitFor();
      expect(await page.getByTestId('breadcrumbs').textContent(), sub).toMatch(/^Installations/);
    }
    await screenshot(page, 'installation-converter-routing-rules');
    const [hook] = await api(`/webhooks?${q({ range: [0, 0] })}`);
    await page.goto(`${server.url}/installation/${hook!.installationId}/webhooks`);
    await page.getByText(String(hook!.url)).first().waitFor();
    const [error] = await api(`/order-error-logs?${q({ range: [0, 0] })}`);
    await page.goto(`${server.url}/installation/${error!.installationId}/order-error-logs`);
    await page.getByText(String(error!.orderId)).first().waitFor();
    await screenshot(page, 'installation-order-error-logs');
    expect(browser.consoleErrors).toEqual([]);
  });
});

describe('SMS templates', () => {
  it('previews the text with sample values, counts characters and parts, and switches to UCS-2', async () => {
    await page.goto(`${server.url}/sms-templates/create`);
    await page.getByLabel('Name *').fill('Season start');
    const text = page.getByLabel('Text *');
    await text.fill('Welcome to {resort}! Lifts open at {time}.');
    await expect.poll(() => page.getByTestId('sms-preview-text').textContent()).toBe('Welcome to Ischgl! Lifts open at 07:45.');
    expect(await page.getByTestId('sms-encoding').textContent()).toContain('GSM-7');
    expect(await page.getByTestId('sms-parts').textContent()).toContain('1');
    await text.fill(`Bienvenue à {resort} ! Même à ${'x'.repeat(60)}`);
    await page.getByTestId('sms-ucs2').waitFor();
    expect(await page.getByTestId('sms-parts').textContent()).toContain('2');
    await screenshot(page, 'sms-template-preview-ucs2');
    await text.fill('Hallo {kunde}');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByText(/Unknown placeholder \{kunde\}/)
      .first()
      .waitFor();
    await text.fill('Hallo {contact}');
    await page.getByRole('button', { name: 'Save' }).click();
    await atPath(/^\/smsmanagement\/template\/[0-9a-f-]{36}$/);
  });
});

describe('acknowledge messages', () => {
  const firstTexts = async () => (await page.getByTestId('ordered-acknowledgemessages').locator('tbody tr').allTextContents()).map((t) => t.replace(/^\d+/, ''));

  it('saves a dragged order, and keeps it after a reload', async () => {
    await page.goto(`${server.url}/acknowledgemessages`);
    const rows = page.getByTestId('ordered-acknowledgemessages').locator('tbody tr');
    await rows.first().waitFor();
    const before = await firstTexts();
    await rows.nth(2).dragTo(rows.nth(0));
    await expect.poll(firstTexts).toEqual([before[2], before[0], before[1], ...before.slice(3)]);
    await page.reload();
    await rows.first().waitFor();
    await expect.poll(firstTexts).toEqual([before[2], before[0], before[1], ...before.slice(3)]);
    await screenshot(page, 'acknowledge-messages-reordered');
  });

  it('says "The sort-order was not saved." and shows the saved order again when saving fails', async () => {
    await page.goto(`${server.url}/acknowledgemessages`);
    const rows = page.getByTestId('ordered-acknowledgemessages').locator('tbody tr');
    await rows.first().waitFor();
    const before = await firstTexts();
    await page.route('**/api/acknowledgemessages/reorder', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal","message":"Internal Server Error"}' }),
    );
    await page.getByRole('button', { name: 'Move down' }).first().click();
    await page.getByText('The sort-order was not saved.').waitFor();
    await expect.poll(firstTexts).toEqual(before);
    await screenshot(page, 'acknowledge-messages-order-not-saved');
    await page.unroute('**/api/acknowledgemessages/reorder');
  });
});

describe('webhooks', () => {
  it('shows the new secret once after creating, and only its last characters afterwards', async () => {
    const [installation] = await api(`/installations?${q({ range: [0, 0] })}`);
    await page.goto(`${server.url}/installation/${installation!.id}/webhooks`);
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByLabel('URL *').fill('https://hooks.example.com/e2e');
    await page.getByLabel('Problem opened').check();
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByTestId('secret-dialog');
    await dialog.waitFor();
    const secret = await dialog.locator('input').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await screenshot(page, 'webhook-secret-shown-once');
    await page.getByRole('button', { name: 'I have stored it' }).click();
    await atPath(/^\/webhooks\/[0-9a-f-]{36}\/show$/);
    await page.getByText(`••••••••${secret.slice(-4)}`).waitFor();
    expect(await page.getByText(secret).count()).toBe(0);
  });
});

describe('a zerolevel user', () => {
  it('reads the catalogue without create, edit, reorder or delete', async () => {
    const zero = await launchBrowser();
    try {
      await signInThroughProvider(zero.page, server.url, 'zerolevel', '/software-component-types/tracker-core');
      await zero.page.getByRole('tab', { name: 'Commands' }).click();
      await zero.page.getByTestId('ordered-component-commands').waitFor();
      expect(await zero.page.getByLabel('Name *').count()).toBe(0);
      expect(await zero.page.getByRole('button', { name: 'Move down' }).count()).toBe(0);
      await screenshot(zero.page, 'component-type-zerolevel');
      for (const path of ['/acknowledgemessages', '/smsmanagement/template', '/changelogs', '/peak', '/software-components']) {
        await zero.page.goto(`${server.url}${path}`);
        await zero.page.locator('tbody tr').first().waitFor();
        expect(await zero.page.getByRole('link', { name: 'Create' }).count(), path).toBe(0);
        expect(await zero.page.getByRole('button', { name: 'Move down' }).count(), path).toBe(0);
      }
      await screenshot(zero.page, 'software-components-zerolevel');
    } finally {
      await zero.close();
    }
  });
});
