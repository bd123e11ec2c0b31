import { shellReactions } from '@src/shell/http-reactions';
import { renderShellConsole } from './shell-console';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Principal } from '@core/access';
import { createDataProvider } from '@src/console/data-provider';
import { createI18nProvider } from '@src/console/i18n-provider';
import { addMessages } from '@src/i18n/added-messages';
import { createHttpClient } from '@src/http/http-client';
import { loadCatalog } from '@src/i18n/catalogs';
import type { Language } from '@src/i18n/language';
import { screenMessages } from '@src/resource-screens/full-resources';
import { AREA_MANIFESTS, areaLabels, collectAreas } from '@src/shell/areas';
import { FRAMES, routesOf } from '@src/shell/route-table';

/** An area folder outside `custom-pages/`, collected as the console collects its own. */
const THROWAWAY = collectAreas(import.meta.glob('../fixtures/throwaway-area/custom-pages/*/area.ts', { eager: true }));
const AREAS = [...AREA_MANIFESTS, ...THROWAWAY];

afterEach(() => {
  cleanup();
  window.history.pushState({}, '', '/');
});

const admin: Principal = { subject: 'ada', email: 'ada@gondola.example', name: 'Ada', roles: ['admin', 'scope_staff'], scope: 'staff', customerIds: [] };

/** The server's answer to the throw-away route, on the wire as the API sends it. */
const server: typeof fetch = async (input) =>
  String(input).endsWith('/api/throwaway/greeting')
    ? new Response(JSON.stringify({ greeting: 'Grüezi', to: 'Ada' }), { status: 200, headers: { 'content-type': 'application/json' } })
    : new Response(JSON.stringify({ message: 'not here' }), { status: 404, headers: { 'content-type': 'application/json' } });

async function renderConsoleWithTheArea(language: Language) {
  await loadCatalog(language);
  // What the console does with its own areas' labels and messages (routeMessages, loadFullResources), for the added one.
  await addMessages((l) => ({ gondola: { routes: areaLabels(THROWAWAY, l) } }));
  await addMessages(await screenMessages(AREAS));
  const http = createHttpClient({ ...shellReactions, accessToken: () => 'token', language: () => language, translate: (key) => key }, server);
  renderShellConsole('/throwaway', admin, routesOf(AREAS), { dataProvider: createDataProvider(http, { areas: AREAS }), i18nProvider: createI18nProvider(language, () => {}) });
}

describe('adding an area', () => {
  it('takes one folder: its page is routed, titled, in the menu, translated, and calls its own method', async () => {
    await renderConsoleWithTheArea('en');
    expect(await screen.findByText('The server says Grüezi to Ada')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Throwaway page' })).toBeTruthy();
    expect(within(screen.getByTestId('breadcrumbs')).getByText('Throwaway page')).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Administration' }));
    const link = (await screen.findAllByRole('menuitem')).find((item) => item.getAttribute('href') === '/throwaway');
    expect(link?.textContent).toContain('Throwaway page');
  });

  it('speaks German from the same folder', async () => {
    await renderConsoleWithTheArea('de');
    expect(await screen.findByText('Der Server sagt Grüezi zu Ada')).toBeTruthy();
    expect(within(screen.getByTestId('breadcrumbs')).getByText('Wegwerfseite')).toBeTruthy();
  });
});

describe('the areas of the console', () => {
  it("each add their own methods: none replaces another area's or the shell's", () => {
    const http = createHttpClient({ ...shellReactions, accessToken: () => undefined, language: () => 'en', translate: (key) => key });
    const shell = new Set(Object.keys(createDataProvider(http, { areas: [] })));
    const seen = new Map<string, string>();
    for (const area of AREA_MANIFESTS)
      for (const method of Object.keys(area.methods?.(http) ?? {})) {
        expect(shell.has(method), `${area.name}.${method} would replace the shell's`).toBe(false);
        expect(seen.get(method), `${method} of ${area.name}`).toBeUndefined();
        seen.set(method, area.name);
      }
    expect(seen.size).toBeGreaterThan(50);
    const provider = createDataProvider(http);
    for (const method of seen.keys()) expect(typeof (provider as Record<string, unknown>)[method], method).toBe('function');
  });

  it('frame their pages only in frames an area declares, and label every route they declare in both languages', () => {
    for (const route of routesOf(AREA_MANIFESTS)) {
      if (route.frame) expect(FRAMES[route.frame], `${route.path} sits in ${route.frame}`).toBeDefined();
      const area = AREA_MANIFESTS.find((a) => a.routes?.includes(route));
      expect(area?.labels?.[route.key], `${area?.name} labels ${route.key}`).toHaveLength(2);
    }
  });
});
