import { describe, expect, it } from 'vitest';
import { setupApiContext } from '../support/api-context.js';

const ctx = setupApiContext(['admin', 'firstlevel', 'secondlevel', 'zerolevel', 'customer', 'projects']);
const as = ctx.as;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: { ...as[who], 'accept-language': 'en' }, payload: payload as object | undefined });
const inbox = async (who: string) => (await call('GET', '/api/inbox', who)).json() as Array<{ id: string; readAt: string | null; pinned: boolean }>;
const unread = async (who: string) => ((await call('GET', '/api/inbox/unread-count', who)).json() as { count: number }).count;
const noteCount = async () => (await ctx.testDb.db.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]!.n;

describe("the demo's notes", () => {
  it('give admin an inbox: a note to the admins unread, in Markdown, and one to them by name already read', async () => {
    const notes = (await call('GET', '/api/inbox', 'admin')).json() as Array<{ text: string; readAt: string | null; authorName?: string }>;
    const toRole = notes.find((n) => n.text.includes('**VPN password**'));
    const toName = notes.find((n) => n.text.includes('second console account'));
    expect(toRole?.readAt).toBeNull();
    expect(toName?.readAt).toEqual(expect.any(String));
    expect(await unread('admin')).toBeGreaterThanOrEqual(1);
  });
});

