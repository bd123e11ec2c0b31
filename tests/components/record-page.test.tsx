import { screen } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import worklogs from '@resources/worklogs';
import { ResourceShow } from '@src/resource-screens/ResourceShow';
import { storedRecord } from '../support/sample-values';
import { renderPage } from './page-harness';

describe('a record stamped with its author names that person once on its page', () => {
  const worklog = { ...storedRecord(worklogs), id: 'w1', employeeId: 'u-anna', employeeName: 'Anna Berger', description: 'Replaced the finish camera' };
  const show = (roles: string[]) =>
    renderPage(
      <ResourceContextProvider value="worklogs">
        <ResourceShow def={worklogs} id="w1" />
      </ResourceContextProvider>,
      {
        url: '/worklogs/w1/show',
        path: '/worklogs/:id/show',
        roles,
        language: 'en',
        data: { getOne: vi.fn(async () => ({ data: worklog })), getMany: vi.fn(async () => ({ data: [{ id: 'u-anna', name: 'Anna Berger (account)' }] })) },
      },
    );

  it('by the linked account for whom may read accounts', async () => {
    show(['admin', 'scope_staff']);
    expect(await screen.findByText('Anna Berger (account)')).toBeTruthy();
    expect(screen.getAllByText('Employee')).toHaveLength(1);
    expect(screen.queryByText('Anna Berger')).toBeNull();
  });

  it('by the name stamped on the worklog for whom may only name accounts', async () => {
    show(['zerolevel', 'scope_staff']);
    expect(await screen.findByText('Anna Berger')).toBeTruthy();
    expect(screen.getAllByText('Employee')).toHaveLength(1);
  });
});
