import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { pageTitle, titleEnvironment } from '@src/shell/page-title';

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * Breadcrumb trail, browser title and app-bar title of a page (the last crumb names the page).
 * `titled={false}` where react-admin's own screen (a List, a Show) already puts its title there.
 */
export function PageHeader({ crumbs, titled = true }: { crumbs: Crumb[]; titled?: boolean }) {
  useEffect(() => {
    document.title = pageTitle(
      [...crumbs].reverse().map((c) => c.label),
      titleEnvironment(),
    );
  }, [crumbs]);
  const translate = useTranslate();
  return (
    <>
      {titled && crumbs.length > 0 && <Title title={crumbs.at(-1)!.label} />}
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
    </>
  );
}
