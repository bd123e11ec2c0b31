import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import type { Database } from '../../server/db/database.js';
import { formatVaultKey, newVaultKey } from '../../server/modules/login-data/vault-crypto.js';
import { Vault, VaultKeyError } from '../../server/modules/login-data/vault.js';
import { setupApiContext } from '../support/api-context.js';
import { openMigratedPgliteAt } from '../support/test-db.js';
import { testConfig } from '../support/test-config.js';
import { bearer, tokenFactory } from '../support/tokens.js';

const ctx = setupApiContext(['admin', 'secondlevel', 'firstlevel', 'zerolevel', 'moderation', 'customer']);
const PASSWORD = 'Pw-for-the-vault-7f3c9a';
const SEED = 'JBSWY3DPEHPK3PXP';

async function createEntry(host = 'router.soelden.example', as = 'secondlevel') {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/login-data', headers: ctx.as[as], payload: { system: 'router', host, username: 'admin' } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; version: number };
}

const setSecret = (id: string, payload: object, as = 'secondlevel') => ctx.app.inject({ method: 'PUT', url: `/api/login-data/${id}/secret`, headers: ctx.as[as], payload });
const reveal = (id: string, reason: string, as = 'secondlevel') =>
  ctx.app.inject({ method: 'POST', url: `/api/login-data/${id}/reveal`, headers: ctx.as[as], payload: { reason } });

