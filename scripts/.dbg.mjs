import { chromium } from 'playwright-core';
const base = 'http://localhost:8090';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 1000 } });
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
await page.goto(`${base}/`);
await page.getByTestId('login-screen').waitFor();
await page.locator('.login-button').click();
await page.waitForURL(/\/oidc\/interaction\//);
await page.selectOption('#username', 'projects');
await page.fill('#password', 'gondola');
await page.click('button[type=submit]');
await page.waitForURL((u) => !u.pathname.startsWith('/oidc'));
await page.getByTestId('triage-problems').waitFor({ timeout: 30000 });
await page.goto(`${base}/employee-worklog-report`);
await page.getByTestId('report').waitFor({ timeout: 30000 });
await page.getByRole('button', { name: 'Custom', exact: true }).click();
console.log(page.url());
await page.getByLabel('From', { exact: true }).fill('2026-11-06');

console.log(page.url(), await page.getByLabel('From', { exact: true }).inputValue());
await page.getByLabel('To', { exact: true }).fill('2026-11-25');

console.log(page.url());
await browser.close();
