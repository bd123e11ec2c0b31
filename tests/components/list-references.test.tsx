import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '@src/console/data-provider';
import { PICKER_META, seedReferences, WITH_REFERENCES, WITHOUT_REFERENCES } from '@src/data/seed-references';
import { createHttpClient } from '@src/http/http-client';
import { shellReactions } from '@src/shell/http-reactions';
import { ListReference } from '@src/resource-screens/list-reference';

const ROWS = [
  { id: 'i1', name: 'Start 1', resortId: 'r1', version: 1 },
  { id: 'i2', name: 'Video 2', resortId: 'r2', version: 1 },
];
const RESORTS = [
  { id: 'r1', name: 'Arosa', version: 1 },
  { id: 'r2', name: 'Davos', version: 1 },
];

const FIRST_PAGE = { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' as const }, filter: {} };
const HEALTH = { i1: { openProblems: 2 }, i2: { openProblems: 0 } };

/** A server answering the installations with their references embedded, and any other list empty; every URL asked is kept. */
function serverDouble() {
  const asked: string[] = [];
  const fetchDouble: typeof fetch = async (input) => {
    const url = new URL(String(input), 'http://console');
    asked.push(`${url.pathname}${url.search}`);
    const embed: string[] = JSON.parse(url.searchParams.get('embed') ?? '[]');
    if (url.pathname === '/api/installations' && embed.includes('references'))
      return new Response(JSON.stringify({ data: ROWS, references: { resorts: RESORTS }, companions: embed.includes('health') ? { health: HEALTH } : {} }), {
        headers: { 'content-type': 'application/json', 'content-range': 'installations 0-1/2' },
      });
    if (url.pathname === '/api/installations/i1')
      return new Response(JSON.stringify(embed.includes('references') ? { data: ROWS[0], references: { resorts: [RESORTS[0]] } } : ROWS[0]), {
        headers: { 'content-type': 'application/json' },
      });
    if (url.pathname === '/api/resorts' || url.pathname === '/api/names/resorts')
      return new Response(JSON.stringify(RESORTS), { headers: { 'content-type': 'application/json', 'content-range': `resorts 0-1/2` } });
    return new Response('[]', { headers: { 'content-type': 'application/json', 'content-range': `${url.pathname.slice(5)} */0` } });
  };
  const http = createHttpClient({ ...shellReactions, accessToken: () => 't', language: () => 'en', translate: (key) => key }, fetchDouble);
  return { http, asked };
}

/** A console data provider whose list answers are seeded where react-admin looks, after the installations' first page has loaded. */
async function afterTheFirstPage() {
  const { http, asked } = serverDouble();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const dataProvider = createDataProvider(http, { onReferences: (references) => seedReferences(queryClient, references) });
  await dataProvider.getList('installations', FIRST_PAGE);
  return { asked, dataProvider, queryClient };
}

/** Each record's resort, as a list row's reference column shows it (inside a row that opens on a click). */
function renderResortsOf(
  records: Array<{ id: string; resortId: string }>,
  { dataProvider, queryClient }: { dataProvider: DataProvider; queryClient: QueryClient },
  options: { namesOnly?: boolean; onRowClick?: () => void } = {},
) {
  render(
    <AdminContext dataProvider={dataProvider} queryClient={queryClient}>
      {records.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a stand-in for the table row's own click */}
          <div onClick={options.onRowClick}>
            <ListReference source="resortId" reference="resorts" namesOnly={options.namesOnly} />
          </div>
        </RecordContextProvider>
      ))}
    </AdminContext>,
  );
}

