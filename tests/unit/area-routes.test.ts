import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaManifestImports } from '../../scripts/lib/area-routes';

describe("an area manifest's routes as the build reads them (the server names each page's chunks)", () => {
  it("finds each top-level route with the imports of its page loader (written inline, through named() or through a constant), and its methods' import", () => {
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
        ],
        methods: (http) => lazyMethods(() => import('./methods').then((m) => m.xMethods(http)), { getX: true }),
        messages: () => import('./messages'),
      });`;
    expect(areaManifestImports('area.ts', source)).toEqual({
      routes: [
        { path: '/a', light: false, imports: ['./Pages'] },
        { path: '/b/:id?', light: true, imports: ['./ReportPage'] },
        { path: '/c', light: false, imports: ['./CPage'] },
      ],
      methods: ['./methods'],
    });
  });

  it('reads the support tickets page and the home page from their manifests', () => {
    const read = (area: string) => areaManifestImports(area, fs.readFileSync(path.join(import.meta.dirname, `../../custom-pages/${area}/area.ts`), 'utf8'));
    expect(read('communication').methods).toEqual(['./methods']);
    expect(read('communication').routes).toContainEqual({ path: '/support-requests', light: false, imports: ['./CommunicationPages'] });
    expect(read('home').routes).toContainEqual({ path: '/', light: true, imports: ['./TriageHome'] });
  });
});
