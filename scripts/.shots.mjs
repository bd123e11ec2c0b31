import { chromium } from 'playwright-core';
const [, , user = 'admin', width = '1440', lang = 'en', ...paths] = process.argv;
const base = 'http://localhost:8090';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 1000 }, locale: lang === 'de' ? 'de-DE' : 'en-GB', timezoneId: 'Europe/Vienna' });
const errors = [];
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
page.on('pageerror', (e) => errors.push(String(e)));
await page.goto(`${base}/`);
await page.getByTestId('login-screen').waitFor();
if (lang === 'de') await page.evaluate(() => localStorage.setItem('gondolaSpaLanguage', 'de'));
await page.locator('.login-button').click();
await page.waitForURL(/\/oidc\/interaction\//);
await page.selectOption('#username', user);
await page.fill('#password', 'gondola');
await page.click('button[type=submit]');
await page.waitForURL((u) => !u.pathname.startsWith('/oidc'));
await page.waitForTimeout(3000);
for (const p of paths) {
  await page.goto(`${base}${p}`);
  await page.waitForTimeout(4000);
  const name = `${user}-${width}-${lang}-${p.replace(/[^a-z0-9]+/gi, '_').slice(0, 80)}.png`;
  const h = await page.evaluate(() => document.body.scrollHeight);
  await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: h < 3000 });
  console.log(name, await page.locator('h1').allTextContents());
}
console.log('errors:', errors.slice(0, 10));
await browser.close();
