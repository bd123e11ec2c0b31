import ts from 'typescript';
import { INSTALLATION_FRAME, installationPagePath, laneConfigSubs } from '../../core/installation-pages.ts';

/** A top-level route of an area manifest as the build reads it: its path, and the modules its page imports. */
export interface AreaRouteImports {
  path: string;
  /** The page brings its own definitions and messages (`light`): the console does not load them all with it. */
  light: boolean;
  /** The specifiers of the `import()`s its page loader makes, as written (`./CommunicationPages`). */
  imports: string[];
  /** The frame the page renders in (an installation's sub-page: the installation's header and tabs), which loads with it. */
  frame?: string;
}

/** How each route helper of src/shell/area-manifest.ts and installation-routes.ts is called: its paths from the first argument, where its page and options are. */
const ROUTE_HELPERS: Record<string, { paths(first: string): string[]; page?: number; extra: number; frame?: string }> = {
  route: { paths: (path) => [path], extra: 4 },
  installationRoute: { paths: (sub) => [installationPagePath(sub)], page: 2, extra: 3, frame: INSTALLATION_FRAME },
  laneConfigRoutes: { paths: (sub) => laneConfigSubs(sub).map(installationPagePath), page: 2, extra: 4, frame: INSTALLATION_FRAME },
};

const propertyOf = (object: ts.ObjectLiteralExpression, name: string) =>
  object.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name)?.initializer;

/**
 * The top-level routes (`route('/path', key, area, capability, { page, light })`, and the
 * installation sub-pages of `installationRoute` and `laneConfigRoutes`) of an area manifest's
 * source, the frames it declares (`frames: { name: () => import('./Frame') }`), and what its methods import (their code loads with the first call, which an
 * area's own page makes as it first renders). Each route comes with what its page loader imports: the `import()`s written in the `page`
 * value, and in the top-level constants it names (`page: named(communicationPages, 'X')`,
 * `page: reportPage`). Read from the source because the manifest runs only in the browser; a route
 * whose page cannot be read this way is left out (the server then names no chunk for it, which is
 * slower, never wrong).
 */
export function areaManifestImports(fileName: string, source: string): { routes: AreaRouteImports[]; methods: string[]; frames: Record<string, string[]> } {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const constants = new Map<string, ts.Expression>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations)
      if (ts.isIdentifier(declaration.name) && declaration.initializer) constants.set(declaration.name.text, declaration.initializer);
  }
  const importsOf = (start: ts.Node, seen = new Set<string>()): string[] => {
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [specifier] = node.arguments;
        if (specifier && ts.isStringLiteralLike(specifier)) found.push(specifier.text);
      } else if (ts.isIdentifier(node) && constants.has(node.text) && !seen.has(node.text)) {
        seen.add(node.text);
        found.push(...importsOf(constants.get(node.text)!, seen));
      }
      ts.forEachChild(node, visit);
    };
    visit(start);
    return found;
  };
  const routes: AreaRouteImports[] = [];
  const methods: string[] = [];
  const frames: Record<string, string[]> = {};
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'methods') methods.push(...importsOf(node.initializer));
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'frames' && ts.isObjectLiteralExpression(node.initializer))
      for (const frame of node.initializer.properties)
        if (ts.isPropertyAssignment(frame) && (ts.isIdentifier(frame.name) || ts.isStringLiteralLike(frame.name)))
          frames[frame.name.text] = [...new Set(importsOf(frame.initializer))];
    const helper =
      ts.isCallExpression(node) && ts.isIdentifier(node.expression) && Object.hasOwn(ROUTE_HELPERS, node.expression.text) ? ROUTE_HELPERS[node.expression.text] : undefined;
    if (helper && ts.isCallExpression(node)) {
      const [first] = node.arguments;
      const extraArg = node.arguments[helper.extra];
      const extra = extraArg && ts.isObjectLiteralExpression(extraArg) ? extraArg : undefined;
      const page = helper.page === undefined ? extra && propertyOf(extra, 'page') : node.arguments[helper.page];
      const imports = page ? [...new Set(importsOf(page))] : [];
      const frameValue = extra && propertyOf(extra, 'frame');
      const frame = frameValue && ts.isStringLiteralLike(frameValue) ? frameValue.text : helper.frame;
      const light = (extra && propertyOf(extra, 'light'))?.kind === ts.SyntaxKind.TrueKeyword;
      if (first && ts.isStringLiteralLike(first) && imports.length) for (const path of helper.paths(first.text)) routes.push({ path, light, imports, ...(frame ? { frame } : {}) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { routes, methods: [...new Set(methods)], frames };
}
