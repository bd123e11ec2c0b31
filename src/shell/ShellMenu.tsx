import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemText } from '@mui/material';
import { memo, useState } from 'react';
import { DashboardMenuItem, Menu, useSidebarState, useTranslate } from 'react-admin';
import { can, type Principal } from '@core/access';
import { iconFor } from '@src/resource-screens/icons';
import { resourceIndex } from '@src/resource-screens/resource-index';
import { listPath } from '@src/resource-screens/spec-paths';
import { AREA_ICONS } from './area-icons';
import { AREAS, ROUTES, type Area, type RouteEntry } from './route-table';

const OPEN_KEY = 'gondolaMenuOpen';

function readOpen(): Record<string, boolean> {
  try {
    return JSON.parse(localStorage.getItem(OPEN_KEY) ?? '{}') as Record<string, boolean>;
  } catch {
    return {};
  }
}

interface Entry {
  to: string;
  label: string;
  icon: React.ComponentType;
}

/** The menu grouped by area, listing only what the user's roles can open. */
export function createShellMenu(principal: Principal, routes: readonly RouteEntry[] = ROUTES) {
  const entries = (area: Area, translate: (k: string, o?: Record<string, unknown>) => string): Entry[] => [
    ...[...resourceIndex.values()]
      .filter((def) => def.menu === area && can(principal, def.access.read))
      .map((def) => ({ to: listPath(def), label: translate(`resources.${def.name}.name`, { smart_count: 2 }), icon: iconFor(def.icon!) })),
    ...routes
      .filter((r) => r.menu && r.area === area && can(principal, r.capability))
      .map((r) => ({
        to: r.path.replace(/\/:[^/]+\?/g, '').replace('/*', ''),
        label: translate(`gondola.routes.${r.key}`),
        icon: r.icon ?? AREA_ICONS[area],
      })),
  ];

  // Memoised: react-admin's layout re-renders whenever its routes settle; the menu depends on none of it.
  // biome-ignore lint/correctness/noComponentHookFactories: made once per signed-in user (the console's services), so react-admin's layout receives one stable component.
  return memo(function ShellMenu() {
    const translate = useTranslate();
    const [sidebarOpen] = useSidebarState();
    const [open, setOpen] = useState<Record<string, boolean>>(() => ({ operations: true, installations: true, customers: true, ...readOpen() }));
    const toggle = (area: Area) =>
      setOpen((prev) => {
        const next = { ...prev, [area]: !prev[area] };
        localStorage.setItem(OPEN_KEY, JSON.stringify(next));
        return next;
      });
    return (
      <Menu>
        <DashboardMenuItem />
        {AREAS.map((area) => {
          const items = entries(area, translate);
          if (!items.length) return null;
          const AreaIcon = AREA_ICONS[area];
          return (
            <List key={area} dense disablePadding component="div" role="group" aria-label={translate(`gondola.areas.${area}`)}>
              <ListItemButton role="menuitem" onClick={() => toggle(area)} sx={{ pl: 2 }} aria-expanded={!!open[area]}>
                {!sidebarOpen && <AreaIcon />}
                {sidebarOpen && <ListItemText primary={translate(`gondola.areas.${area}`)} slotProps={{ primary: { variant: 'overline', color: 'text.secondary' } }} />}
                {open[area] ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
              </ListItemButton>
              <Collapse in={!!open[area]} unmountOnExit>
                {items.map((item) => {
                  const Icon = item.icon;
                  return <Menu.Item key={item.to} to={item.to} primaryText={item.label} leftIcon={<Icon />} />;
                })}
              </Collapse>
            </List>
          );
        })}
      </Menu>
    );
  });
}
