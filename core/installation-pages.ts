/**
 * Where an installation's sub-pages sit, for the console's routes (src/shell/area-manifest.ts)
 * and for the build, which reads the area manifests' source to name each page's chunks
 * (scripts/lib/area-routes.ts): one definition, so the two cannot drift apart.
 */

/** The frame (the installation's header and tabs) every installation sub-page renders in. */
export const INSTALLATION_FRAME = 'installation';

/** An installation sub-page's route: `/installation/:installationId/<sub>`. */
export const installationPagePath = (sub: string) => `/installation/:installationId/${sub}`;

/** A V4 lane configuration page's two sub-paths: the whole configuration, and one lane (`…/lane/:laneNumber`). */
export const laneConfigSubs = (sub: string): [string, string] => [sub, `${sub.replace(/\?$/, '')}/lane/:laneNumber`];
