import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ProblemCards } from '@custom-pages/problems/ProblemCards';
import { seedReferences } from '@src/data/seed-references';
import { renderPage } from './page-harness';

const problem = (id: string, installationId: string) => ({ id, name: `Problem ${id}`, severity: '4', acknowledged: false, installationId, startedAt: '2026-11-30T08:00:00Z' });

const renderCards = (queryClient: QueryClient, getMany = vi.fn(async () => ({ data: [{ id: 'arosa-video-2', name: 'Arosa Video' }] }))) => {
  const list = { data: [problem('p1', 'ischgl-start-finish-1'), problem('p2', 'arosa-video-2')], isPending: false, total: 2 } as unknown as ListControllerResult;
  renderPage(
    <ListContextProvider value={list}>
      <ProblemCards />
    </ListContextProvider>,
    { url: '/problem', path: '/problem', data: { getMany }, queryClient },
  );
  return getMany;
};

describe('the problem cards on a phone', () => {
  it('name the installations the list page embedded without asking for them, and ask only for the others', async () => {
    const queryClient = new QueryClient();
    seedReferences(queryClient, { installations: [{ id: 'ischgl-start-finish-1', name: 'Ischgl Start' }] });
    const getMany = renderCards(queryClient);
    expect(await screen.findByText(/Ischgl Start/)).toBeTruthy();
    expect(await screen.findByText(/Arosa Video/)).toBeTruthy();
    expect(getMany).toHaveBeenCalledTimes(1);
    expect(getMany).toHaveBeenCalledWith('installations', expect.objectContaining({ ids: ['arosa-video-2'] }));
  });
});
