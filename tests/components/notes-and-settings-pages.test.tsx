import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ApplicationInfoPage from '@custom-pages/administration/ApplicationInfoPage';
import ApplicationSettingsPage from '@custom-pages/administration/ApplicationSettingsPage';
import InboxPage from '@custom-pages/notes/InboxPage';
import OutboxPage from '@custom-pages/notes/OutboxPage';
import { renderPage, routeFor } from './page-harness';

const note = (id: string, text: string, readAt: string | null) => ({
  id,
  text,
  authorName: 'Felix First',
  authorId: 'firstlevel',
  createdAt: '2026-11-24T06:30:00.000Z',
  recipientUsers: [],
  recipientRoles: ['firstlevel'],
  pinned: false,
  readAt,
});

describe('the inbox', () => {
  it('lists the notes as the server orders them, unread marked, and leaves an already read note alone', async () => {
    const setNoteRead = vi.fn(async () => {});
    renderPage(<InboxPage route={routeFor('/inbox/:noteId?', 'inbox')} />, {
      url: '/inbox/n1',
      path: '/inbox/:noteId?',
      data: {
        getInbox: vi.fn(async () => [note('n2', 'Zermatt finish line camera replaced', null), note('n1', 'Ischgl lift 3 closed today', '2026-11-24T07:00:00.000Z')]),
        setNoteRead,
      },
    });
    const list = await screen.findByTestId('inbox-list');
    const items = within(list).getAllByRole('button');
    expect(items.map((i) => i.getAttribute('data-unread'))).toEqual(['true', 'false']);
    expect(items[0]!.textContent).toContain('Zermatt finish line camera replaced');
    await new Promise((r) => setTimeout(r, 50));
    expect(setNoteRead).not.toHaveBeenCalled();
  });

  it('marks an unread note read when it is opened', async () => {
    const setNoteRead = vi.fn(async () => {});
    renderPage(<InboxPage route={routeFor('/inbox/:noteId?', 'inbox')} />, {
      url: '/inbox/n2',
      path: '/inbox/:noteId?',
      data: { getInbox: vi.fn(async () => [note('n2', 'Zermatt finish line camera replaced', null)]), setNoteRead },
    });
    await waitFor(() => expect(setNoteRead).toHaveBeenCalledWith({ id: 'n2', read: true }));
    expect(setNoteRead).toHaveBeenCalledTimes(1);
  });

  it('keeps an open note unread when the reader marks it unread, instead of marking it read again', async () => {
    let readAt: string | null = '2026-11-24T07:00:00.000Z';
    const setNoteRead = vi.fn(async ({ read }: { id: string; read: boolean }) => {
      readAt = read ? '2026-11-24T08:00:00.000Z' : null;
    });
    renderPage(<InboxPage route={routeFor('/inbox/:noteId?', 'inbox')} />, {
      url: '/inbox/n1',
      path: '/inbox/:noteId?',
      data: { getInbox: vi.fn(async () => [note('n1', 'Ischgl lift 3 closed today', readAt)]), setNoteRead },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as unread' }));
    await screen.findByRole('button', { name: 'Mark as read' });
    await new Promise((r) => setTimeout(r, 100));
    expect(setNoteRead.mock.calls).toEqual([[{ id: 'n1', read: false }]]);
    expect(screen.getByRole('button', { name: 'Mark as read' })).toBeTruthy();
  });

  it('says so when nothing is addressed to me', async () => {
    renderPage(<InboxPage route={routeFor('/inbox/:noteId?', 'inbox')} />, { url: '/inbox', path: '/inbox/:noteId?', data: { getInbox: vi.fn(async () => []) } });
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe('the outbox', () => {
  it('shows each note I wrote with who has read it', async () => {
    renderPage(<OutboxPage route={routeFor('/outbox', 'outbox')} />, {
      url: '/outbox',
      path: '/outbox',
      data: {
        getOutbox: vi.fn(async () => [
          { ...note('n3', 'Check the Sölden terminal printer', null), reads: [{ subject: 'secondlevel', name: 'Sina Second', readAt: '2026-11-24T07:10:00.000Z' }] },
        ]),
      },
    });
    expect(await screen.findByText(/Check the Sölden terminal printer/)).toBeTruthy();
    expect(await screen.findByText(/Sina Second/)).toBeTruthy();
  });
});

describe('the application pages', () => {
  it('shows the version, database, migrations and broker of the running server', async () => {
    renderPage(<ApplicationInfoPage route={routeFor('/applicationinfo', 'applicationinfo')} />, {
      url: '/applicationinfo',
      path: '/applicationinfo',
      http: {
        '/application-info': {
          version: '1.3.123',
          environment: 'staging',
          serverBuild: { mode: 'demo', node: 'v24.21.0', startedAt: '2026-11-24T06:00:00.000Z' },
          database: { kind: 'postgres', migrations: { state: 'applied', applied: ['0010_integer_defaults'], pending: [] } },
          identityProvider: { issuer: 'https://login.example.com/realms/gondola', embedded: false },
          broker: { embedded: false, url: 'mqtts://broker.example.com:8883' },
        },
      },
    });
    const facts = await screen.findByTestId('application-info');
    await within(facts).findByText('1.3.123');
    expect(facts.textContent).toContain('PostgreSQL');
    expect(facts.textContent).toContain('0010_integer_defaults');
    expect(facts.textContent).toContain('mqtts://broker.example.com:8883');
  });

  it('switches maintenance mode only after confirmation, with the version it was shown', async () => {
    const { http } = renderPage(<ApplicationSettingsPage route={routeFor('/applicationsettings', 'applicationsettings', { capability: 'admin.manage' })} />, {
      url: '/applicationsettings',
      path: '/applicationsettings',
      http: {
        '/application-settings': [
          { key: 'maintenanceMode', value: false, version: 3, updatedAt: '2026-11-24T06:00:00.000Z', updatedBy: 'Ada Admin' },
          { key: 'monitoringMode', value: true, version: 1, updatedAt: '2026-11-24T06:00:00.000Z', updatedBy: null },
        ],
      },
    });
    const switches = await screen.findAllByRole('switch');
    fireEvent.click(switches[0]!);
    expect(http.put).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /Confirm/ }));
    await waitFor(() => expect(http.put).toHaveBeenCalledWith('/application-settings/maintenanceMode', { value: true, version: 3 }));
  });
});
