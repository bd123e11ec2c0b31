import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ProblemsPage from '@custom-pages/problems/ProblemsPage';
import SkimovieProblemsPage from '@custom-pages/problems/SkimovieProblemsPage';
import { renderPage } from './page-harness';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const problem = (id: string, severity: string, name: string, source = 'zabbix') => ({
  id,
  name,
  severity,
  source,
  state: 'problem',
  acknowledged: false,
  triggerId: `T-${id}`,
  installationId: 'ischgl',
  startedAt: '2026-11-24T06:40:00.000Z',
  version: 1,
});
const counts = {
  bySeverity: {
    0: { open: 0, unacknowledged: 0 },
    1: { open: 0, unacknowledged: 0 },
    2: { open: 1, unacknowledged: 1 },
    3: { open: 0, unacknowledged: 0 },
    4: { open: 1, unacknowledged: 0 },
    5: { open: 0, unacknowledged: 0 },
  },
  open: 2,
  unacknowledged: 1,
  inMaintenance: 0,
};
/** A page of problems as the list's answer brings it: with the counts of its filter (its `counts` companion). */
const answer = (rows: Array<ReturnType<typeof problem>>, withCounts: typeof counts = counts) => ({ data: rows, total: rows.length, meta: { companions: { counts: withCounts } } });
/** The list asks for its counts with its rows: one request. */
const WITH_COUNTS = expect.objectContaining({ meta: expect.objectContaining({ embed: ['counts'] }) });

describe('the problem list', () => {
  it('opens on the open problems, with their counts per severity', async () => {
    const getList = vi.fn(async (resource: string) =>
      resource === 'problems' ? answer([problem('p1', '4', 'Finish photocell blocked'), problem('p2', '2', 'Camera offline')]) : { data: [], total: 0 },
    );
    renderPage(
      <ResourceContextProvider value="problems">
        <ProblemsPage />
      </ResourceContextProvider>,
      { url: '/problem', path: '/problem', data: { getList } },
    );
    expect(await screen.findByText('Finish photocell blocked')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith('problems', expect.objectContaining({ filter: expect.objectContaining({ state: 'problem' }) }));
    expect(getList).toHaveBeenCalledWith('problems', WITH_COUNTS);
    expect(getList).toHaveBeenCalledTimes(1);
    const severities = await screen.findByTestId('severity-counts');
    expect(severities.querySelector('[data-severity="4"]')?.getAttribute('data-open')).toBe('1');
    expect(severities.textContent).toContain('2');
  });

  it('groups the open problems by installation on demand', async () => {
    const getProblemGroups = vi.fn(async () => ({
      groups: [
        {
          installationId: 'ischgl',
          installationName: 'Ischgl Start',
          problems: 2,
          unacknowledged: 1,
          worstSeverity: 4,
          oldestStartedAt: '2026-11-24T06:40:00.000Z',
          sources: ['zabbix'],
        },
      ],
      truncated: false,
    }));
    renderPage(
      <ResourceContextProvider value="problems">
        <ProblemsPage />
      </ResourceContextProvider>,
      {
        url: '/problem',
        path: '/problem',
        data: { getList: vi.fn(async () => answer([problem('p1', '4', 'Finish photocell blocked')])), getProblemGroups },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'By installation' }));
    expect(await screen.findByText('Ischgl Start')).toBeTruthy();
    await waitFor(() => expect(getProblemGroups).toHaveBeenCalledWith(expect.objectContaining({ state: 'problem' })));
  });

  it('keeps the video-session list to its own source', async () => {
    const getList = vi.fn(async () => answer([problem('p3', '3', 'Video session stuck', 'skimovie')]));
    renderPage(
      <ResourceContextProvider value="problems">
        <SkimovieProblemsPage />
      </ResourceContextProvider>,
      { url: '/problem/skimovie', path: '/problem/skimovie', data: { getList } },
    );
    expect(await screen.findByText('Video session stuck')).toBeTruthy();
    // The counts are of this list, not of every problem: asked with its rows, of its filter.
    expect(getList).toHaveBeenCalledWith(
      'problems',
      expect.objectContaining({ filter: expect.objectContaining({ source: 'skimovie', state: 'problem' }), meta: expect.objectContaining({ embed: ['counts'] }) }),
    );
    const crumbs = await screen.findByTestId('breadcrumbs');
    expect(within(crumbs).getByRole('link', { name: 'Problems' }).getAttribute('href')).toBe('/problem');
  });

  it('filters by a severity from its count, and says how many were raised during maintenance', async () => {
    const getList = vi.fn(async () => answer([problem('p1', '4', 'Finish photocell blocked')], { ...counts, inMaintenance: 3 }));
    renderPage(
      <ResourceContextProvider value="problems">
        <ProblemsPage />
      </ResourceContextProvider>,
      { url: '/problem', path: '/problem', data: { getList } },
    );
    const severities = await screen.findByTestId('severity-counts');
    expect(severities.textContent).toContain('3 during maintenance, not counted');
    fireEvent.click(severities.querySelector('[data-severity="4"]')!);
    // The counts of the narrowed list come with its rows.
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'problems',
        expect.objectContaining({ filter: expect.objectContaining({ severity: '4', state: 'problem' }), meta: expect.objectContaining({ embed: ['counts'] }) }),
      ),
    );
  });

  it('acknowledges the selected problems at once; close and silence only for who may resolve', async () => {
    const triageProblems = vi.fn(async () => ({ total: 2, succeeded: 2, results: [] }));
    const data = {
      getList: vi.fn(async () => answer([problem('p1', '4', 'Finish photocell blocked'), problem('p2', '2', 'Camera offline')])),
      triageProblems,
    };
    const view = renderPage(
      <ResourceContextProvider value="problems">
        <ProblemsPage />
      </ResourceContextProvider>,
      { url: '/problem', path: '/problem', roles: ['firstlevel', 'scope_staff'], data },
    );
    await screen.findByText('Finish photocell blocked');
    fireEvent.click(screen.getAllByRole('checkbox', { name: /select all/i })[0]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Silence' }));
    expect(await screen.findByText('Silence 2 problems?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Acknowledge' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Message' }), { target: { value: 'On it' } });
    fireEvent.click(screen.getByTestId('problem-bulk-run'));
    await waitFor(() => expect(triageProblems).toHaveBeenCalledWith({ ids: ['p1', 'p2'], action: 'acknowledge', message: 'On it' }));
    view.unmount();

    renderPage(
      <ResourceContextProvider value="problems">
        <ProblemsPage />
      </ResourceContextProvider>,
      { url: '/problem', path: '/problem', roles: ['firstlevel', 'scope_customer'], scope: 'customer', data },
    );
    await screen.findByText('Finish photocell blocked');
    fireEvent.click(screen.getAllByRole('checkbox', { name: /select all/i })[0]!);
    expect(await screen.findByRole('button', { name: 'Acknowledge' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Silence' })).toBeNull();
  });
});
