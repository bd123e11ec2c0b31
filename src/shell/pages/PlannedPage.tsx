import ConstructionIcon from '@mui/icons-material/Construction';
import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RouteEntry } from '../route-table';
import { RouteBreadcrumb } from '../RouteBreadcrumb';

/** The translated notice of a route whose screen a later issue builds. */
export default function PlannedPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const page = translate(`gondola.routes.${route.key}`);
  return (
    <Box data-testid="planned-page" data-route={route.path}>
      <RouteBreadcrumb route={route} />
      <Alert severity="info" icon={<ConstructionIcon />} sx={{ mt: 1 }}>
        <AlertTitle>{translate('gondola.shell.plannedTitle', { page })}</AlertTitle>
        {translate('gondola.shell.plannedBody', { area: translate(`gondola.areas.${route.area}`) })}
      </Alert>
    </Box>
  );
}
