import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, Notification, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import InstallationListPage from '@custom-pages/installation-list/InstallationListPage';
import { renderPage } from './page-harness';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const installation = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  type: 'startFinish',
  status: 'active',
  customerId: 'c1',
  country: 'AT',
  trackerVersion: 'V4',
  version: 1,
  ...extra,
});

// The list's answer says whether it offers the tracker filter (its `trackerFilter` companion).
const render = (
  url: string,
  trackerFilter: { show: boolean; types: string[] },
  getList = vi.fn(async () => ({ data: [installation('ischgl', 'Ischgl Start')], total: 1, meta: { companions: { trackerFilter } } })),
) => {
  renderPage(
    <ResourceContextProvider value="installations">
      <InstallationListPage />
      <Notification />
    </ResourceContextProvider>,
    {
      url,
      path: '/installations',
      data: {
        getList,
        getInstallationHealth: vi.fn(async () => ({
          ischgl: { openProblems: 2, unacknowledged: 1, worstSeverity: 4, devices: { online: 3, degraded: 0, offline: 1, unknown: 0 } },
        })),
      },
    },
  );
  return getList;
};

describe('the installation list', () => {
  it('says once that a ?type= names no installation type, and asks the API for nothing', async () => {
    const getList = render('/installations?type=bogus', { show: false, types: [] });
    expect((await screen.findByTestId('unknown-installation-type')).textContent).toContain('There is no installation type “bogus”');
    expect(screen.getByRole('link', { name: 'Show all installations' }).getAttribute('href')).toBe('/installations');
    expect(getList).not.toHaveBeenCalled();
  });

  it('lists the installations of the type in the address with their health', async () => {
    const getList = render('/installations?type=startFinish', { show: false, types: [] });
    expect(await screen.findByText('Ischgl Start')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('installations', expect.objectContaining({ filter: expect.objectContaining({ type: 'startFinish' }) }));
  });

  it('shows the tracker filter only when the list says so, never unchecking the last tracker', async () => {
    const getList = render('/installations?type=startFinish', { show: true, types: ['V3', 'V4'] });
    const boxes = within(await screen.findByTestId('tracker-filter')).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual([true, true]);
    // One request: with both trackers on the filter excludes nothing, so learning that it shows asks for nothing again.
    expect(getList).toHaveBeenCalledTimes(1);
    expect(getList).toHaveBeenCalledWith('installations', expect.objectContaining({ meta: { embed: ['health', 'trackerFilter'] } }));
    expect((getList.mock.calls[0] as unknown[])[1]).not.toHaveProperty('filter.trackerVersion');
    fireEvent.click(boxes[0]!);
    await waitFor(() => expect(getList).toHaveBeenCalledWith('installations', expect.objectContaining({ filter: expect.objectContaining({ trackerVersion: ['V4'] }) })));
    fireEvent.click(boxes[1]!);
    expect(boxes[1]!.checked).toBe(true);
    // The rule explains itself.
    expect(screen.getByTestId('tracker-filter').textContent).toContain('At least one tracker stays selected.');
  });

  it('narrows the list to installations without a location', async () => {
    const getList = render('/installations', { show: false, types: [] });
    await screen.findByText('Ischgl Start');
    expect(screen.queryByTestId('tracker-filter')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'No location' }));
    await waitFor(() => expect(getList).toHaveBeenCalledWith('installations', expect.objectContaining({ filter: expect.objectContaining({ location_null: true }) })));
  });

  it('on the map, says why when the place search does not answer, not that the place cannot be found', async () => {
    const located = installation('ischgl', 'Ischgl Start', { location: { lat: 47.01, lng: 10.29 } });
    const getList = vi.fn(async (_resource: string, params: { filter: Record<string, unknown> }) => {
      if (params.filter.q) throw new HttpError('Too many requests', 429, { error: 'rate_limited', message: 'Too many requests' });
      return { data: [located], total: 1, meta: { companions: { trackerFilter: { show: false, types: [] } } } };
    });
    render('/installations', { show: false, types: [] }, getList as never);
    fireEvent.click(await screen.findByRole('button', { name: 'Map' }));
    const map = await screen.findByTestId('installation-map');
    fireEvent.change(within(map).getByLabelText('Find a place'), { target: { value: 'Atlantis' } });
    fireEvent.click(within(map).getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('The place search did not answer: Too many requests')).toBeTruthy();
    expect(screen.queryByText('The given location cannot be found!')).toBeNull();
  });
});
