import type { Principal } from '../../core/access';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type A11yPage, a11yPages } from './a11y-routes';
import { apiAs, apiQuiet, appBarTitled, goInAppRendered, launchBrowser, NO_RATE_LIMITS, startServer, type RunningServer } from './harness';
import { type AxePass, axeChecker, chooseThemeAndLanguage, DARK_PASS, LIGHT_PASS } from './page-walk-checks';
import { signInThroughProvider, storedAccessToken } from './sign-in-helpers';
import { forbiddenAffordances, writeAffordances } from './write-affordances';

// The walks over every page, on one server, three browsers at a time:
// - issue 22: every demo role walks every page its menu offers, and an installation's pages: no
//   bounce to sign-in, no access-denied page, no console error, no call the server refuses, and
//   no write control the policy does not grant;
// - issue 33: axe (WCAG 2.2 A and AA) and the page's structure on every page of the console, in
//   two passes that cover both themes, both languages and both widths. The light pass rides on the
//   admin's role walk (the same pages, judged both ways); the dark one walks on its own at 390 px.
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

interface Walk {
  name: string;
  username: string;
  /** Judge the pages as the role walk does (bounces, denials, errors, refused calls, write controls). */
  roleChecks: boolean;
  /** Run axe and the structure checks in this pass's theme, language and width. */
  axe?: AxePass;
}

const OTHER_ROLES = ['firstlevel', 'connector', 'zerolevel', 'tracy', 'secondlevel', 'projects', 'moderation', 'customer'];
// The longest walks first, so the three browsers finish together.
const WALKS: Walk[] = [
  { name: `accessibility, ${DARK_PASS.name}`, username: 'admin', roleChecks: false, axe: DARK_PASS },
  { name: `admin, and accessibility in the ${LIGHT_PASS.name}`, username: 'admin', roleChecks: true, axe: LIGHT_PASS },
  ...OTHER_ROLES.map((username) => ({ name: username, username, roleChecks: true })),
];

const ALL_AREAS_OPEN = JSON.stringify(
  Object.fromEntries(['operations', 'installations', 'devices', 'video', 'customers', 'calendars', 'reports', 'administration'].map((a) => [a, true])),
);

describe('the walks over every page', () => {
  it.concurrent.for(WALKS)('$name: every page opens as the policy allows, axe clean at WCAG 2.2 AA where checked', { timeout: 900_000 }, async (walk, { expect }) => {
    const browser = await launchBrowser(walk.axe ? { viewport: walk.axe.viewport, locale: walk.axe.language === 'de' ? 'de-DE' : 'en-GB' } : {});
    const { page, consoleErrors } = browser;
    const axe = walk.axe && axeChecker(walk.axe);
    const refused: string[] = [];
    let where = '';
    page.on('response', (response) => {
      if (response.status() === 403 && response.url().includes('/api/')) refused.push(`${where}: ${response.request().method()} ${new URL(response.url()).pathname}`);
    });
    const settle = apiQuiet(page);
    const failures: string[] = [];
    const seen = { create: 0, edit: 0, button: 0 };
    const visited = new Set<string>();
    const what = new Map(pages.map((p) => [p.path, p.what]));
    try {
      await signInThroughProvider(page, server.url, walk.username, '/');
      await page.getByTestId('dashboard').waitFor({ timeout: 30_000 });
      if (walk.axe) await chooseThemeAndLanguage(page, walk.axe);
      await page.evaluate((open) => localStorage.setItem('gondolaMenuOpen', open), ALL_AREAS_OPEN);
      await page.reload();
      await page.getByTestId('dashboard').waitFor({ timeout: 30_000 });
      const token = (await storedAccessToken(page))!;
      const me = (await (await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as Principal;

      const visit = async (path: string) => {
        visited.add(path);
        where = what.has(path) ? `${path} (${what.get(path)})` : path;
        const errorsBefore = consoleErrors.length;
        await goInAppRendered(page, path);
        await settle();
        // The app bar names the page (once the page has rendered: its chunk may still be on its way).
        const titled = await appBarTitled(page);
        if (walk.roleChecks) {
          const now = new URL(page.url()).pathname;
          if (now === '/login' || (now === '/' && path !== '/')) failures.push(`${path}: bounced to ${now}`);
          if (await page.getByText("You don't have the right permissions to access this page").count()) failures.push(`${path}: access denied`);
          if (!titled) failures.push(`${path}: no title in the app bar`);
          const affordances = await writeAffordances(page);
          for (const a of affordances) seen[a.kind] += 1;
          for (const offered of forbiddenAffordances(me, path, affordances)) failures.push(`${path}: offers ${offered}`);
          if (consoleErrors.length > errorsBefore) failures.push(`${path}: ${consoleErrors.slice(errorsBefore).join(' | ').slice(0, 300)}`);
        }
        if (axe) failures.push(...(await axe.check(page, where)));
      };

      if (walk.roleChecks) await walkAsRole(page, server, token, visit, expect);
      // The accessibility passes cover every page of the console, not only the menu's.
      if (walk.axe) for (const { path } of [{ path: '/' }, ...pages]) if (!visited.has(path)) await visit(path);
    } finally {
      await browser.close();
      axe?.report();
    }
    if (walk.axe) expect(pages.length).toBeGreaterThan(100);
    expect([...failures, ...refused.map((r) => `refused ${r}`)]).toEqual([]);
    if (walk.roleChecks) {
      // The controls were found at all (a walk that sees none proves nothing).
      expect(seen.button).toBeGreaterThan(0);
      if (walk.username === 'admin') expect(seen.create).toBeGreaterThan(0);
    }
  });
});

/** Every page the role's menu offers, the problem record page, and an installation's sections and pages. */
async function walkAsRole(
  page: Awaited<ReturnType<typeof launchBrowser>>['page'],
  running: RunningServer,
  token: string,
  visit: (path: string) => Promise<void>,
  expect: (value: unknown) => { toBeGreaterThan(n: number): void },
) {
  await page.getByRole('menuitem').first().waitFor();
  const links = await page.locator('.RaSidebar-fixed a[href]').evaluateAll((as) => [...new Set(as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))]);
  expect(links.length).toBeGreaterThan(3);
  const first = async (resource: string) =>
    (await (await fetch(`${running.url}/api/${resource}?range=${encodeURIComponent('[0,0]')}`, { headers: { authorization: `Bearer ${token}` } })).json()) as Array<{
      id: string;
    }>;
  const [installations, problems] = await Promise.all([first('installations'), first('problems')]);
  for (const link of links) await visit(link);
  // The record page every role opens most: a problem.
  if (problems[0]) await visit(`/problems/${encodeURIComponent(problems[0].id)}/show`);
  if (!installations[0]) return;
  await visit(`/installation/${encodeURIComponent(installations[0].id)}/operation`);
  const hrefs = (tabs: string) =>
    page
      .getByTestId(tabs)
      .getByRole('tab')
      .evaluateAll((ts) => ts.map((t) => (t as HTMLAnchorElement).getAttribute('href')).filter((h): h is string => !!h));
  // Each section (which opens its first page), then every page of each section.
  const tabs = new Set(await hrefs('installation-pages'));
  for (const section of await hrefs('installation-sections')) {
    await visit(section);
    for (const href of await hrefs('installation-pages')) tabs.add(href);
  }
  for (const tab of tabs) await visit(tab);
}
