import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemText } from '@mui/material';
import { memo, useCallback, useMemo, useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { DashboardMenuItem, Menu, useSidebarState, useTranslate } from 'react-admin';
import { can, type Principal } from '@core/access';
import { iconFor } from '@src/resource-screens/icons';
import { resourceIndex } from '@src/resource-screens/resource-index';
import { listPath } from '@core/resource-kit/paths';
import { AREA_ICONS } from './area-icons';
import { ShellMenuItem } from './ShellMenuItem';
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

/** The items of an area the menu shows, and which of them is the current page's. */
interface AreaGroupProps {
  area: Area;
  label: string;
  items: Entry[];
  open: boolean;
  sidebarOpen: boolean;
  /** The paths of this area's items the current page belongs to, one per line (a string, so that the memo compares it). */
  activePaths: string;
  onToggle(area: Area): void;
}

// Memoised with its items: a navigation renders again the one or two groups whose current item changed.
const AreaGroup = memo(function AreaGroup({ area, label, items, open, sidebarOpen, activePaths, onToggle }: AreaGroupProps) {
  const AreaIcon = AREA_ICONS[area];
  const active = activePaths.split('\n');
  return (
    <List dense disablePadding component="div" role="group" aria-label={label}>
      <ListItemButton role="menuitem" onClick={() => onToggle(area)} sx={{ pl: 2 }} aria-expanded={open}>
        {!sidebarOpen && <AreaIcon />}
        {sidebarOpen && <ListItemText primary={label} slotProps={{ primary: { variant: 'overline', color: 'text.secondary' } }} />}
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        {items.map((item) => (
          <ShellMenuItem key={item.to} to={item.to} label={item.label} Icon={item.icon} active={active.includes(item.to)} />
        ))}
      </Collapse>
    </List>
  );
});

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
    const { pathname } = useLocation();
    const [sidebarOpen] = useSidebarState();
    const [open, setOpen] = useState<Record<string, boolean>>(() => ({ operations: true, installations: true, customers: true, ...readOpen() }));
    const toggle = useCallback(
      (area: Area) =>
        setOpen((prev) => {
          const next = { ...prev, [area]: !prev[area] };
          localStorage.setItem(OPEN_KEY, JSON.stringify(next));
          return next;
        }),
      [],
    );
    const groups = useMemo(() => AREAS.map((area) => ({ area, label: translate(`gondola.areas.${area}`), items: entries(area, translate) })), [translate]);
    // As react-admin's items match: an item is current when its path is a prefix of the page's.
    const activePaths = (items: Entry[]) =>
      items
        .filter((item) => matchPath({ path: item.to, end: false }, pathname))
        .map((item) => item.to)
        .join('\n');
    return (
      <Menu>
        <DashboardMenuItem />
        {groups.map(({ area, label, items }) =>
          items.length ? (
            <AreaGroup key={area} area={area} label={label} items={items} open={!!open[area]} sidebarOpen={sidebarOpen} activePaths={activePaths(items)} onToggle={toggle} />
          ) : null,
        )}
      </Menu>
    );
  });
}
