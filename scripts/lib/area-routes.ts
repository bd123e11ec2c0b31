import ts from 'typescript';

/** A top-level route of an area manifest as the build reads it: its path, and the modules its page imports. */
export interface AreaRouteImports {
  path: string;
  /** The page brings its own definitions and messages (`light`): the console does not load them all with it. */
  light: boolean;
  /** The specifiers of the `import()`s its page loader makes, as written (`./CommunicationPages`). */
  imports: string[];
}

const propertyOf = (object: ts.ObjectLiteralExpression, name: string) =>
  object.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name)?.initializer;

/**
 * The top-level routes (`route('/path', key, area, capability, { page, light })`) of an area
 * manifest's source, and what its methods import (their code loads with the first call, which an
 * area's own page makes as it first renders). Each route comes with what its page loader imports: the `import()`s written in the `page`
 * value, and in the top-level constants it names (`page: named(communicationPages, 'X')`,
 * `page: reportPage`). Read from the source because the manifest runs only in the browser; a route
 * whose page cannot be read this way is left out (the server then names no chunk for it, which is
 * slower, never wrong).
 */
export function areaManifestImports(fileName: string, source: string): { routes: AreaRouteImports[]; methods: string[] } {
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
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'methods') methods.push(...importsOf(node.initializer));
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'route') {
      const [path, , , , extra] = node.arguments;
      const page = extra && ts.isObjectLiteralExpression(extra) ? propertyOf(extra, 'page') : undefined;
      const imports = page ? [...new Set(importsOf(page))] : [];
      if (path && ts.isStringLiteralLike(path) && imports.length)
        routes.push({ path: path.text, light: propertyOf(extra as ts.ObjectLiteralExpression, 'light')?.kind === ts.SyntaxKind.TrueKeyword, imports });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { routes, methods: [...new Set(methods)] };
}
