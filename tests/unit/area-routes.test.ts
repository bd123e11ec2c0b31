import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaManifestImports } from '../../scripts/lib/area-routes';

describe("an area manifest's routes as the build reads them (the server names each page's chunks)", () => {
  it("finds each top-level route and installation sub-page with the imports of its page loader (written inline, through named() or through a constant), the frames, and its methods' import", () => {
    const source = `
      import { defineArea, named, route, installationRoute } from '@src/shell/area-manifest';
      const pages = () => import('./Pages');
      const report: PageLoader = () => import('./ReportPage').then((m) => m.ready.then(() => m));
      export default defineArea({
        name: 'x',
        routes: [
          route('/a', 'a', 'operations', 'console.read', { menu: true, page: named(pages, 'APage') }),
          route('/b/:id?', 'b', 'reports', 'console.read', { page: report, light: true }),
          route("/c", 'c', 'reports', 'console.read', { page: () => import('./CPage') }),
          route('/d', 'd', 'reports', 'console.read', { redirect: () => '/a' }),
          installationRoute('e', 'e', () => import('./EPage')),
          installationRoute('f/:fId?', 'f', named(pages, 'FPage'), { light: true }),
          ...laneConfigRoutes('g/config', 'g', named(pages, 'GPage'), 10, { capability: 'devices.manage' }),
          route('/h', 'h', 'reports', 'console.read', { frame: 'other', page: () => import('./HPage') }),
        ],
        frames: { installation: () => import('./Frame').then((m) => ({ default: m.Frame })) },
        methods: (http) => lazyMethods(() => import('./methods').then((m) => m.xMethods(http)), { getX: true }),
        messages: () => import('./messages'),
      });`;
    expect(areaManifestImports('area.ts', source)).toEqual({
      routes: [
        { path: '/a', light: false, imports: ['./Pages'] },
        { path: '/b/:id?', light: true, imports: ['./ReportPage'] },
        { path: '/c', light: false, imports: ['./CPage'] },
        { path: '/installation/:installationId/e', light: false, imports: ['./EPage'], frame: 'installation' },
        { path: '/installation/:installationId/f/:fId?', light: true, imports: ['./Pages'], frame: 'installation' },
        { path: '/installation/:installationId/g/config', light: false, imports: ['./Pages'], frame: 'installation' },
        { path: '/installation/:installationId/g/config/lane/:laneNumber', light: false, imports: ['./Pages'], frame: 'installation' },
        { path: '/h', light: false, imports: ['./HPage'], frame: 'other' },
      ],
      methods: ['./methods'],
      frames: { installation: ['./Frame'] },
    });
  });

  it('reads the support tickets page and the home page from their manifests', () => {
    const read = (area: string) => areaManifestImports(area, fs.readFileSync(path.join(import.meta.dirname, `../../custom-pages/${area}/area.ts`), 'utf8'));
    expect(read('communication').methods).toEqual(['./methods']);
    expect(read('communication').routes).toContainEqual({ path: '/support-requests', light: false, imports: ['./SupportRequestsPage'] });
    expect(read('communication').routes).toContainEqual({ path: '/customer-notification', light: false, imports: ['./CommunicationPages'] });
    expect(read('home').routes).toContainEqual({ path: '/', light: true, imports: ['./TriageHome'] });
  });

  it("reads an installation's operation page (an alert's link) with its frame, and the frame from the installation area", () => {
    const read = (area: string) => areaManifestImports(area, fs.readFileSync(path.join(import.meta.dirname, `../../custom-pages/${area}/area.ts`), 'utf8'));
    expect(read('installation').routes).toContainEqual({ path: '/installation/:installationId/operation', light: false, imports: ['./OperationPage'], frame: 'installation' });
    expect(read('installation').frames).toEqual({ installation: ['./InstallationNav'] });
    expect(read('tracker').routes.map((r) => r.path)).toContain('/installation/:installationId/tracker/config/startfinish/lane/:laneNumber');
  });
});
