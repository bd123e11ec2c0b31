// `npm run realm`: writes the Keycloak realm an operator imports (compose does it at start) from
// the roles in core/access.ts: deploy/keycloak/gondola-realm.json for production (no accounts, a
// password policy, the console's address from the environment) and deploy/keycloak-demo/ with the
// embedded provider's demo accounts for a try-out, so the two sign-ins know the same people and
// roles. A unit test keeps the committed files equal to what this makes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CONSOLE_ROLES, SCOPE_ROLES } from '../core/access.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../server/idp/demo-users.js';

export const REALM_FILE = path.resolve(import.meta.dirname, '../deploy/keycloak/gondola-realm.json');
export const DEMO_REALM_FILE = path.resolve(import.meta.dirname, '../deploy/keycloak-demo/gondola-realm.json');
const CLIENT_ID = 'gondola-console';
const AUDIENCE = 'gondola-api';
/** A Keycloak placeholder: `${VAR:default}` from its environment at import, `${key}` a message of its own. */
function keycloak(expression: string): string {
  return `\${${expression}}`;
}

/**
 * The console's address, from the environment Keycloak imports the realm in (its `${VAR:default}`
 * placeholders): compose sets GONDOLA_PUBLIC_URL to the PUBLIC_URL the replicas have.
 */
const CONSOLE_URL = keycloak('GONDOLA_PUBLIC_URL:http://localhost:8080');
/** NIST SP 800-63B's length first; no reuse of the last five; never the user name or e-mail. */
export const PASSWORD_POLICY = 'length(12) and maxLength(128) and notUsername and notEmail and passwordHistory(5)';

/**
 * Keycloak 24+ keeps only the user attributes its user profile declares: customer_ids (the
 * customers a customer's staff see) is declared, editable by administrators only. The demo realm
 * also keeps its accounts' `demo` and `purpose` notes, visible to administrators.
 */
function userProfile(demo: boolean) {
  const admin = { view: ['admin'], edit: ['admin'] };
  const config = {
    attributes: [
      {
        name: 'username',
        displayName: keycloak('username'),
        validations: { length: { min: 3, max: 255 }, 'username-prohibited-characters': {}, 'up-username-not-idn-homograph': {} },
        permissions: { view: ['admin', 'user'], edit: ['admin', 'user'] },
        multivalued: false,
      },
      {
        name: 'email',
        displayName: keycloak('email'),
        validations: { email: {}, length: { max: 255 } },
        required: { roles: ['user'] },
        permissions: { view: ['admin', 'user'], edit: ['admin', 'user'] },
        multivalued: false,
      },
      {
        name: 'firstName',
        displayName: keycloak('firstName'),
        validations: { length: { max: 255 }, 'person-name-prohibited-characters': {} },
        required: { roles: ['user'] },
        permissions: { view: ['admin', 'user'], edit: ['admin', 'user'] },
        multivalued: false,
      },
      {
        name: 'lastName',
        displayName: keycloak('lastName'),
        validations: { length: { max: 255 }, 'person-name-prohibited-characters': {} },
        required: { roles: ['user'] },
        permissions: { view: ['admin', 'user'], edit: ['admin', 'user'] },
        multivalued: false,
      },
      { name: 'customer_ids', displayName: 'Customer ids (customer staff only)', validations: { length: { max: 64 } }, permissions: admin, multivalued: true },
    ],
    groups: [{ name: 'user-metadata', displayHeader: 'User metadata', displayDescription: 'Attributes, which refer to user metadata' }],
    ...(demo && { unmanagedAttributePolicy: 'ADMIN_VIEW' }),
  };
  return {
    'org.keycloak.userprofile.UserProfileProvider': [{ providerId: 'declarative-user-profile', subComponents: {}, config: { 'kc.user.profile.config': [JSON.stringify(config)] } }],
  };
}

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

export function gondolaRealm({ demo }: { demo: boolean }) {
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
    // The demo accounts' password is short and known: the demo realm is for try-outs only.
    ...(!demo && { passwordPolicy: PASSWORD_POLICY }),
    components: userProfile(demo),
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
    users: (demo ? DEMO_USERS : []).map((user) => {
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
  for (const [file, demo] of [
    [REALM_FILE, false],
    [DEMO_REALM_FILE, true],
  ] as const) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(gondolaRealm({ demo }), null, 2)}\n`);
    // In the project's format, so the lint passes on what this wrote.
    spawnSync(path.resolve(import.meta.dirname, '../node_modules/.bin/biome'), ['format', '--write', file], { stdio: 'ignore' });
    process.stdout.write(`wrote ${path.relative(process.cwd(), file)}\n`);
  }
}
