import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, ListBase, useRecordContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '@src/console/data-provider';
import { seedReferences } from '@src/data/seed-references';
import { createHttpClient } from '@src/http/http-client';
import { createI18nProvider } from '@src/console/i18n-provider';
import { PhoneRows } from '@src/resource-screens/phone-rows';
import { registry } from '@src/resource-screens/registry';
import { shellReactions } from '@src/shell/http-reactions';

const ROWS = [
  { id: 'arosa-start-1', name: 'Arosa Start', type: 'startFinish', status: 'active', resortId: 'r1', customerId: null, version: 1 },
  { id: 'davos-video-2', name: 'Davos Video', type: 'video', status: 'planned', resortId: 'r2', customerId: null, version: 1 },
];
const RESORTS = [
  { id: 'r1', name: 'Arosa Lenzerheide', version: 1 },
  { id: 'r2', name: 'Davos Klosters', version: 1 },
];

/** The installations' first page with its resorts embedded, as the API answers `embed=references`; every URL asked is kept. */
function consoleDataProvider(queryClient: QueryClient, rows: unknown[] = ROWS) {
  const asked: string[] = [];
  const fetchDouble: typeof fetch = async (input) => {
    const url = new URL(String(input), 'http://console');
    asked.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/api/installations')
      return new Response(JSON.stringify({ data: rows, references: { resorts: RESORTS }, companions: {} }), {
        headers: { 'content-type': 'application/json', 'content-range': rows.length ? `installations 0-${rows.length - 1}/${rows.length}` : 'installations */0' },
      });
    return new Response('[]', { headers: { 'content-type': 'application/json', 'content-range': `${url.pathname.slice(5)} */0` } });
  };
  const http = createHttpClient({ ...shellReactions, accessToken: () => 't', language: () => 'en', translate: (key) => key }, fetchDouble);
  return { asked, dataProvider: createDataProvider(http, { onReferences: (references) => seedReferences(queryClient, references) }) };
}

function Fact() {
  const record = useRecordContext();
  return <span data-testid="fact">{String(record?.id)}</span>;
}

function renderPhoneRows(rows?: unknown[], sort: { field: string; order: 'ASC' | 'DESC' } = { field: 'name', order: 'ASC' }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { dataProvider, asked } = consoleDataProvider(queryClient, rows);
  render(
    <AdminContext dataProvider={dataProvider} queryClient={queryClient} i18nProvider={createI18nProvider('en', () => {})}>
      <ListBase resource="installations" sort={sort} perPage={25} disableSyncWithLocation>
        <PhoneRows def={registry.get('installations')!} hideColumns={['id', 'country']} rowPath={(id) => `/installation/${id}/operation`} facts={<Fact />} />
      </ListBase>
    </AdminContext>,
  );
  return { asked };
}

describe('a list on a phone', () => {
  it('shows one line per record: its name, its first columns in words (option labels, the referenced resort by name) and the page’s facts', async () => {
    const { asked } = renderPhoneRows();
    const list = await screen.findByRole('list', { name: 'Installations' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!).getByRole('link');
    expect(first.getAttribute('href')).toMatch(/\/installation\/arosa-start-1\/operation$/);
    expect(first.textContent).toContain('Arosa Start');
    expect(first.textContent).toContain('Start/finish timing · Active · Arosa Lenzerheide');
    expect(within(rows[1]!).getByTestId('fact').textContent).toBe('davos-video-2');
    // The resorts came with the page: no request of their own.
    expect(asked.filter((p) => p.startsWith('/api/resorts'))).toEqual([]);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('sorts from one button above the rows: a column chosen there asks the server for that order', async () => {
    const { asked } = renderPhoneRows();
    await screen.findByRole('list', { name: 'Installations' });
    // No menu waits in the page while closed (one kept mounted re-rendered with the rows, on a phone's CPU).
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /sort by name ascending/i }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /^Type/ }));
    await expect.poll(() => asked.filter((p) => p.startsWith('/api/installations')).map((p) => new URL(p, 'http://console').searchParams.get('sort'))).toContain('["type","ASC"]');
  });

  it('names a column every record has by the label all lists share (a list sorted by when it last changed)', async () => {
    renderPhoneRows(undefined, { field: 'updatedAt', order: 'DESC' });
    await screen.findByTestId('phone-rows');
    expect(screen.getByRole('button', { name: /sort by last changed descending/i })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /updated at/i })).toBeNull();
  });

  it('says there is nothing to show when the page is empty', async () => {
    renderPhoneRows([]);
    expect(await screen.findByText('No Installations found')).toBeTruthy();
  });

  it("names the definition's own details when it chooses them, all of them in its order: an absence's person, days and whether it is granted", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const absence = { id: 'a1', employeeName: 'Mia Moderation', type: 'vacation', startsOn: '2026-12-16', endsOn: '2026-12-20', state: 'requested', version: 1 };
    const fetchDouble: typeof fetch = async () => new Response(JSON.stringify([absence]), { headers: { 'content-type': 'application/json', 'content-range': 'absences 0-0/1' } });
    const http = createHttpClient({ ...shellReactions, accessToken: () => 't', language: () => 'en', translate: (key) => key }, fetchDouble);
    render(
      <AdminContext dataProvider={createDataProvider(http)} queryClient={queryClient} i18nProvider={createI18nProvider('en', () => {})}>
        <ListBase resource="absences" sort={{ field: 'startsOn', order: 'DESC' }} perPage={25} disableSyncWithLocation>
          <PhoneRows def={registry.get('absences')!} />
        </ListBase>
      </AdminContext>,
    );
    const line = within(await screen.findByRole('list', { name: 'Absences' })).getByRole('link');
    expect(line.querySelector('.title')?.textContent).toBe('Vacation');
    // Four details, not the first three columns' (the state would be cut off).
    expect(line.querySelector('.details')?.textContent).toMatch(/^Mia Moderation · .*16.* · .*20.* · Requested$/);
  });
});
