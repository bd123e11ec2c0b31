import { Box, Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Loading } from '@src/kit/Loading';
import { can } from '@core/access';
import type { GondolaDataProvider } from '@src/console/data-provider';
import { useShell } from '@src/shell/http-context';
import NotFoundPage from '@src/shell/pages/NotFoundPage';
import { fitsInstallation, ROUTES, statusOf, type RouteEntry } from '@src/shell/route-table';
import { ResortTimeZone } from './ResortTimeZone';

/** The installation's built sub-pages that need no further parameter: the frame's menu. */
export const INSTALLATION_SUB_PAGES = ROUTES.filter((r) => statusOf(r) === 'built' && /^\/installation\/:installationId\/[^:]+$/.test(r.path.replace(/\/:selectedId\?$/, '')));

const pathOf = (route: RouteEntry, installationId: string) => route.path.replace(':installationId', encodeURIComponent(installationId)).replace(/\/:selectedId\?$/, '');

/**
 * The installation frame: every sub-page the user may open and that concerns this installation (its
 * type, tracker and country), as scrollable tabs above the page,
 * the current one selected (pages deeper down select their parent, e.g. a device its devices tab).
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
  // Inline-size containment: the tabs scroll within the page instead of widening it.
  return (
    <ResortTimeZone resortId={installation.resortId}>
      <Box sx={{ containerType: 'inline-size', mb: 1 }}>
        <Tabs
          value={current?.key ?? false}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={translate('gondola.cockpit.pages')}
          sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36, py: 0.5 } }}
        >
          {pages.map((r) => (
            <Tab key={r.key} value={r.key} label={translate(`gondola.routes.${r.key}`)} component={RouterLink} to={pathOf(r, installationId)} />
          ))}
        </Tabs>
      </Box>
      {children}
    </ResortTimeZone>
  );
}
