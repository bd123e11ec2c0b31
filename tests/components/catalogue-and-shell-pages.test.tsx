import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import TestPage, { TEST_STATUSES } from '@custom-pages/administration/TestPage';
import { HttpClientError } from '@src/http/transport';
import { ConverterSectionsPage } from '@custom-pages/installation-records/InstallationRecordsPage';
import LicenceReportPage from '@custom-pages/licence-report/LicenceReportPage';
import { InstallationNav } from '@custom-pages/installation/InstallationNav';
import { ComponentVersions } from '@custom-pages/installation/cockpit/ComponentVersions';
import { createI18nProvider } from '@src/console/i18n-provider';
import { RecordTable } from '@src/kit/RecordTable';
import { ROUTES } from '@src/shell/route-table';
import { renderPage, routeFor } from './page-harness';

const licence = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  type: 'tracker',
  customerId: 'c1',
  seats: 2,
  validFrom: '2026-01-01',
  validUntil: '2027-06-30',
  used: 1,
  available: 1,
  overused: false,
  expiresInDays: 218,
  expiry: null,
  ...extra,
});

describe('the licence report', () => {
  it('shows the customers that need attention first, all of them on demand', async () => {
    renderPage(<LicenceReportPage route={routeFor('/licence-report', 'licenceReport')} />, {
      url: '/licence-report',
      path: '/licence-report',
      data: {
        getLicenceReport: vi.fn(async () => ({
          generatedAt: '2026-11-24T07:00:00.000Z',
          customers: [
            {
              customerId: 'c1',
              customerName: 'Silvrettaseilbahn AG',
              licences: [licence('l1', 'Tracker Ischgl', { seats: 1, used: 2, available: -1, overused: true })],
              unlicensed: [],
            },
            { customerId: 'c2', customerName: 'Matterhorn Bergbahnen AG', licences: [licence('l2', 'Tracker Zermatt', { customerId: 'c2' })], unlicensed: [] },
          ],
        })),
      },
    });
    const overused = await screen.findByTestId('licences-c1');
    expect(within(overused).getByRole('link', { name: 'Tracker Ischgl' })).toBeTruthy();
    expect(screen.queryByTestId('licences-c2')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'All customers' }));
    expect(await screen.findByTestId('licences-c2')).toBeTruthy();
  });
});

describe("an installation's record sub-page", () => {
  it("lists the records linked through the installation's converter configs", async () => {
    const getList = vi.fn(async (resource: string) =>
      resource === 'converter-configs'
        ? { data: [{ id: 'cfg-1', name: 'Skidata', installationId: 'ischgl' }], total: 1 }
        : { data: [{ id: 's-1', configId: 'cfg-1', name: 'Lift gates', sortOrder: 1, version: 1 }], total: 1 },
    );
    renderPage(<ConverterSectionsPage route={routeFor('/installation/:installationId/converterSections', 'converterSections', { names: { installationId: 'installations' } })} />, {
      url: '/installation/ischgl/converterSections',
      path: '/installation/:installationId/converterSections',
      data: { getList, getOne: vi.fn(async () => ({ data: { id: 'ischgl', name: 'Ischgl Start' } })), getMany: vi.fn(async () => ({ data: [{ id: 'cfg-1', name: 'Skidata' }] })) },
    });
    expect(await screen.findByText('Lift gates')).toBeTruthy();
    await waitFor(() => expect(getList).toHaveBeenCalledWith('converter-sections', expect.objectContaining({ filter: expect.objectContaining({ configId: ['cfg-1'] }) })));
  });
});