describe('a list page with its references in one request', () => {
  it('asks for the page with embed=references and returns the rows and the total as ra-data-simple-rest would', async () => {
    const { http, asked } = serverDouble();
    const received: unknown[] = [];
    const dataProvider = createDataProvider(http, { onReferences: (references) => received.push(references) });
    const page = await dataProvider.getList('installations', FIRST_PAGE);
    expect(page).toMatchObject({ data: ROWS, total: 2 });
    expect(received).toEqual([{ resorts: RESORTS }]);
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]!, 'http://console').searchParams.getAll('embed')).toEqual(['["references"]']);
  });

  it('asks a picker’s choices without their references', async () => {
    const { http, asked } = serverDouble();
    const received: unknown[] = [];
    const dataProvider = createDataProvider(http, { onReferences: (references) => received.push(references) });
    const page = await dataProvider.getList('installations', { ...FIRST_PAGE, meta: { [WITHOUT_REFERENCES]: true } });
    expect(page.data).toEqual([]);
    expect(new URL(asked[0]!, 'http://console').searchParams.has('embed')).toBe(false);
    expect(received).toEqual([]);
  });

  it("brings the companions the list names in meta.embed, as the answer's meta.companions", async () => {
    const { http, asked } = serverDouble();
    const dataProvider = createDataProvider(http, { onReferences: () => {} });
    const page = await dataProvider.getList('installations', { ...FIRST_PAGE, meta: { embed: ['health'] } });
    expect(page).toMatchObject({ data: ROWS, total: 2, meta: { companions: { health: HEALTH } } });
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0]!, 'http://console').searchParams.getAll('embed')).toEqual(['["references","health"]']);
  });

  it("shows a row's reference from the page's answer, without a request of its own", async () => {
    const page = await afterTheFirstPage();
    renderResortsOf(ROWS, page);
    expect(await screen.findByText('Arosa')).toBeTruthy();
    expect(screen.getByText('Davos')).toBeTruthy();
    // Give a batched getMany its chance to go out: none may.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.asked.filter((url) => url.startsWith('/api/resorts'))).toEqual([]);
  });

  it("links each name to the referenced record's page, without opening the row it sits in", async () => {
    const page = await afterTheFirstPage();
    let rowOpened = 0;
    renderResortsOf(ROWS, page, { onRowClick: () => rowOpened++ });
    const arosa = await screen.findByRole('link', { name: 'Arosa' });
    expect(arosa.getAttribute('href')).toMatch(/r1/);
    fireEvent.click(arosa);
    expect(rowOpened).toBe(0);
  });

  it('names the record without a link for a reader who may see names only', async () => {
    const page = await afterTheFirstPage();
    renderResortsOf(ROWS, page, { namesOnly: true });
    expect(await screen.findByText('Arosa')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    // Names only are asked for as such (the API answers a reader without the resource's read with names).
    expect(page.asked.some((url) => url.startsWith('/api/names/resorts'))).toBe(true);
  });

  it('still asks for a reference the page did not bring', async () => {
    const page = await afterTheFirstPage();
    renderResortsOf([{ id: 'i3', resortId: 'r9' }], page);
    await expect.poll(() => page.asked.filter((url) => url.startsWith('/api/resorts'))).toHaveLength(1);
  });
});

describe('a record with its references in one request (an edit or show screen’s)', () => {
  it('asks for the record with embed=references when its screen says so, and puts each named record where a field or a picker looks for it', async () => {
    const { http, asked } = serverDouble();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const dataProvider = createDataProvider(http, { onReferences: (references) => seedReferences(queryClient, references) });
    expect(await dataProvider.getOne('installations', { id: 'i1', meta: WITH_REFERENCES })).toEqual({ data: ROWS[0] });
    expect(asked).toEqual([`/api/installations/i1?embed=${encodeURIComponent('["references"]')}`]);
    expect(queryClient.getQueryData(['resorts', 'getMany', { ids: ['r1'] }])).toEqual([RESORTS[0]]);
    expect(queryClient.getQueryData(['resorts', 'getMany', { ids: ['r1'], meta: PICKER_META }])).toEqual([RESORTS[0]]);
  });

  it('asks for the record alone otherwise (a breadcrumb’s or a time zone’s read)', async () => {
    const { http, asked } = serverDouble();
    const received: unknown[] = [];
    const dataProvider = createDataProvider(http, { onReferences: (references) => received.push(references) });
    expect(await dataProvider.getOne('installations', { id: 'i1' })).toEqual({ data: ROWS[0] });
    expect(asked).toEqual(['/api/installations/i1']);
    expect(received).toEqual([]);
  });
});
