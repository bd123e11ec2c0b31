import type { ComponentType, ReactNode } from 'react';
import type { Capability } from '@core/access';
import type { MenuArea } from '@core/resource-kit/types';
import { INSTALLATION_FRAME, installationPagePath } from '@core/installation-pages';
import type { Language } from '@src/i18n/language';
import type { Pair } from '@src/i18n/messages/pairs';
import type { HttpClient } from '@src/http/http-client';

/**
 * A bespoke area declares itself in `custom-pages/<area>/area.ts` (DESIGN.md §4): its routes (path,
 * label, capability, lazy page, menu entry), its data-provider methods, its messages in both
 * languages and the frames its pages sit in. The route table, the data provider and the message
 * catalogue are assembled from these manifests (`areas.ts`), so adding an area edits no central file.
 * A manifest is read with the console's first load: it names its pages, methods and messages by
 * lazy import only.
 */
export interface AreaManifest {
  /** The folder's name. */
  name: string;
  routes?: RouteEntry[];
  /** Breadcrumb and menu label of each route key (`gondola.routes.<key>`), both languages side by side. */
  labels?: Record<string, Pair>;
  /** The area's messages (`gondola.*`), loaded with the first screen that shows records. */
  messages?: () => Promise<{ default: AreaMessages }>;
  /** The area's typed data-provider methods, made with the console's HTTP client. */
  methods?: (http: HttpClient) => object;
  /** Frames the area's pages (or other areas' pages) sit in, by name (`frame` of a route). */
  frames?: Record<string, () => Promise<{ default: FrameComponent }>>;
}

/** One language's messages of an area, a tree under `gondola`. */
export type AreaMessages = (language: Language) => Record<string, unknown>;

export const defineArea = (area: AreaManifest): AreaManifest => area;

export type Area = MenuArea;

/** What a page module gives: the page component, given its route entry. */
export type PageComponent = ComponentType<{ route: RouteEntry }>;
export type PageLoader = () => Promise<{ default: PageComponent }>;

/** A frame around a page (the installation's tabs): it decides whether the page shows at all (a record that is not there: not found). */
export type FrameComponent = ComponentType<{ route: RouteEntry; children: ReactNode }>;

export interface RouteEntry {
  /** react-router path; `?` marks optional segments. */
  path: string;
  /** Translation key of the breadcrumb and menu label: `gondola.routes.<key>`. */
  key: string;
  /** The menu group it belongs to. */
  area: Area;
  capability: Capability;
  /** Shown in the grouped menu (only parameterless routes). */
  menu?: boolean;
  /** The menu's icon when not the area's. */
  icon?: ComponentType;
  /** The page, as a lazy import (`() => import('./…')`). */
  page?: PageLoader;
  /** The frame around the page, by name (an area's `frames`). */
  frame?: string;
  /** The section of its frame the page belongs to (an installation's configuration, records, …; absent: the first). */
  section?: string;
  /** Its place among its frame's tabs, lower first (the frame gathers pages of several areas). */
  order?: number;
  /** Where the route sends the user instead (spec redirects). */
  redirect?: (params: Record<string, string | undefined>) => string;
  /** Parameters that name a record: the breadcrumb shows its name. */
  names?: Record<string, string>;
  /**
   * The page brings the definitions and messages it needs itself, so the console does not load all
   * of them with it: the home page, which must stay within the first-load budget.
   */
  light?: true;
  /** An installation sub-page that concerns only some installations: the frame offers its tab only there. */
  fits?: InstallationFit;
  /** Validation of parameters; a failing one shows the not-found page. */
  params?: Record<string, RegExp>;
}

/** Which installations a sub-page concerns, by the installation's type, tracker or country (absent: every one). */
export interface InstallationFit {
  types?: readonly string[];
  trackers?: readonly string[];
  countries?: readonly string[];
}

/** A named export of a page module as the page (`named(() => import('…'), 'AssignPage')`). */
export function named<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K): PageLoader {
  return () => load().then((m) => ({ default: m[name] as PageComponent }));
}

/** A top-level route. */
export const route = (path: string, key: string, area: Area, capability: Capability, extra: Partial<RouteEntry> = {}): RouteEntry => ({ path, key, area, capability, ...extra });

/** An installation sub-page (`/installation/:installationId/<sub>`), in the installation's frame; capability: reading the console unless named. */
export const installationRoute = (sub: string, key: string, page: PageLoader, extra: Partial<RouteEntry> = {}): RouteEntry =>
  route(installationPagePath(sub), key, 'installations', 'console.read', { names: { installationId: 'installations' }, frame: INSTALLATION_FRAME, page, ...extra });
