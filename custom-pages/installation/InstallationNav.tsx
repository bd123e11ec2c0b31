import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { can } from '@core/access';
import { useShell } from '@src/shell/http-context';
import { ROUTES, statusOf, type RouteEntry } from '@src/shell/route-table';

/** The installation's built sub-pages that need no further parameter: the frame's menu. */
export const INSTALLATION_SUB_PAGES = ROUTES.filter((r) => statusOf(r) === 'built' && /^\/installation\/:installationId\/[^:]+$/.test(r.path.replace(/\/:selectedId\?$/, '')));

const pathOf = (route: RouteEntry, installationId: string) => route.path.replace(':installationId', encodeURIComponent(installationId)).replace(/\/:selectedId\?$/, '');

/**
 * The installation frame: every sub-page the user may open, as scrollable tabs above the page,
 * the current one selected (pages deeper down select their parent, e.g. a device its devices tab).
 */
export function InstallationNav({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const { installationId = '' } = useParams();
  const { principal } = useShell();
  const pages = INSTALLATION_SUB_PAGES.filter((r) => can(principal, r.capability));
  const current = pages.find((r) => r.key === route.key) ?? pages.find((r) => route.path.startsWith(r.path.replace(/\/:selectedId\?$/, '')));
  // Inline-size containment: the tabs scroll within the page instead of widening it.
  return (
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
  );
}