describe('writing notes', () => {
  it('takes the author from the token and refuses an author in the body', async () => {
    const created = await call('POST', '/api/notes', 'firstlevel', { text: 'Lane 3 camera rebooted', category: 'handover', recipientRoles: ['secondlevel'] });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ authorId: 'demo-firstlevel', authorName: 'Felix First' });
    const before = await noteCount();
    const forged = await call('POST', '/api/notes', 'firstlevel', { text: 'Forged', category: 'handover', authorId: 'demo-admin', authorName: 'Anna Admin' });
    expect(forged.statusCode).toBe(400);
    expect(Object.keys(forged.json().errors).sort()).toEqual(['authorId', 'authorName']);
    // An update cannot move the authorship either: read-only fields are ignored.
    const note = created.json();
    const updated = await call('PUT', `/api/notes/${note.id}`, 'firstlevel', { ...note, authorId: 'demo-admin', text: 'Lane 3 camera rebooted twice' });
    expect(updated.json()).toMatchObject({ authorId: 'demo-firstlevel', version: 2 });
    expect(await noteCount()).toBe(before);
  });

  it('refuses an empty or whitespace-only text with "please enter some text", storing nothing', async () => {
    const before = await noteCount();
    for (const text of ['', '   \n\t ', null]) {
      const response = await call('POST', '/api/notes', 'firstlevel', { text, category: 'information' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ text: 'please enter some text' });
    }
    const german = await ctx.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: { ...as.firstlevel, 'accept-language': 'de' },
      payload: { text: ' ', category: 'information' },
    });
    expect(german.json().errors.text).toBe('Bitte etwas Text eingeben');
    expect(await noteCount()).toBe(before);
  });

  it('lets only the author or an admin edit and delete, with stale versions refused', async () => {
    const note = (await call('POST', '/api/notes', 'firstlevel', { text: 'Mine', category: 'information' })).json();
    expect((await call('PUT', `/api/notes/${note.id}`, 'secondlevel', { ...note, text: 'Theirs' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/notes/${note.id}`, 'secondlevel')).statusCode).toBe(403);
    const edited = await call('PUT', `/api/notes/${note.id}`, 'admin', { ...note, text: 'Mine, corrected by admin' });
    expect(edited.statusCode).toBe(200);
    const stale = await call('PUT', `/api/notes/${note.id}`, 'firstlevel', { ...note, text: 'Mine again' });
    expect(stale.statusCode).toBe(409);
    const history = (await call('GET', `/api/notes/${note.id}/history`, 'firstlevel')).json();
    expect(history.map((h: { action: string; actor: string }) => [h.action, h.actor])).toEqual([
      ['update', 'demo-admin'],
      ['create', 'demo-firstlevel'],
    ]);
    expect((await call('DELETE', `/api/notes/${note.id}`, 'firstlevel')).statusCode).toBe(200);
  });

  it('keeps zerolevel read-only', async () => {
    expect((await call('POST', '/api/notes', 'zerolevel', { text: 'Hello', category: 'information' })).statusCode).toBe(403);
    expect((await call('GET', '/api/notes', 'zerolevel')).statusCode).toBe(200);
  });

  it('lists pinned notes first whatever the sort', async () => {
    const notes = (await call('GET', `/api/notes?sort=${encodeURIComponent('["createdAt","ASC"]')}`, 'admin')).json() as Array<{ pinned: boolean }>;
    const firstUnpinned = notes.findIndex((n) => !n.pinned);
    expect(firstUnpinned).toBeGreaterThan(0);
    expect(notes.slice(firstUnpinned).every((n) => !n.pinned)).toBe(true);
  });
});

describe('inbox and read state', () => {
  it('puts a note into the inbox of the named person and of every holder of the named roles, unread first', async () => {
    const note = (
      await call('POST', '/api/notes', 'projects', {
        text: 'Check the finish photocell',
        category: 'incident',
        recipientRoles: ['secondlevel'],
        recipientUsers: ['demo-firstlevel'],
      })
    ).json();
    expect((await inbox('secondlevel')).map((n) => n.id)).toContain(note.id);
    expect((await inbox('firstlevel')).map((n) => n.id)).toContain(note.id);
    expect((await inbox('zerolevel')).map((n) => n.id)).not.toContain(note.id);
    const list = await inbox('secondlevel');
    const firstRead = list.findIndex((n) => n.readAt);
    expect(list.slice(0, firstRead === -1 ? list.length : firstRead).every((n) => !n.readAt)).toBe(true);
  });

  it('keeps read state per recipient and counts unread notes correctly after read and unread', async () => {
    const note = (await call('POST', '/api/notes', 'admin', { text: 'Two readers', category: 'information', recipientRoles: ['firstlevel', 'secondlevel'] })).json();
    const [first, second] = [await unread('firstlevel'), await unread('secondlevel')];
    expect((await call('PUT', `/api/notes/${note.id}/read`, 'firstlevel')).json()).toEqual({ id: note.id, read: true });
    expect(await unread('firstlevel')).toBe(first - 1);
    expect(await unread('secondlevel')).toBe(second);
    expect((await inbox('firstlevel')).find((n) => n.id === note.id)!.readAt).toBeTruthy();
    expect((await inbox('secondlevel')).find((n) => n.id === note.id)!.readAt).toBeNull();
    // Reading twice changes nothing; unread brings it back.
    await call('PUT', `/api/notes/${note.id}/read`, 'firstlevel');
    expect(await unread('firstlevel')).toBe(first - 1);
    await call('DELETE', `/api/notes/${note.id}/read`, 'firstlevel');
    expect(await unread('firstlevel')).toBe(first);
    expect((await call('PUT', `/api/notes/${note.id}/read`, 'zerolevel')).statusCode).toBe(409);
  });

  it('shows the author who has read a note in the outbox', async () => {
    const note = (await call('POST', '/api/notes', 'projects', { text: 'Outbox check', category: 'information', recipientRoles: ['secondlevel'] })).json();
    await call('PUT', `/api/notes/${note.id}/read`, 'secondlevel');
    const outbox = (await call('GET', '/api/outbox', 'projects')).json() as Array<{ id: string; reads: Array<{ subject: string; name: string; readAt: string }> }>;
    expect(outbox.find((n) => n.id === note.id)!.reads).toEqual([{ subject: 'demo-secondlevel', name: 'Sven Second', readAt: expect.any(String) }]);
    expect((await call('GET', '/api/outbox', 'secondlevel')).json().some((n: { id: string }) => n.id === note.id)).toBe(false);
  });
});

describe('notes of customer users', () => {
  it('cannot read notes outside their customers, nor write or address outside them', async () => {
    const [otherInstallation] = (await call('GET', `/api/installations?filter=${encodeURIComponent('{"customerId":"cust-soelden"}')}`, 'admin')).json();
    const hidden = (
      await call('POST', '/api/notes', 'admin', { text: 'Internal about Sölden', category: 'information', installationId: otherInstallation.id, recipientRoles: ['firstlevel'] })
    ).json();
    const internal = (await call('POST', '/api/notes', 'admin', { text: 'Staff only', category: 'information', recipientRoles: ['firstlevel'] })).json();
    const visible = (await call('GET', '/api/notes?range=[0,999]', 'customer')).json() as Array<{ id: string; installationId: string }>;
    expect(visible.map((n) => n.id)).not.toContain(hidden.id);
    expect(visible.map((n) => n.id)).not.toContain(internal.id);
    expect((await call('GET', `/api/notes/${hidden.id}`, 'customer')).statusCode).toBe(404);
    // The customer user holds the firstlevel role, but the inbox stays inside their customers.
    expect((await inbox('customer')).map((n) => n.id)).not.toContain(hidden.id);
    expect((await call('PUT', `/api/notes/${hidden.id}/read`, 'customer')).statusCode).toBe(404);

    const addressedAway = await call('POST', '/api/notes', 'customer', { text: 'Hi', category: 'customerRequest', installationId: otherInstallation.id });
    expect(addressedAway.statusCode).toBe(400);
    expect(addressedAway.json().errors.installationId).toMatch(/Unknown or inaccessible/);
    const withoutInstallation = await call('POST', '/api/notes', 'customer', { text: 'Hi', category: 'customerRequest' });
    expect(withoutInstallation.statusCode).toBe(403);
    const toStaffUser = await call('POST', '/api/notes', 'customer', {
      text: 'Hi',
      category: 'customerRequest',
      installationId: visible[0]!.installationId,
      recipientUsers: ['demo-admin'],
    });
    expect(toStaffUser.statusCode).toBe(400);
  });

  it('read only the notes shared with them, and their own, of their installations: staff notes stay internal', async () => {
    const [mine] = (await call('GET', `/api/installations?range=${encodeURIComponent('[0,0]')}`, 'customer')).json() as Array<{ id: string }>;
    const about = { category: 'information', installationId: mine!.id, recipientRoles: ['firstlevel'] };
    const internal = (await call('POST', '/api/notes', 'secondlevel', { ...about, text: 'Internal: image two versions behind' })).json();
    const shared = (await call('POST', '/api/notes', 'secondlevel', { ...about, text: 'Technician on site at 09:30', sharedWithCustomer: true })).json();
    const own = await call('POST', '/api/notes', 'customer', { text: 'Display still wrong', category: 'customerRequest', installationId: mine!.id });
    expect(own.statusCode, own.body).toBe(201);
    const visible = (
      (await call('GET', `/api/notes?range=[0,999]&filter=${encodeURIComponent(JSON.stringify({ installationId: mine!.id }))}`, 'customer')).json() as Array<{ id: string }>
    ).map((n) => n.id);
    expect(visible).toContain(shared.id);
    expect(visible).toContain(own.json().id);
    expect(visible).not.toContain(internal.id);
    expect((await call('GET', `/api/notes/${internal.id}`, 'customer')).statusCode).toBe(404);
    expect((await inbox('customer')).map((n) => n.id)).not.toContain(internal.id);
    expect((await inbox('customer')).map((n) => n.id)).toContain(shared.id);
    // Staff see both.
    const staff = (
      (await call('GET', `/api/notes?range=[0,999]&filter=${encodeURIComponent(JSON.stringify({ installationId: mine!.id }))}`, 'firstlevel')).json() as Array<{ id: string }>
    ).map((n) => n.id);
    expect(staff).toEqual(expect.arrayContaining([internal.id, shared.id, own.json().id]));
  });
});
