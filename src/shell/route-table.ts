import type { ComponentType } from 'react';
import { MENU_AREAS } from '@core/resource-kit/types';
import type { Area, AreaManifest, FrameComponent, RouteEntry } from './area-manifest';
import { AREA_MANIFESTS } from './areas';

export type { Area, FrameComponent, PageLoader, RouteEntry } from './area-manifest';

/**
 * Every route of spec §2 that no resource owns, as the areas declare them (`custom-pages/<area>/area.ts`).
 * An entry with a `page` is built: the router, menu, breadcrumb, access check and the route tests
 * all read it. An entry with `redirect` sends the user on; one with neither is still planned and
 * shows a translated "being built" notice naming its area (the route-table test prints what is
 * left). Routes that show a resource's screens are owned by the resource's definition (`routes` in
 * `resources/<name>.ts`), never by an area: a test fails when both or neither claim a spec route.
 */
export const routesOf = (areas: readonly AreaManifest[]): RouteEntry[] => areas.flatMap((area) => area.routes ?? []);

export const ROUTES: RouteEntry[] = routesOf(AREA_MANIFESTS);

export type RouteStatus = 'built' | 'redirect' | 'planned';
export const statusOf = (route: RouteEntry): RouteStatus => (route.page ? 'built' : route.redirect ? 'redirect' : 'planned');

/** The frames pages sit in, by name, as the areas declare them; loaded with the page. */
export const FRAMES: Record<string, () => Promise<{ default: FrameComponent }>> = Object.assign({}, ...AREA_MANIFESTS.map((area) => area.frames ?? {}));

/**
 * A resource's own list, record page or form aside, found by convention:
 * `custom-pages/<area>/<resource>.list.tsx`, `.show.tsx`, `.aside.tsx`, `.actions.tsx` (buttons on the record page), each exporting its
 * component as default. The generic resource screens ask for these and never name a resource.
 */
export const RESOURCE_SCREENS = import.meta.glob<{ default: ComponentType<never> }>('/custom-pages/*/*.{list,show,aside,actions}.tsx');

/** The area names of the menu, in display order. */
export const AREAS: readonly Area[] = MENU_AREAS;
