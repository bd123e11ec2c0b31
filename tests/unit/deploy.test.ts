import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CONSOLE_ROLES, SCOPE_ROLES } from '../../core/access.js';
import { ENV_VARIABLES, loadConfig, PRODUCTION_REQUIRES } from '../../server/config.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/idp/demo-users.js';
import { DEMO_REALM_FILE, gondolaRealm, PASSWORD_POLICY, REALM_FILE } from '../../scripts/keycloak-realm.js';
import { dockerfileStages, execForm } from '../support/dockerfile.js';

// deploy/ is for operators to copy: what cannot run here (Docker, Keycloak) is checked for the parts
// the console depends on; the scale-out suite runs the Dockerfile's runtime stage, the HAProxy
// configuration and the Mosquitto ACL for real.

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const documented = new Set([...read('docs/OPERATIONS.md').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));

type Realm = ReturnType<typeof gondolaRealm>;

describe('the Keycloak realm (deploy/keycloak/gondola-realm.json) and its demo twin (deploy/keycloak-demo/)', () => {
  const realm = JSON.parse(fs.readFileSync(REALM_FILE, 'utf8')) as Realm;
  const demo = JSON.parse(fs.readFileSync(DEMO_REALM_FILE, 'utf8')) as Realm;
  const defaults = loadConfig({});

  it('are the files `npm run realm` makes from core/access.ts and the demo accounts', () => {
    expect(realm).toEqual(JSON.parse(JSON.stringify(gondolaRealm({ demo: false }))));
    expect(demo).toEqual(JSON.parse(JSON.stringify(gondolaRealm({ demo: true }))));
  });

  it("has the console's public client with PKCE, the code flow only, and its sign-in and sign-out addresses from the environment", () => {
    const client = realm.clients.find((c) => c.clientId === defaults.oidc.clientId)!;
    expect(client).toMatchObject({ publicClient: true, standardFlowEnabled: true, implicitFlowEnabled: false, directAccessGrantsEnabled: false });
    expect(client.attributes['pkce.code.challenge.method']).toBe('S256');
    // Keycloak resolves ${VAR:default} from its environment when it imports the realm.
    const consoleUrl = `\${GONDOLA_PUBLIC_URL:http://localhost:8080}`;
    expect(client.redirectUris).toEqual([`${consoleUrl}/auth-callback`]);
    expect(client.webOrigins).toEqual([consoleUrl]);
    expect(client.attributes['post.logout.redirect.uris']).toBe(`${consoleUrl}/login`);
  });

  it('puts the audience and the customer ids the API checks into the access token', () => {
    const mappers = realm.clients[0]!.protocolMappers;
    const audience = mappers.find((m) => m.protocolMapper === 'oidc-audience-mapper')!;
    expect(audience.config).toMatchObject({ 'included.custom.audience': defaults.oidc.audience, 'access.token.claim': 'true' });
    const customers = mappers.find((m) => m.protocolMapper === 'oidc-usermodel-attribute-mapper')!;
    expect(customers.config).toMatchObject({ 'user.attribute': 'customer_ids', 'claim.name': 'customer_ids', multivalued: 'true', 'access.token.claim': 'true' });
  });

  it('declares customer_ids in the user profile (Keycloak 24+ drops undeclared attributes), editable by administrators only', () => {
    const [profile] = realm.components['org.keycloak.userprofile.UserProfileProvider'];
    const config = JSON.parse(profile!.config['kc.user.profile.config'][0]!) as { attributes: Array<{ name: string; multivalued: boolean; permissions: { edit: string[] } }> };
    expect(config.attributes.map((a) => a.name)).toEqual(['username', 'email', 'firstName', 'lastName', 'customer_ids']);
    expect(config.attributes.find((a) => a.name === 'customer_ids')).toMatchObject({ multivalued: true, permissions: { edit: ['admin'] } });
  });

  it('holds no account and a password policy in production; the demo realm holds the demo accounts, each marked so', () => {
    expect(realm.users).toEqual([]);
    expect(JSON.stringify(realm)).not.toContain('"credentials"');
    expect(demo.users[0]!.credentials[0]!.value).toBe(DEMO_PASSWORD);
    expect(realm.passwordPolicy).toBe(PASSWORD_POLICY);
    const roles = (realm.roles.client as Record<string, Array<{ name: string }>>)[defaults.oidc.rolesClient]!;
    expect(roles.map((r) => r.name).sort()).toEqual([...CONSOLE_ROLES, ...SCOPE_ROLES].sort());
    expect(demo.users.map((u) => u.username).sort()).toEqual(DEMO_USERS.map((u) => u.username).sort());
    for (const user of demo.users) expect(user.attributes.demo).toEqual(['true']);
    const customer = demo.users.find((u) => u.username === 'customer')!;
    expect(customer.attributes.customer_ids).toEqual(DEMO_USERS.find((u) => u.username === 'customer')!.customerIds);
  });
});