describe('the installation frame', () => {
  const frame = (installation: Record<string, unknown> | null, roles = ['zerolevel', 'scope_staff'], sub = 'devices') =>
    renderPage(
      <InstallationNav route={ROUTES.find((r) => r.path === `/installation/:installationId/${sub}`)!}>
        <p>the page</p>
      </InstallationNav>,
      {
        url: `/installation/${String(installation?.id ?? 'ischgl')}/${sub}`,
        path: `/installation/:installationId/${sub}`,
        roles,
        data: { findRecord: vi.fn(async () => installation) },
      },
    );

  it('offers the sub-pages the role may open in sections, and selects the current section and page', async () => {
    frame({ id: 'ischgl', name: 'Ischgl Start', type: 'startFinish', trackerVersion: 'V4', country: 'AT' });
    const sections = within(await screen.findByTestId('installation-sections')).getAllByRole('tab');
    expect(sections.map((t) => t.textContent)).toEqual(['Operation', 'Configuration', 'Records']);
    expect(sections.find((t) => t.getAttribute('aria-selected') === 'true')?.textContent).toBe('Operation');
    // A section opens its first page.
    expect(sections.find((t) => t.textContent === 'Records')?.getAttribute('href')).toBe('/installation/ischgl/detail');
    const tabs = within(screen.getByTestId('installation-pages')).getAllByRole('tab');
    const labels = tabs.map((t) => t.textContent);
    expect(labels).toContain('Devices');
    expect(labels).not.toContain('Administration');
    expect(labels).not.toContain('Details');
    expect(tabs.find((t) => t.getAttribute('aria-selected') === 'true')?.textContent).toBe('Devices');
    expect(tabs.find((t) => t.textContent === 'Devices')?.getAttribute('href')).toBe('/installation/ischgl/devices');
    expect(screen.getByText('the page')).toBeTruthy();
  });

  it("offers only the pages of the installation's type and country", async () => {
    const labels = async () => (await screen.findAllByRole('tab')).map((t) => t.textContent);
    frame({ id: 'ischgl', name: 'Ischgl Start', type: 'startFinish', trackerVersion: 'V4', country: 'AT' }, ['admin', 'scope_staff']);
    expect(await labels()).toContain('Administration');
    expect(await labels()).not.toContain('Terminal status');
    cleanup();
    frame({ id: 'laax-pos', name: 'Laax POS', type: 'terminal', trackerVersion: 'none', country: 'CH' }, ['admin', 'scope_staff']);
    expect(await labels()).toContain('Terminal status');
    expect(await labels()).not.toContain('Order error logs');
    cleanup();
    frame({ id: 'laax-pos', name: 'Laax POS', type: 'terminal', trackerVersion: 'none', country: 'CH' }, ['admin', 'scope_staff'], 'sla');
    expect(await labels()).toContain('Work notification Switzerland');
    cleanup();
    frame({ id: 'ischgl', name: 'Ischgl Start', type: 'startFinish', trackerVersion: 'V4', country: 'AT' }, ['admin', 'scope_staff'], 'sla');
    expect(await labels()).not.toContain('Work notification Switzerland');
  });

  it('says not found for an installation the user may not see, instead of an empty page', async () => {
    frame(null, ['firstlevel', 'scope_customer']);
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.queryByText('the page')).toBeNull();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
  });
});

describe('the component versions', () => {
  it('marks a component whose installed version is older than the latest released one', async () => {
    renderPage(<ComponentVersions installationId="ischgl" />, {
      url: '/x',
      path: '/x',
      data: {
        getList: vi.fn(async (resource: string) =>
          resource === 'software-components'
            ? {
                data: [
                  { id: 'sc1', name: 'Tracker', typeId: 't1', installedVersion: '4.9.2' },
                  { id: 'sc2', name: 'Cutter', typeId: 't2', installedVersion: '2.0.0' },
                ],
                total: 2,
              }
            : {
                data: [
                  { id: 'v1', typeId: 't1', versionNumber: '4.10.0', state: 'released' },
                  { id: 'v2', typeId: 't2', versionNumber: '2.0.0', state: 'released' },
                ],
                total: 2,
              },
        ),
      },
    });
    const table = await screen.findByTestId('component-versions');
    await within(table).findByText('4.10.0');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-outdated'))).toEqual(['true', 'false']);
  });
});

