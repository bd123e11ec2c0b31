import { ListItemIcon, MenuItem, styled, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { memo, type ComponentType } from 'react';
import { MenuItemLinkClasses, useSidebarState } from 'react-admin';
import { Link } from 'react-router-dom';

// react-admin's menu item's look, under its class names (a theme styling them styles these too).
const Item = styled(MenuItem, { name: 'RaMenuItemLink', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  color: (theme.vars || theme).palette.text.secondary,
  [`& .${MenuItemLinkClasses.icon}`]: { color: (theme.vars || theme).palette.text.secondary, minWidth: theme.spacing(5) },
  [`&.${MenuItemLinkClasses.active}`]: { color: (theme.vars || theme).palette.text.primary },
})) as typeof MenuItem;

export interface ShellMenuItemProps {
  to: string;
  label: string;
  Icon: ComponentType;
  /** Whether the current page is this item's (the menu works it out once for all its items). */
  active: boolean;
}

/**
 * A link of the menu as react-admin's `MenuItemLink` draws and behaves (its classes, a tooltip
 * while the sidebar is folded, the sidebar closing after a tap on a small screen), told by the menu
 * whether it is the current page. react-admin's item watches the location itself: every item
 * (~30, ~360 components) rendered again on each navigation, for the one or two whose state changed.
 */
export const ShellMenuItem = memo(function ShellMenuItem({ to, label, Icon, active }: ShellMenuItemProps) {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const item = (
    <Item
      component={Link}
      to={to}
      tabIndex={0}
      className={active ? `${MenuItemLinkClasses.root} ${MenuItemLinkClasses.active}` : MenuItemLinkClasses.root}
      onClick={() => small && setSidebarOpen(false)}
    >
      <ListItemIcon className={MenuItemLinkClasses.icon}>
        <Icon />
      </ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {label}
      </Typography>
    </Item>
  );
  return sidebarOpen ? (
    item
  ) : (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
});