describe('the login data vault', () => {
  it('holds the demo’s logins with their secrets sealed, written once, revealed with a reason', async () => {
    const demo = (
      await ctx.testDb.db.query<{ id: string; system: string; password_set: boolean; totp_set: boolean }>(
        `select id, system, password_set, totp_set from login_data where created_by = 'system:demo-seed' order by host`,
      )
    ).rows;
    expect(demo.map((e) => e.system).sort()).toEqual(['camera', 'cloudAccount', 'router', 'vpn']);
    expect(demo.every((e) => e.password_set)).toBe(true);
    expect(
      demo
        .filter((e) => e.totp_set)
        .map((e) => e.system)
        .sort(),
    ).toEqual(['cloudAccount', 'vpn']);
    // A second start of the app finds them and writes nothing again.
    const again = await buildApp({ config: testConfig(), db: ctx.testDb.db, logger: false, storage: ctx.testDb.storage });
    await again.ready();
    await again.close();
    expect((await ctx.testDb.db.query(`select id from login_data where created_by = 'system:demo-seed'`)).rows).toHaveLength(4);
    const router = demo.find((e) => e.system === 'router')!;
    const shown = await reveal(router.id, 'Demo: checking the router');
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().password).toBe('Demo-Router-4711');
  });

  it('stores a password encrypted and never answers it in a list, a read or a history', async () => {
    const entry = await createEntry();
    const stored = await setSecret(entry.id, { password: PASSWORD });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toMatchObject({ passwordSet: true, totpSet: false });
    for (const url of ['/api/login-data', `/api/login-data/${entry.id}`, `/api/login-data/${entry.id}/history`]) {
      const response = await ctx.app.inject({ url, headers: ctx.as.admin });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(PASSWORD);
    }
    const { rows } = await ctx.testDb.db.query<{ text: string }>(`select coalesce(string_agg(t::text, ''), '') as text from login_data_secrets t`);
    expect(rows[0]!.text).not.toContain(PASSWORD);
    const audit = await ctx.testDb.db.query<{ text: string }>(`select coalesce(string_agg(a::text, ''), '') as text from audit_log a`);
    expect(audit.rows[0]!.text).not.toContain(PASSWORD);
  });

  it('reveals it with a reason, once per call, writing who, which entry, why and from where', async () => {
    const entry = await createEntry('vpn.ischgl.example');
    await setSecret(entry.id, { password: PASSWORD });
    const refused = await reveal(entry.id, '');
    expect(refused.statusCode).toBe(400);
    // Three characters that do not show are no reason.
    for (const invisible of ['\u200b\u200b\u200b', '\u2060\u00ad\ufe0f', 'a\u200b\u200b\u00a0']) {
      const hidden = await reveal(entry.id, invisible);
      expect(hidden.statusCode, JSON.stringify(invisible)).toBe(400);
      expect(hidden.json().errors.reason).toMatch(/3 visible characters/);
    }
    const shown = await ctx.app.inject({
      method: 'POST',
      url: `/api/login-data/${entry.id}/reveal`,
      headers: ctx.as.secondlevel,
      payload: { reason: 'Camera 2 offline, router check' },
      remoteAddress: '198.51.100.23',
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({ password: PASSWORD, totp: null, hideAfterSeconds: 30 });
    expect(shown.headers['cache-control']).toBe('no-store');
    const { rows } = await ctx.testDb.db.query<{ actor: string; changes: Record<string, { after: unknown }> }>(
      `select actor, changes from audit_log where resource = 'login-data' and record_id = $1 and action = 'reveal'`,
      [entry.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor: 'demo-secondlevel',
      changes: { reason: { after: 'Camera 2 offline, router check' }, address: { after: '198.51.100.23' }, shown: { after: ['password'] } },
    });
    expect(JSON.stringify(rows[0])).not.toContain(PASSWORD);
  });

  it('shows the current one-time code of a TOTP entry instead of its seed', async () => {
    const entry = await createEntry('cloud.example');
    expect((await setSecret(entry.id, { totpSecret: 'jbsw y3dp ehpk 3pxp' })).json()).toMatchObject({ totpSet: true });
    const answer = (await reveal(entry.id, 'sign in to the cloud account')).json();
    const expected = new TOTP({ secret: Secret.fromBase32(SEED), digits: 6, period: 30 }).generate();
    expect(answer.totp.code).toBe(expected);
    expect(answer.totp.remainingSeconds).toBeGreaterThan(0);
    expect(JSON.stringify(answer)).not.toContain(SEED);
    expect((await setSecret(entry.id, { totpSecret: 'not base32!' })).statusCode).toBe(400);
  });

  it('keeps a part that is left out, removes one sent as null, and audits which part changed without its value', async () => {
    const entry = await createEntry('terminal.example');
    await setSecret(entry.id, { password: PASSWORD, totpSecret: SEED });
    await setSecret(entry.id, { totpSecret: null });
    const answer = (await reveal(entry.id, 'check the terminal')).json();
    expect(answer).toMatchObject({ password: PASSWORD, totp: null });
    const { rows } = await ctx.testDb.db.query<{ changes: object }>(`select changes from audit_log where record_id = $1 and action = 'update' order by id`, [entry.id]);
    expect(rows.map((r) => Object.keys(r.changes).sort())).toEqual([['password', 'totpSecret'], ['totpSecret']]);
  });

  it('lets read-only roles see entries without secrets, reveals only to second level and admins, and hides the vault from customers', async () => {
    const entry = await createEntry('camera.example');
    await setSecret(entry.id, { password: PASSWORD });
    for (const user of ['zerolevel', 'firstlevel']) {
      expect((await ctx.app.inject({ url: `/api/login-data/${entry.id}`, headers: ctx.as[user] })).statusCode, user).toBe(200);
      expect((await reveal(entry.id, 'curious', user)).statusCode, user).toBe(403);
    }
    for (const user of ['moderation', 'customer']) expect((await ctx.app.inject({ url: '/api/login-data', headers: ctx.as[user] })).statusCode, user).toBe(403);
    expect((await reveal(entry.id, 'curious', 'customer')).statusCode).toBe(403);
    expect((await reveal(entry.id, 'needed for a restore', 'admin')).statusCode).toBe(200);
    expect((await setSecret(entry.id, { password: 'x' }, 'firstlevel')).statusCode).toBe(403);
  });

  it('refuses a tampered ciphertext instead of revealing garbage', async () => {
    const entry = await createEntry('server.example');
    await setSecret(entry.id, { password: PASSWORD });
    await ctx.testDb.db.query(
      `update login_data_secrets set envelope = jsonb_set(envelope, '{data}', to_jsonb(translate(envelope->>'data', 'ABCabc', 'BCAbca'))) where entry_id = $1`,
      [entry.id],
    );
    const answer = await reveal(entry.id, 'after the tamper');
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toMatch(/does not authenticate/);
  });

  it('lists the audit with its filters, and as a CSV with translated headers', async () => {
    const entry = await createEntry('audit.example');
    await setSecret(entry.id, { password: PASSWORD });
    await reveal(entry.id, 'audit listing check');
    const listed = await ctx.app.inject({ url: `/api/login-data-audit?entryId=${entry.id}`, headers: ctx.as.admin });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().map((r: { action: string }) => r.action)).toEqual(['reveal', 'update', 'create']);
    expect(listed.headers['content-range']).toBe('login-data-audit 0-2/3');
    expect((await ctx.app.inject({ url: `/api/login-data-audit?actor=demo-admin&entryId=${entry.id}`, headers: ctx.as.admin })).json()).toEqual([]);
    expect((await ctx.app.inject({ url: '/api/login-data-audit', headers: ctx.as.secondlevel })).statusCode).toBe(403);
    const csv = await ctx.app.inject({ url: `/api/login-data-audit/csv?entryId=${entry.id}`, headers: { ...ctx.as.admin, 'accept-language': 'de' } });
    expect(csv.body.split('\r\n')[0]).toBe('Wann,Benutzer,Aktion,Eintrag,URL oder Host,Installation,Grund,Adresse,Geändert');
    expect(csv.body).toContain('audit listing check');
    expect(csv.body).not.toContain(PASSWORD);
  });
});

