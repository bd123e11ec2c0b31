/** Business constants of spec §9 that more than one place uses. */
export const LIFT_SIZE_MULTIPLIER = 1.3;
export const TRACKER_TYPES = ['V3', 'V4'] as const;
/** Spec §5/§9: a work job in Switzerland is registered at least this many days ahead. */
export const SWISS_NOTIFICATION_LEAD_DAYS = 8;
/** Spec §7/§9: how long "add my IP" lets the user's address reach an installation. */
export const ADD_MY_IP_HOURS = 24;

/** The element of the console's page that carries its public configuration (server/http/spa.ts writes it, src/boot reads it). */
export const PUBLIC_CONFIG_ELEMENT_ID = 'gondola-public-config';
/** The element that names the built files of the generic list screen (server/http/spa-index.ts writes it, src/shell fetches them ahead). */
export const LIST_CHUNKS_ELEMENT_ID = 'gondola-list-chunks';