describe('the test page', () => {
  it('asks the server for every status the error catalogue handles, and for a timeout', async () => {
    const { http } = renderPage(<TestPage route={routeFor('/test', 'test', { capability: 'admin.manage' })} />, { url: '/test', path: '/test' });
    for (const status of TEST_STATUSES) fireEvent.click(await screen.findByRole('button', { name: new RegExp(String(status)) }));
    fireEvent.click(screen.getByRole('button', { name: /Time out|Timeout/i }));
    await waitFor(() => expect(http.get).toHaveBeenCalledTimes(TEST_STATUSES.length + 1));
    expect((http.get as ReturnType<typeof vi.fn>).mock.calls.map((c) => c[0])).toEqual([...TEST_STATUSES.map((s) => `/test/status/${s}`), '/test/timeout?ms=6000']);
  });

  it('says what a 409 and a 422 mean on the page itself, as the catalogue only rejects them', async () => {
    const { http } = renderPage(<TestPage route={routeFor('/test', 'test', { capability: 'admin.manage' })} />, { url: '/test', path: '/test' });
    const answering = (status: number) =>
      (http.get as ReturnType<typeof vi.fn>).mockImplementationOnce(async (url: string) => {
        throw new HttpClientError('refused', 'ERR_BAD_RESPONSE', { url } as never, undefined, {
          status,
          statusText: '',
          headers: {},
          config: { url },
          data: { description: `The server answered ${status}.` },
        } as never);
      });
    answering(409);
    fireEvent.click(await screen.findByRole('button', { name: /409/ }));
    expect((await screen.findByTestId('test-page-said')).textContent).toBe(
      'Someone else saved this record while you were editing it. Your changes are still in the form; reload to see the latest version, then apply them again. The server answered 409.',
    );
    answering(422);
    fireEvent.click(screen.getByRole('button', { name: /422/ }));
    await waitFor(() => expect(screen.getByTestId('test-page-said').textContent).toBe('Please correct the marked fields. The server answered 422.'));
  });
});

describe('the record table of the kit', () => {
  const rows = [
    { id: 'a', name: 'Zermatt', count: 2 },
    { id: 'b', name: 'Arosa', count: 10 },
    { id: 'c', name: 'Ischgl', count: null },
  ];
  const table = (extra: Partial<Parameters<typeof RecordTable<(typeof rows)[number]>>[0]> = {}) =>
    render(
      <AdminContext dataProvider={testDataProvider()} i18nProvider={createI18nProvider('en', () => {})}>
        <RecordTable
          rows={rows}
          rowKey={(r) => r.id}
          label="Resorts"
          columns={[
            { id: 'name', label: 'Name', sortBy: (r) => r.name, render: (r) => r.name },
            { id: 'count', label: 'Count', sortBy: (r) => r.count, render: (r) => r.count ?? '—' },
            { id: 'plain', label: 'Plain', render: () => 'x' },
          ]}
          {...extra}
        />
      </AdminContext>,
    );
  const names = () =>
    screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.firstElementChild?.textContent);

  it('keeps the given order, sorts by a sortable column either way with empty values last, and leaves other headers plain', () => {
    table();
    expect(names()).toEqual(['Zermatt', 'Arosa', 'Ischgl']);
    fireEvent.click(screen.getByRole('button', { name: 'Count' }));
    expect(names()).toEqual(['Zermatt', 'Arosa', 'Ischgl']);
    fireEvent.click(screen.getByRole('button', { name: 'Count' }));
    expect(names()).toEqual(['Arosa', 'Zermatt', 'Ischgl']);
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Arosa', 'Ischgl', 'Zermatt']);
    expect(screen.queryByRole('button', { name: 'Plain' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Resorts' })).toBeTruthy();
  });

  it('says when there is nothing, and shows progress instead while loading', () => {
    table({ rows: [] });
    expect(screen.getByText('Nothing to show.')).toBeTruthy();
    cleanup();
    table({ rows: undefined, loading: true });
    expect(screen.queryByText('Nothing to show.')).toBeNull();
    expect(screen.getByRole('progressbar')).toBeTruthy();
  });
});
