// `npm run realm`: writes deploy/keycloak/gondola-realm.json, the Keycloak realm an operator
// imports (compose does it at start), from the roles in core/access.ts and the demo accounts of the
// embedded provider, so the two sign-ins know the same people and roles. A unit test keeps the
// committed file equal to what this makes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CONSOLE_ROLES, SCOPE_ROLES } from '../core/access.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../server/idp/demo-users.js';

export const REALM_FILE = path.resolve(import.meta.dirname, '../deploy/keycloak/gondola-realm.json');
const CLIENT_ID = 'gondola-console';
const AUDIENCE = 'gondola-api';
/** Where compose publishes the console (deploy/compose.yaml); a real deployment edits these three. */
const CONSOLE_URL = 'http://localhost:8080';

const ROLE_PURPOSE: Record<string, string> = {
  admin: 'Everything, including settings',
  firstlevel: 'First-level support',
  firstlevel_connector: 'First level plus connector settings',
  zerolevel: 'Read only',
  tracyapp: 'Consumer app data',
  secondlevel: 'Devices and configuration',
  projectmanager: 'Resorts, installations, reports',
  moderation: 'Media review',
  scope_staff: 'Scope: company staff (needs an e-mail in STAFF_EMAIL_DOMAIN)',
  scope_customer: "Scope: a customer's staff (sees the customers in the customer_ids attribute)",
};

export function gondolaRealm() {
  return {
    realm: 'gondola',
    displayName: 'Gondola',
    enabled: true,
    sslRequired: 'external',
    registrationAllowed: false,
    loginWithEmailAllowed: true,
    bruteForceProtected: true,
    accessTokenLifespan: 900,
    ssoSessionIdleTimeout: 43_200,
    clients: [
      {
        clientId: CLIENT_ID,
        name: 'Gondola console',
        enabled: true,
        protocol: 'openid-connect',
        publicClient: true,
        standardFlowEnabled: true,
        implicitFlowEnabled: false,
        directAccessGrantsEnabled: false,
        serviceAccountsEnabled: false,
        redirectUris: [`${CONSOLE_URL}/auth-callback`],
        webOrigins: [CONSOLE_URL],
        attributes: { 'pkce.code.challenge.method': 'S256', 'post.logout.redirect.uris': `${CONSOLE_URL}/login` },
        // No scope lists of its own: the realm's defaults (basic, profile, email, roles, web-origins) give sub,
        // sid, name, e-mail and resource_access.<client>.roles.
        protocolMappers: [
          {
            name: 'audience gondola-api',
            protocol: 'openid-connect',
            protocolMapper: 'oidc-audience-mapper',
            config: { 'included.custom.audience': AUDIENCE, 'access.token.claim': 'true', 'id.token.claim': 'false' },
          },
          {
            name: 'customer_ids',
            protocol: 'openid-connect',
            protocolMapper: 'oidc-usermodel-attribute-mapper',
            config: {
              'user.attribute': 'customer_ids',
              'claim.name': 'customer_ids',
              'jsonType.label': 'String',
              multivalued: 'true',
              'access.token.claim': 'true',
              'id.token.claim': 'false',
              'userinfo.token.claim': 'false',
            },
          },
        ],
      },
    ],
    roles: {
      client: {
        [CLIENT_ID]: [...CONSOLE_ROLES, ...SCOPE_ROLES].map((name) => ({ name, description: ROLE_PURPOSE[name] ?? name })),
      },
    },
    users: DEMO_USERS.map((user) => {
      const [firstName, ...rest] = user.name.split(' ');
      return {
        username: user.username,
        email: user.email,
        emailVerified: true,
        firstName,
        lastName: rest.join(' '),
        enabled: true,
        // Demo accounts, as the embedded provider has them: delete them before real people sign in.
        attributes: { demo: ['true'], purpose: [user.purpose.en], ...(user.customerIds.length ? { customer_ids: user.customerIds } : {}) },
        credentials: [{ type: 'password', value: DEMO_PASSWORD, temporary: false }],
        clientRoles: user.roles.length ? { [CLIENT_ID]: user.roles } : {},
      };
    }),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.writeFileSync(REALM_FILE, `${JSON.stringify(gondolaRealm(), null, 2)}\n`);
  // In the project's format, so the lint passes on what this wrote.
  spawnSync(path.resolve(import.meta.dirname, '../node_modules/.bin/biome'), ['format', '--write', REALM_FILE], { stdio: 'ignore' });
  process.stdout.write(`wrote ${path.relative(process.cwd(), REALM_FILE)}\n`);
}
