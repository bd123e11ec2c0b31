import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CONSOLE_ROLES, SCOPE_ROLES } from '../../core/access.js';
import { ENV_VARIABLES, loadConfig } from '../../server/config.js';
import { DEMO_USERS } from '../../server/idp/demo-users.js';
import { gondolaRealm, REALM_FILE } from '../../scripts/keycloak-realm.js';
import { dockerfileStages, execForm } from '../support/dockerfile.js';

// deploy/ is for operators to copy: what cannot run here (Docker, Keycloak) is checked for the parts
// the console depends on; the scale-out suite runs the Dockerfile's runtime stage, the HAProxy
// configuration and the Mosquitto ACL for real.

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const documented = new Set([...read('docs/OPERATIONS.md').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));

type Realm = ReturnType<typeof gondolaRealm>;

describe('the Keycloak realm (deploy/keycloak/gondola-realm.json)', () => {
  const realm = JSON.parse(fs.readFileSync(REALM_FILE, 'utf8')) as Realm;
  const defaults = loadConfig({});

  it('is the file `npm run realm` makes from core/access.ts and the demo accounts', () => {
    expect(realm).toEqual(JSON.parse(JSON.stringify(gondolaRealm())));
  });

  it("has the console's public client with PKCE, the code flow only, and its sign-in and sign-out addresses", () => {
    const client = realm.clients.find((c) => c.clientId === defaults.oidc.clientId)!;
    expect(client).toMatchObject({ publicClient: true, standardFlowEnabled: true, implicitFlowEnabled: false, directAccessGrantsEnabled: false });
    expect(client.attributes['pkce.code.challenge.method']).toBe('S256');
    expect(client.redirectUris.every((u) => u.endsWith('/auth-callback'))).toBe(true);
    expect(client.attributes['post.logout.redirect.uris']).toMatch(/\/login$/);
  });

  it('puts the audience and the customer ids the API checks into the access token', () => {
    const mappers = realm.clients[0]!.protocolMappers;
    const audience = mappers.find((m) => m.protocolMapper === 'oidc-audience-mapper')!;
    expect(audience.config).toMatchObject({ 'included.custom.audience': defaults.oidc.audience, 'access.token.claim': 'true' });
    const customers = mappers.find((m) => m.protocolMapper === 'oidc-usermodel-attribute-mapper')!;
    expect(customers.config).toMatchObject({ 'user.attribute': 'customer_ids', 'claim.name': 'customer_ids', multivalued: 'true', 'access.token.claim': 'true' });
  });

  it('defines every console and scope role on the client the roles are read from, and marks every user as a demo account', () => {
    const roles = (realm.roles.client as Record<string, Array<{ name: string }>>)[defaults.oidc.rolesClient]!;
    expect(roles.map((r) => r.name).sort()).toEqual([...CONSOLE_ROLES, ...SCOPE_ROLES].sort());
    expect(realm.users.map((u) => u.username).sort()).toEqual(DEMO_USERS.map((u) => u.username).sort());
    for (const user of realm.users) expect(user.attributes.demo).toEqual(['true']);
    const customer = realm.users.find((u) => u.username === 'customer')!;
    expect(customer.attributes.customer_ids).toEqual(DEMO_USERS.find((u) => u.username === 'customer')!.customerIds);
  });
});

describe('the compose file (deploy/compose.yaml)', () => {
  const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
    services: Record<string, { environment?: Record<string, string>; image?: string; build?: unknown; volumes?: string[] }>;
  };
  const replicas = Object.entries(compose.services).filter(([, s]) => s.build);

  it('runs two replicas of the image, each named, with the production settings', () => {
    expect(replicas.map(([name]) => name)).toEqual(['gondola-1', 'gondola-2']);
    for (const [name, service] of replicas) {
      expect(service.environment!.REPLICA_ID).toBe(name);
      for (const required of [
        'DATABASE_URL',
        'OIDC_ISSUER',
        'MQTT_URL',
        'PUBLIC_URL',
        'STAFF_EMAIL_DOMAIN',
        'S3_ENDPOINT',
        'S3_BUCKET',
        'VAULT_KEY',
        'SMTP_URL',
        'SMS_ACCOUNT_SID',
        'SMS_AUTH_TOKEN',
        'SMS_FROM',
        'TRUST_PROXY',
        'SHUTDOWN_DRAIN_MS',
      ])
        expect(Object.keys(service.environment!)).toContain(required);
    }
  });

  it('sets only variables the server reads, each documented in docs/OPERATIONS.md', () => {
    for (const [, service] of replicas) {
      const names = Object.keys(service.environment!);
      expect(names.filter((n) => !(ENV_VARIABLES as string[]).includes(n))).toEqual([]);
      expect(names.filter((n) => !documented.has(n))).toEqual([]);
    }
    expect(
      ENV_VARIABLES.filter((n) => !documented.has(n)),
      'server variables missing from docs/OPERATIONS.md',
    ).toEqual([]);
  });

  it('names every secret it needs in compose.env.example, and mounts files that exist', () => {
    const required = new Set([...read('deploy/compose.yaml').matchAll(/\$\{(\w+):\?/g)].map((m) => m[1]!));
    const example = new Set([...read('deploy/compose.env.example').matchAll(/^(\w+)=/gm)].map((m) => m[1]!));
    expect([...required].filter((name) => !example.has(name))).toEqual([]);
    for (const service of Object.values(compose.services))
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (source.startsWith('./')) expect(fs.existsSync(path.join(ROOT, 'deploy', source)), source).toBe(true);
      }
  });

  it("balances over the replicas compose runs, with HAProxy's configuration from deploy/haproxy", () => {
    const servers = [...read('deploy/haproxy/haproxy.cfg').matchAll(/^\s*server (\S+) (\S+):8080 check$/gm)].map((m) => [m[1], m[2]]);
    expect(servers).toEqual(replicas.map(([name]) => [name, name]));
  });
});

describe('the image (deploy/Dockerfile)', () => {
  const stages = dockerfileStages(read('deploy/Dockerfile'));
  const runtime = stages.at(-1)!;
  const of = (keyword: string) => runtime.instructions.filter((i) => i.keyword === keyword);

  it('builds in one stage and runs on Node 24 LTS in another, as a user without privileges', () => {
    expect(stages.map((s) => s.from)).toEqual(['node:24-bookworm-slim', 'node:24-bookworm-slim']);
    expect(of('USER').map((i) => i.args)).toEqual(['node']);
    expect(of('RUN').map((i) => i.args)).toContain('npm ci --omit=dev --no-audit --no-fund');
  });

  it('holds the built SPA and server and the migrations only, and starts the server', () => {
    expect(of('COPY').map((i) => i.args)).toEqual([
      'package.json package-lock.json ./',
      '--from=build /app/dist ./dist',
      '--from=build /app/server/db/migrations ./server/db/migrations',
    ]);
    expect(execForm(of('CMD')[0]!.args)).toEqual(['node', 'dist/server.js']);
  });

  it('checks its health on /api/ready', () => {
    expect(execForm(of('HEALTHCHECK')[0]!.args.slice(of('HEALTHCHECK')[0]!.args.indexOf('CMD'))).join(' ')).toContain('/api/ready');
  });
});
