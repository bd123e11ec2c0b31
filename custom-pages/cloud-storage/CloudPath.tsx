import { Breadcrumbs, Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { browse } from './cloud-columns';

/** Where the folder is, each step a link up (a customer's staff never sees the folder of all customers). */
export function CloudPath({ path, shown, staff }: { path: string; shown: (folderPath: string) => string[]; staff: boolean }) {
  const translate = useTranslate();
  const segments = path ? path.split('/') : [];
  if (!segments.length) return null;
  return (
    <Breadcrumbs aria-label={translate('gondola.cloud.folders')} sx={{ mb: 1 }} data-testid="cloud-path">
      {[translate('gondola.cloud.root'), ...shown(path)]
        .map((name, index) => ({ name, to: segments.slice(0, index).join('/') }))
        // Customer staff cannot open the folder of all customers: their top lists their own.
        .filter(({ to }) => staff || to !== 'customers')
        .map(({ name, to }, index, all) =>
          index < all.length - 1 ? (
            <MuiLink key={to || '.'} component={Link} to={browse(to)} underline="hover" color="inherit">
              {name}
            </MuiLink>
          ) : (
            <Typography key={to || '.'} color="text.primary" aria-current="page">
              {name}
            </Typography>
          ),
        )}
    </Breadcrumbs>
  );
}
