import { matching, optionalText, optionalUrl, text, whole } from '../config/env-values.js';
import { defineConfigSlice } from '../config/slice.js';

/** Sign-in: the identity provider that issues tokens (an external one, or the embedded one) and who counts as staff. */
export const authConfig = defineConfigSlice({
  env: {
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: text('gondola-console'),
    OIDC_AUDIENCE: text('gondola-api'),
    OIDC_ROLES_CLIENT: optionalText,
    IDP_ACCESS_TOKEN_TTL_S: whole('seconds', 61, 86400, 900),
    STAFF_EMAIL_DOMAIN: matching(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'expects a bare e-mail domain such as example.com'),
  },
  productionRequires: {
    OIDC_ISSUER: 'the identity provider issuer URL, e.g. https://sso.example.com/realms/gondola (the embedded provider is demo-only)',
    STAFF_EMAIL_DOMAIN: "the company's e-mail domain for staff users",
  },
  read: (e, { publicUrl }) => ({
    oidc: {
      /** Set when an external provider (Keycloak) issues tokens; otherwise the embedded one does. */
      embedded: e.OIDC_ISSUER === undefined,
      issuer: (e.OIDC_ISSUER ?? `${publicUrl}/oidc`).replace(/\/+$/, ''),
      clientId: e.OIDC_CLIENT_ID,
      audience: e.OIDC_AUDIENCE,
      rolesClient: e.OIDC_ROLES_CLIENT ?? e.OIDC_CLIENT_ID,
      /** Access-token lifetime of the embedded provider (demo and tests). */
      embeddedTokenTtlS: e.IDP_ACCESS_TOKEN_TTL_S,
    },
    staffEmailDomain: (e.STAFF_EMAIL_DOMAIN ?? 'gondola.example').toLowerCase(),
  }),
});
