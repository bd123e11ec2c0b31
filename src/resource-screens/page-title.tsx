import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { pageTitle, titleEnvironment } from '@src/shell/page-title';

export interface Crumb {
  label: string;
  to?: string;
}

/** Breadcrumb trail and browser title of a page (the last crumb names the page). */
export function PageHeader({ crumbs }: { crumbs: Crumb[] }) {
  useEffect(() => {
    document.title = pageTitle(
      [...crumbs].reverse().map((c) => c.label),
      titleEnvironment(),
    );
  }, [crumbs]);
  const translate = useTranslate();
  return (
    <Breadcrumbs aria-label={translate('gondola.kit.breadcrumb')} sx={{ mt: 1.5, mb: 0.5 }} data-testid="breadcrumbs">
      {crumbs.map((crumb, index) =>
        crumb.to && index < crumbs.length - 1 ? (
          <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
            {crumb.label}
          </Link>
        ) : (
          <Typography key={`${crumb.label}@${crumb.to ?? 'here'}`} color="text.primary">
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
