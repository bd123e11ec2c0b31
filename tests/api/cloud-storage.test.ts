import { describe, expect, it } from 'vitest';
import { labelPng } from '../../server/seed/demo/media-files.js';
import { setupApiContext } from '../support/api-context.js';
import { multipart, type Part } from '../support/multipart.js';

const ctx = setupApiContext(['admin', 'firstlevel', 'zerolevel', 'customer']);

const call = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { ...ctx.as[who], 'accept-language': 'en' }, payload });
const upload = async (who: string, folder: string, parts: Part[], replace = false) => {
  const { payload, headers } = await multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/cloudstorage/upload?path=${encodeURIComponent(folder)}${replace ? '&replace=true' : ''}`,
    payload,
    headers: { ...ctx.as[who], ...headers },
  });
};
const list = async (who: string, path = '') => call(who, 'GET', `/api/cloudstorage/list?path=${encodeURIComponent(path)}`);
const text = (name: string, body: string): Part => ({ name: 'file', file: Buffer.from(body), filename: name, type: 'text/plain' });
const auditRows = async (path: string) =>
  (await ctx.testDb.db.query<{ action: string; actor: string }>("select action, actor from audit_log where resource = 'cloudstorage' and record_id = $1 order by id", [path])).rows;

describe('cloud storage', () => {
  it('makes folders, takes several files at once, renames, moves and deletes them, auditing each write', async () => {
    expect((await call('firstlevel', 'POST', '/api/cloudstorage/folder', { name: 'Handbücher' })).statusCode).toBe(201);
    expect((await call('firstlevel', 'POST', '/api/cloudstorage/folder', { path: 'Handbücher', name: 'Kameras' })).statusCode).toBe(201);
    const uploaded = await upload('firstlevel', 'Handbücher', [
      text('Einstellung.txt', 'Kamera 4 m über dem Ziel'),
      { name: 'file', file: await labelPng({ text: 'Ziel', colour: '#333333' }), filename: 'Ziel.png' },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().map((f: { name: string; contentType: string }) => [f.name, f.contentType])).toEqual([
      ['Einstellung.txt', 'text/plain'],
      ['Ziel.png', 'image/png'],
    ]);
    const folder = (await list('zerolevel', 'Handbücher')).json();
    expect(folder.folders).toEqual([{ name: 'Kameras', path: 'Handbücher/Kameras' }]);
    expect(folder.files.map((f: { name: string }) => f.name)).toEqual(['Einstellung.txt', 'Ziel.png']);
    expect(folder.canWrite).toBe(false);
    const picture = folder.files.find((f: { name: string }) => f.name === 'Ziel.png');
    expect((await ctx.app.inject({ method: 'GET', url: picture.url })).headers['content-type']).toBe('image/png');

    expect((await call('firstlevel', 'POST', '/api/cloudstorage/move', { from: 'Handbücher/Ziel.png', to: 'Handbücher/Kameras/Zielbereich.png' })).statusCode).toBe(200);
    expect((await call('firstlevel', 'POST', '/api/cloudstorage/move', { from: 'Handbücher/Kameras/', to: 'Handbücher/Kameras/Innen/' })).json().message).toMatch(
      /cannot move into itself/,
    );
    expect((await call('firstlevel', 'POST', '/api/cloudstorage/move', { from: 'Handbücher/', to: 'Anleitungen/' })).statusCode).toBe(200);
    const moved = (await list('admin', 'Anleitungen/Kameras')).json();
    expect(moved.files.map((f: { name: string }) => f.name)).toEqual(['Zielbereich.png']);
    expect((await list('admin', 'Handbücher')).statusCode).toBe(404);

    const removed = await call('firstlevel', 'DELETE', `/api/cloudstorage?path=${encodeURIComponent('Anleitungen')}&folder=true`);
    expect(removed.json()).toEqual({ deleted: 2 });
    expect((await list('admin')).json().folders.map((f: { name: string }) => f.name)).not.toContain('Anleitungen');
    expect(await auditRows('Handbücher/Einstellung.txt')).toEqual([{ action: 'create', actor: 'demo-firstlevel' }]);
    expect(await auditRows('Anleitungen/')).toEqual([
      { action: 'update', actor: 'demo-firstlevel' },
      { action: 'delete', actor: 'demo-firstlevel' },
    ]);
  });

  it('refuses an existing name unless told to replace it', async () => {
    await upload('firstlevel', '', [text('notes.txt', 'one')]);
    const again = await upload('firstlevel', '', [text('notes.txt', 'two')]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/"notes.txt" exists already/);
    expect((await upload('firstlevel', '', [text('notes.txt', 'two')], true)).statusCode).toBe(201);
    const file = (await list('admin')).json().files.find((f: { name: string }) => f.name === 'notes.txt');
    expect((await ctx.app.inject({ method: 'GET', url: file.url })).body).toBe('two');
  });

  it.each([
    ['../outside.txt', /contains a slash/],
    ['..\\outside.txt', /backslash/],
    ['evil\u2215name.txt', /looks like a slash/],
    ['nul\u0000.txt', /NUL/],
  ])('refuses the file name %j with a 400 that says why, storing nothing', async (name, reason) => {
    const refused = await upload('firstlevel', '', [text(name, 'x')]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(reason);
  });

  it('refuses paths that climb out, are absolute or hide separators', async () => {
    for (const path of ['../data', '/etc', 'a\\b', 'a/\uff0e\uff0e/b']) {
      const refused = await list('admin', path);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('bad_path');
    }
  });

  it('refuses a file whose content contradicts its name', async () => {
    const refused = await upload('firstlevel', '', [text('photo.png', 'just text pretending to be a picture')]);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toMatch(/"photo.png" does not contain image\/png data/);
    const exe = await upload('firstlevel', '', [{ name: 'file', file: await labelPng({ text: 'x', colour: '#000000' }), filename: 'report.pdf' }]);
    expect(exe.json().message).toMatch(/"report.pdf" is image\/png, but its name says application\/pdf/);
    expect((await list('admin')).json().files.map((f: { name: string }) => f.name)).not.toContain('photo.png');
  });

  it("serves an uploaded web page as a download in a sandbox, never as the console's page", async () => {
    await upload('firstlevel', '', [{ name: 'file', file: Buffer.from('<script>alert(1)</script>'), filename: 'page.html', type: 'text/html' }]);
    const file = (await list('admin')).json().files.find((f: { name: string }) => f.name === 'page.html');
    const served = await ctx.app.inject({ method: 'GET', url: file.url });
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
    expect(served.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves a file with the type its bytes have, not the one its name or a rename gives', async () => {
    const png = await labelPng({ text: 'svg?', colour: '#000000' });
    expect((await upload('firstlevel', '', [{ name: 'file', file: png, filename: 'evil.svg', type: 'image/svg+xml' }])).statusCode).toBe(201);
    const files = async () => (await list('admin')).json().files as Array<{ name: string; url: string }>;
    const served = async (name: string) => ctx.app.inject({ method: 'GET', url: (await files()).find((f) => f.name === name)!.url });
    expect((await served('evil.svg')).headers['content-type']).toBe('image/png');

    await upload('firstlevel', '', [text('note.txt', '<html><body><script>alert(1)</script></body></html>')]);
    const toPdf = await call('firstlevel', 'POST', '/api/cloudstorage/move', { from: 'note.txt', to: 'note.pdf' });
    expect(toPdf.statusCode).toBe(415);
    expect(toPdf.json().message).toMatch(/"note.pdf" does not contain application\/pdf data/);
    expect((await call('firstlevel', 'POST', '/api/cloudstorage/move', { from: 'note.txt', to: 'note.html' })).statusCode).toBe(200);
    const page = await served('note.html');
    expect(page.headers['content-type']).toBe('application/octet-stream');
    expect(page.headers['content-disposition']).toMatch(/^attachment/);
    expect(page.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect((await call('firstlevel', 'POST', '/api/cloudstorage/move', { from: 'evil.svg', to: 'evil.pdf' })).json().message).toMatch(
      /"evil.pdf" is image\/png, but its name says application\/pdf/,
    );
  });

  it("shows customer staff their customers' folders only, read-only", async () => {
    await call('admin', 'POST', '/api/cloudstorage/folder', { name: 'customers' });
    for (const customer of ['cust-silvretta', 'cust-zugspitze']) {
      await call('admin', 'POST', '/api/cloudstorage/folder', { path: 'customers', name: customer });
      await upload('admin', `customers/${customer}`, [text('report.txt', `for ${customer}`)]);
    }
    const root = (await list('customer')).json();
    const { rows: customers } = await ctx.testDb.db.query<{ id: string; name: string }>("select id, name from customers where id in ('cust-silvretta', 'cust-matterhorn')");
    const nameOf = (id: string) => customers.find((c) => c.id === id)!.name;
    // Their two customers' folders (the demo data made the second one), each called by its customer's name; never another customer's.
    expect(root.folders).toEqual([
      { name: 'cust-silvretta', path: 'customers/cust-silvretta', title: nameOf('cust-silvretta') },
      { name: 'cust-matterhorn', path: 'customers/cust-matterhorn', title: nameOf('cust-matterhorn') },
    ]);
    expect(nameOf('cust-silvretta')).not.toBe('cust-silvretta');
    // Inside, the page still knows what to call the folder it is in.
    expect((await list('customer', 'customers/cust-silvretta')).json().titles).toEqual({ 'customers/cust-silvretta': nameOf('cust-silvretta') });
    expect(root.canWrite).toBe(false);
    expect((await list('customer', 'customers/cust-silvretta')).json().files.map((f: { name: string }) => f.name)).toContain('report.txt');
    expect((await list('customer', 'customers/cust-zugspitze')).statusCode).toBe(404);
    expect((await list('customer', 'customers')).statusCode).toBe(404);
    expect((await upload('customer', 'customers/cust-silvretta', [text('mine.txt', 'x')])).statusCode).toBe(403);
    expect((await call('zerolevel', 'DELETE', '/api/cloudstorage?path=notes.txt')).statusCode).toBe(403);
  });

  it('searches every folder the caller may read by name, case aside: staff the whole store, customer staff their customers’ folders only', async () => {
    await call('admin', 'POST', '/api/cloudstorage/folder', { name: 'season-2027' });
    await call('admin', 'POST', '/api/cloudstorage/folder', { path: 'season-2027', name: 'Lift-Plans' });
    await upload('admin', 'season-2027/Lift-Plans', [text('lift-report.txt', 'deep')]);
    await call('admin', 'POST', '/api/cloudstorage/folder', { name: 'customers' });
    for (const customer of ['cust-silvretta', 'cust-zugspitze']) {
      await call('admin', 'POST', '/api/cloudstorage/folder', { path: 'customers', name: customer });
      await upload('admin', `customers/${customer}`, [text(`lift-invoice-${customer}.txt`, customer)]);
    }
    const search = async (who: string, q: string) => {
      const response = await call(who, 'GET', `/api/cloudstorage/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        titles: Record<string, string>;
        folders: Array<{ name: string; path: string }>;
        files: Array<{ path: string; url: string }>;
        truncated: boolean;
      };
    };
    const staff = await search('zerolevel', 'LIFT');
    // An empty folder is found by its name too; folders first, then files, in path order.
    expect(staff.folders).toEqual([{ name: 'Lift-Plans', path: 'season-2027/Lift-Plans' }]);
    expect(staff.files.map((f) => f.path)).toEqual([
      'customers/cust-silvretta/lift-invoice-cust-silvretta.txt',
      'customers/cust-zugspitze/lift-invoice-cust-zugspitze.txt',
      'season-2027/Lift-Plans/lift-report.txt',
    ]);
    expect(staff.files[0]!.url).toMatch(/^\/api\/files\//);
    expect(staff.truncated).toBe(false);
    const customer = await search('customer', 'lift');
    expect(customer.folders).toEqual([]);
    expect(Object.keys(customer.titles)).toEqual(['customers/cust-silvretta']);
    expect(customer.files.map((f) => f.path)).toEqual(['customers/cust-silvretta/lift-invoice-cust-silvretta.txt']);
    const missing = await call('customer', 'GET', '/api/cloudstorage/search?q=%20');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/q/);
  });

  it('says when a search matched more than it answers', async () => {
    await call('admin', 'POST', '/api/cloudstorage/folder', { name: 'many' });
    // Ten files to a request, the upload's own limit.
    for (let batch = 0; batch < 205; batch += 10) {
      const names = Array.from({ length: Math.min(10, 205 - batch) }, (_, i) => `bulk-${String(batch + i).padStart(3, '0')}.txt`);
      expect(
        (
          await upload(
            'admin',
            'many',
            names.map((name) => text(name, 'x')),
          )
        ).statusCode,
      ).toBe(201);
    }
    const answer = (await call('admin', 'GET', '/api/cloudstorage/search?q=bulk-')).json();
    expect(answer.files).toHaveLength(200);
    expect(answer.files[0].path).toBe('many/bulk-000.txt');
    expect(answer.truncated).toBe(true);
  });
});