describe('vault keys', () => {
  it('re-wraps every entry under a new key with npm run vault:rotate, and every entry stays readable', async () => {
    const first = newVaultKey('2026-10');
    const second = newVaultKey('2026-11');
    const base = testConfig();
    const config = { ...base, vault: { key: first, oldKeys: [] } };
    const app = await buildApp({ config, db: ctx.testDb.db, logger: false });
    const tokens = await tokenFactory(config);
    const headers = bearer(await tokens.for('secondlevel'));
    const ids: string[] = [];
    try {
      for (const host of ['a.rotate.example', 'b.rotate.example']) {
        const created = await app.inject({ method: 'POST', url: '/api/login-data', headers, payload: { system: 'server', host } });
        ids.push(created.json().id);
        await app.inject({ method: 'PUT', url: `/api/login-data/${created.json().id}/secret`, headers, payload: { password: `${host}-pw` } });
      }
    } finally {
      await app.close();
    }
    // The other test apps' entries are under other keys: rotate what this key wrote.
    const vault = await Vault.start(ctx.testDb.db, { ...config, vault: { key: second, oldKeys: [first] } });
    await vault.rotate();
    const { rows } = await ctx.testDb.db.query<{ key_id: string }>('select key_id from login_data_secrets where entry_id = any($1::text[])', [ids]);
    expect(rows.map((r) => r.key_id)).toEqual(['2026-11', '2026-11']);
    const after = await buildApp({ config: { ...config, vault: { key: second, oldKeys: [] } }, db: ctx.testDb.db, logger: false });
    try {
      for (const [i, id] of ids.entries()) {
        const shown = await after.inject({ method: 'POST', url: `/api/login-data/${id}/reveal`, headers, payload: { reason: 'after rotation' } });
        expect(shown.json().password).toBe(`${['a', 'b'][i]}.rotate.example-pw`);
      }
    } finally {
      await after.close();
    }
  });

  it('stops start-up naming VAULT_KEY when the key is not the one the vault was written with', async () => {
    const key = newVaultKey('2026-09');
    await Vault.start(ctx.testDb.db, { ...testConfig(), vault: { key, oldKeys: [] } });
    const wrong = { ...testConfig(), vault: { key: newVaultKey('2026-09'), oldKeys: [] } };
    await expect(buildApp({ config: wrong, db: ctx.testDb.db, logger: false })).rejects.toThrow(VaultKeyError);
    await expect(Vault.start(ctx.testDb.db, wrong)).rejects.toThrow(/^VAULT_KEY: the key "2026-09" is not the key the vault was written with/);
  });

  it('refuses to start in production without a key, and keeps a demo key in the data directory', async () => {
    await expect(Vault.start(ctx.testDb.db, { ...testConfig(), production: true, vault: { oldKeys: [] } })).rejects.toThrow(/^VAULT_KEY: required in production/);
    const config = testConfig();
    const vault = await Vault.start(ctx.testDb.db, config);
    expect(fs.readFileSync(path.join(config.dataDir, 'vault-key.txt'), 'utf8').trim()).toBe(formatVaultKey(vault.current));
    expect(fs.statSync(path.join(config.dataDir, 'vault-key.txt')).mode & 0o077).toBe(0);
  });

  it('leaves no plaintext secret in the database files (PGlite data directory, or pg_dump on PostgreSQL)', async () => {
    const secrets = ['Dump-check-password-91ac', 'Dump-check-second-5be2'];
    const control = 'Dump-check-plain-notes-77d1';
    const key = newVaultKey('dump');
    const write = async (db: Database) => {
      const vault = await Vault.start(db, { ...testConfig(), vault: { key, oldKeys: [] } });
      for (const [i, secret] of secrets.entries()) {
        const id = `dump-${i}`;
        await db.query(`insert into login_data (id, system, host, notes) values ($1, 'server', $2, $3)`, [id, `dump-${i}.example`, control]);
        await vault.write(id, { password: secret }, { subject: 'test', name: 'Test', email: '', roles: ['admin'], scope: 'staff', customerIds: [] });
      }
    };
    let dumped: string;
    if (ctx.testDb.db.kind === 'postgres') {
      await write(ctx.testDb.db as never);
      const schema = (await ctx.testDb.db.query<{ s: string }>('select current_schema() as s')).rows[0]!.s;
      dumped = execFileSync('pg_dump', ['--data-only', `--schema=${schema}`, ctx.testDb.url!], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gondola-vault-dump-'));
      const db = await openMigratedPgliteAt(dir);
      await write(db);
      await db.close();
      const files = (fs.readdirSync(dir, { recursive: true }) as string[]).map((f) => path.join(dir, f)).filter((f) => fs.statSync(f).isFile());
      dumped = files.map((f) => fs.readFileSync(f).toString('latin1')).join('\n');
    }
    // The control proves the search sees what is stored in the clear.
    expect(dumped).toContain(control);
    for (const secret of secrets) expect(dumped).not.toContain(secret);
  });
});