describe('docs/OPERATIONS.md', () => {
  it('names every variable production refuses to start without, and no other, in its list', () => {
    const doc = read('docs/OPERATIONS.md');
    const section = doc.slice(doc.indexOf('### What production demands'), doc.indexOf('An empty database is made ready'));
    const listed = [...section.matchAll(/^\| `(\w+)` +\|/gm)].map((m) => m[1]);
    expect(listed).toEqual(PRODUCTION_REQUIRES.map(([name]) => name));
    expect(listed).toHaveLength(9);
  });
});

describe('the compose file (deploy/compose.yaml)', () => {
  const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
    services: Record<
      string,
      {
        environment?: Record<string, string>;
        image?: string;
        build?: unknown;
        volumes?: string[];
        restart?: string;
        healthcheck?: { test: string[] };
        depends_on?: Record<string, { condition: string }>;
        stop_grace_period?: string;
        command?: string[];
      }
    >;
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

  it('checks the health of every service that keeps running, and starts each after what it needs is healthy (or done)', () => {
    const running = Object.entries(compose.services).filter(([, s]) => s.restart);
    expect(running.length).toBeGreaterThan(8);
    // The replicas' check is the image's HEALTHCHECK (/api/ready).
    expect(running.filter(([, s]) => !s.healthcheck && !s.build).map(([name]) => name)).toEqual([]);
    for (const [name, service] of Object.entries(compose.services))
      for (const [needed, { condition }] of Object.entries(service.depends_on ?? {}))
        expect(condition, `${name} → ${needed}`).toBe(compose.services[needed]!.restart ? 'service_healthy' : 'service_completed_successfully');
  });

  it('gives a stopping replica longer than its drain and grace, runs Keycloak in production mode on its own database, and pins every image', () => {
    const [, replica] = replicas[0]!;
    const drainAndGrace = Number(replica.environment!.SHUTDOWN_DRAIN_MS) + loadConfig({}).shutdownGraceMs;
    expect(Number.parseInt(replica.stop_grace_period!, 10) * 1000).toBeGreaterThan(drainAndGrace);
    const keycloak = compose.services.keycloak!;
    expect(keycloak.command![0]).toBe('start');
    expect(keycloak.environment!.KC_DB_URL).toBe('jdbc:postgresql://keycloak-db:5432/keycloak');
    expect(compose.services['keycloak-db']!.volumes).toEqual(['keycloak-db:/var/lib/postgresql/data']);
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.build) continue;
      // A patch release or a dated release, never a moving major tag or latest.
      expect(service.image, name).toMatch(/:(\d+\.\d+\.\d+|v\d+\.\d+\.\d+|\d+\.\d+|RELEASE\.[\dT-]+Z)$/);
      expect(service.image, name).not.toMatch(/:(\d+|latest)$/);
    }
    for (const dir of ['keycloak', 'keycloak-demo']) expect(fs.existsSync(path.join(ROOT, 'deploy', dir, 'gondola-realm.json')), dir).toBe(true);
  });

  it('keeps deploy/.env (the secrets) out of the image build context', () => {
    expect(read('.dockerignore').split('\n')).toContain('deploy/.env');
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
