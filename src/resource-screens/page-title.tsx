import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useFrameNavigation } from '@src/shell/page-navigation';
import { pageTitle, titleEnvironment } from '@src/shell/page-title';

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * The page's name in the app bar (react-admin's title slot). react-admin's own Title would do, but
 * it brings its configurable variant along, too heavy for the console's first screen.
 */
export function AppBarTitle({ title }: { title: string }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(document.getElementById('react-admin-title')), []);
  return slot ? createPortal(<span>{title}</span>, slot) : null;
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
  const frameNavigation = useFrameNavigation();
  return (
    <>
      {titled && crumbs.length > 0 && <AppBarTitle title={crumbs.at(-1)!.label} />}
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
      {frameNavigation}
    </>
  );
}
