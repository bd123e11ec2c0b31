import { can, type Principal } from '../../core/access';
import { listPath } from '../../core/resource-kit/paths';
import { RESOURCES } from '../../resources';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { apiQuiet, appBarTitled, goInAppRendered, launchBrowser, NO_RATE_LIMITS, startServer, type RunningServer } from './harness';
import { signInThroughProvider, storedAccessToken } from './sign-in-helpers';
import { forbiddenAffordances, writeAffordances } from './write-affordances';

// Issue 22: every demo role walks every page its menu offers, and an installation's pages: no
// bounce to sign-in, no access-denied page, no console error, no call the server refuses, and no
// write control the policy does not grant.
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(NO_RATE_LIMITS);
});
afterAll(async () => {
  await server?.stop();
});

const ROLES = ['admin', 'firstlevel', 'connector', 'zerolevel', 'tracy', 'secondlevel', 'projects', 'moderation', 'customer'];
const ALL_AREAS_OPEN = JSON.stringify(
  Object.fromEntries(['operations', 'installations', 'devices', 'video', 'customers', 'calendars', 'reports', 'administration'].map((a) => [a, true])),
);

// Three roles walk at once, each in a browser of its own: a walk mostly waits for its pages to
// settle, so on two cores three overlap without any page waiting longer than it allows.
describe('every role walks the pages it may reach', () => {
  it.concurrent.for(ROLES)(
    '%s: every menu page and an installation’s pages open without a bounce, a denial, an error, a refused call or a write control the policy does not grant',
    { timeout: 300_000 },
    async (username, { expect }) => {
      const browser = await launchBrowser();
      const { page, consoleErrors } = browser;
      const refused: string[] = [];
      let where = '';
      page.on('response', (response) => {
        if (response.status() === 403 && response.url().includes('/api/')) refused.push(`${where}: ${response.request().method()} ${new URL(response.url()).pathname}`);
      });
      const settle = apiQuiet(page);
      const failures: string[] = [];
      const seen = { create: 0, edit: 0, button: 0 };
      try {
        await signInThroughProvider(page, server.url, username, '/');
        await page.getByTestId('dashboard').waitFor({ timeout: 30_000 });
        await page.evaluate((open) => localStorage.setItem('gondolaMenuOpen', open), ALL_AREAS_OPEN);
        await page.reload();
        await page.getByRole('menuitem').first().waitFor();
        const links = await page.locator('.RaSidebar-fixed a[href]').evaluateAll((as) => [...new Set(as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))]);
        expect(links.length).toBeGreaterThan(3);
        const token = (await storedAccessToken(page))!;
        // The first record of a resource the role may read (none where it may not).
        const firstOf = async (resource: string) => {
          const answer = await fetch(`${server.url}/api/${resource}?range=${encodeURIComponent('[0,0]')}`, { headers: { authorization: `Bearer ${token}` } });
          return answer.ok ? ((await answer.json()) as Array<{ id: string }>)[0] : undefined;
        };
        const [installation, problem, ticket] = await Promise.all(['installations', 'problems', 'tickets'].map(firstOf));
        const me = (await (await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as Principal;
        // `denied`: an address the role may not open, which must say so (and ask the server nothing it refuses).
        const visit = async (path: string, denied = false) => {
          where = path;
          const errorsBefore = consoleErrors.length;
          await goInAppRendered(page, path);
          await settle();
          const now = new URL(page.url()).pathname;
          if (now === '/login' || (now === '/' && path !== '/')) failures.push(`${path}: bounced to ${now}`);
          const deniedShown = (await page.getByText("You don't have the right permissions to access this page").count()) > 0;
          if (deniedShown !== denied) failures.push(`${path}: ${denied ? 'not denied' : 'access denied'}`);
          // The app bar names the page (once the page has rendered: its chunk may still be on its way).
          const titled = await appBarTitled(page);
          if (!titled) failures.push(`${path}: no title in the app bar`);
          // A reader who may do nothing on a page gets no empty actions bar standing above it.
          const emptyBars = await page.locator('.MuiToolbar-root:visible').evaluateAll((bars) => bars.filter((bar) => bar.childElementCount === 0).length);
          if (emptyBars) failures.push(`${path}: ${emptyBars} empty actions bar(s)`);
          const affordances = await writeAffordances(page);
          for (const a of affordances) seen[a.kind] += 1;
          for (const offered of forbiddenAffordances(me, path, affordances)) failures.push(`${path}: offers ${offered}`);
          if (consoleErrors.length > errorsBefore) failures.push(`${path}: ${consoleErrors.slice(errorsBefore).join(' | ').slice(0, 300)}`);
        };
        for (const link of links) await visit(link);
        // The record page every role opens most: a problem.
        if (problem) await visit(`/problems/${encodeURIComponent(problem.id)}/show`);
        // And a support ticket, which a customer reads about their own installations.
        if (ticket) await visit(`/tickets/${encodeURIComponent(ticket.id)}/show`);
        if (installation) {
          await visit(`/installation/${encodeURIComponent(installation.id)}/operation`);
          const hrefs = (tabs: string) =>
            page
              .getByTestId(tabs)
              .getByRole('tab')
              .evaluateAll((ts) => ts.map((t) => (t as HTMLAnchorElement).getAttribute('href')).filter((h): h is string => !!h));
          // Each section (which opens its first page), then every page of each section.
          const pages = new Set(await hrefs('installation-pages'));
          for (const section of await hrefs('installation-sections')) {
            await visit(section);
            for (const href of await hrefs('installation-pages')) pages.add(href);
          }
          for (const tab of pages) await visit(tab);
        }
        // A list or record the role may not read, opened by its address (a link someone else
        // passed on): the access-denied page, without a request the server refuses.
        const unreadable = RESOURCES.filter((def) => !def.routes?.list && !can(me, def.access.read)).slice(0, 3);
        for (const path of unreadable.flatMap((def) => [listPath(def), `${listPath(def)}/some-record/show`])) await visit(path, true);
      } finally {
        await browser.close();
      }
      expect([...failures, ...refused.map((r) => `refused ${r}`)]).toEqual([]);
      // The controls were found at all (a walk that sees none proves nothing).
      expect(seen.button).toBeGreaterThan(0);
      if (username === 'admin') expect(seen.create).toBeGreaterThan(0);
    },
  );
});
