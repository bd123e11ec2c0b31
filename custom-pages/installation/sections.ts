import type { RouteEntry } from '@src/shell/route-table';

/** The installation frame's sections: what happens there now, how it is set up, what is on record about it, and its administration. */
export const INSTALLATION_SECTIONS = ['operation', 'configuration', 'records', 'administration'] as const;
export type InstallationSection = (typeof INSTALLATION_SECTIONS)[number];

/** Which section an installation sub-page belongs to, as its route says (the pages of the day's work unless named). */
export function installationSectionOf(route: RouteEntry): InstallationSection {
  return (INSTALLATION_SECTIONS as readonly string[]).includes(route.section ?? '') ? (route.section as InstallationSection) : 'operation';
}

/** Whether a sub-page concerns this installation (its tab is offered). */
export function fitsInstallation(route: RouteEntry, installation: Record<string, unknown>): boolean {
  const fit = route.fits;
  if (!fit) return true;
  return (
    (!fit.types || fit.types.includes(String(installation.type))) &&
    (!fit.trackers || fit.trackers.includes(String(installation.trackerVersion))) &&
    (!fit.countries || fit.countries.includes(String(installation.country)))
  );
}
