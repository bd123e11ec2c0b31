import { Box, Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Loading } from '@src/kit/Loading';
import { can } from '@core/access';
import type { GondolaDataProvider } from '@src/data/gondola-data-provider';
import { useShell } from '@src/shell/http-context';
import { PageNavigation } from '@src/shell/page-navigation';
import NotFoundPage from '@src/shell/pages/NotFoundPage';
import { ROUTES, statusOf, type RouteEntry } from '@src/shell/route-table';
import { fitsInstallation, INSTALLATION_SECTIONS, installationSectionOf } from './sections';
import { ResortTimeZone } from '@src/kit/ResortTimeZone';

/** The installation's built sub-pages that need no further parameter, whichever area declares them, in their tab order: the frame's menu. */
export const INSTALLATION_SUB_PAGES = ROUTES.filter(
  (r) => r.frame === 'installation' && statusOf(r) === 'built' && /^\/installation\/:installationId\/[^:]+$/.test(r.path.replace(/\/:selectedId\?$/, '')),
).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));

const pathOf = (route: RouteEntry, installationId: string) => route.path.replace(':installationId', encodeURIComponent(installationId)).replace(/\/:selectedId\?$/, '');

/**
 * The installation frame: every sub-page the user may open and that concerns this installation (its
 * type, tracker and country), grouped in sections (operation, configuration, records,
 * administration): the sections' tabs, then the current section's pages, the current one selected
 * (pages deeper down select their parent, e.g. a device its devices tab).
 * Times on these pages are the resort's.
 */
export function InstallationNav({ route, children }: { route: RouteEntry; children: ReactNode }) {
  const translate = useTranslate();
  const { installationId = '' } = useParams();
  const { principal } = useShell();
  const dataProvider = useDataProvider<GondolaDataProvider>();
  const {
    data: installation,
    isPending,
    isError,
  } = useQuery({
    queryKey: ['installations', 'frame', installationId],
    queryFn: () => dataProvider.findRecord('installations', installationId),
  });
  // Only the pages that concern this installation: a terminal has no lanes, a V3 tracker no V4 pages.
  const pages = installation ? INSTALLATION_SUB_PAGES.filter((r) => can(principal, r.capability) && fitsInstallation(r, installation)) : [];
  // Another customer's installation (or none at all) is not found, rather than an empty cockpit claiming "no problems".
  if (isPending) return <Loading sx={{ mt: 2 }} />;
  if (isError) return <>{children}</>;
  if (!installation) return <NotFoundPage />;
  const current = pages.find((r) => r.key === route.key) ?? pages.find((r) => route.path.startsWith(r.path.replace(/\/:selectedId\?$/, '')));
  // Grouped: the sections first (each opening its first page), then the pages of the current one.
  const section = installationSectionOf(current ?? route);
  const sections = INSTALLATION_SECTIONS.map((s) => ({ section: s, first: pages.find((r) => installationSectionOf(r) === s) })).filter(
    (s): s is { section: (typeof INSTALLATION_SECTIONS)[number]; first: RouteEntry } => !!s.first,
  );
  const inSection = pages.filter((r) => installationSectionOf(r) === section);
  const sectionName = translate(`gondola.cockpit.sections.${section}`);
  const tabsSx = { minHeight: 36, '& .MuiTab-root': { minHeight: 36, py: 0.5 } };
  // Inline-size containment: the tabs scroll within the page instead of widening it.
  const nav = (
    <Box component="nav" aria-label={translate('gondola.cockpit.pages')} sx={{ containerType: 'inline-size', mb: 1 }} data-testid="installation-nav">
      {sections.length > 1 && (
        <Tabs
          value={sections.some((s) => s.section === section) ? section : false}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={translate('gondola.cockpit.sectionsLabel')}
          sx={{ ...tabsSx, borderBottom: 1, borderColor: 'divider' }}
          data-testid="installation-sections"
        >
          {sections.map(({ section: s, first }) => (
            <Tab key={s} value={s} label={translate(`gondola.cockpit.sections.${s}`)} component={RouterLink} to={pathOf(first, installationId)} />
          ))}
        </Tabs>
      )}
      <Tabs
        value={current?.key ?? false}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={sections.length > 1 ? translate('gondola.cockpit.sectionPages', { section: sectionName }) : translate('gondola.cockpit.pages')}
        sx={tabsSx}
        data-testid="installation-pages"
      >
        {inSection.map((r) => (
          <Tab key={r.key} value={r.key} label={translate(`gondola.routes.${r.key}`)} component={RouterLink} to={pathOf(r, installationId)} />
        ))}
      </Tabs>
    </Box>
  );
  // Below the page's breadcrumb: where am I, then where can I go from here.
  return (
    <ResortTimeZone resortId={installation.resortId}>
      <PageNavigation nav={nav}>{children}</PageNavigation>
    </ResortTimeZone>
  );
}
